import { queryOptions } from '@tanstack/react-query';
import type { DocumentType } from '@lince/contracts/document-types';
import type { Page } from '@lince/contracts/pagination';
import { api } from '../../../lib/api-client.ts';

export interface DocumentTypeListParams {
  page: number;
  pageSize: number;
  search?: string | undefined;
  category?: string | undefined;
  appliesTo?: string | undefined;
  active?: boolean | undefined;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** `GET /v1/document-types` */
export async function listDocumentTypes(
  params: DocumentTypeListParams,
): Promise<Page<DocumentType>> {
  const { data } = await api.get<Page<DocumentType>>('/document-types', { params });
  return data;
}

/** Without parameters: every page, for invalidation after a write. */
export const documentTypeListKey = (params?: DocumentTypeListParams) =>
  ['document-types', ...(params ? [params] : [])] as const;

export const documentTypeListQuery = (params: DocumentTypeListParams) =>
  queryOptions({ queryKey: documentTypeListKey(params), queryFn: () => listDocumentTypes(params) });
