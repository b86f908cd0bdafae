import type { SearchResult } from '@lince/contracts';
import type { ServiceContext } from '../../core/context.ts';
import { searchCompany } from './repository.ts';

/**
 * The app bar's search, within the caller's company only: diligences by code and title, entities
 * by name and CPF/CNPJ (with or without punctuation), accent-insensitive; lawsuits by CNJ number
 * (with or without punctuation, or its first 7+ digits). Up to SEARCH_LIMIT of each.
 */
export const globalSearch = (ctx: ServiceContext, q: string): Promise<SearchResult> =>
  searchCompany(ctx.db, ctx.companyId, q);
