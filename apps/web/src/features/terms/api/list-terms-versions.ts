import type { TermsVersion } from '@lince/contracts/terms';
import { pagedList } from '../../../lib/paged-list.ts';

export interface TermsListParams {
  page: number;
  pageSize: number;
}

/** `GET /v1/terms` */
export const {
  fetchPage: listTermsVersions,
  listKey: termsListKey,
  listQuery: termsListQuery,
} = pagedList<TermsListParams, TermsVersion>('terms', '/terms');
