import type { DocumentType } from '@lince/contracts/document-types';
import { pagedList } from '../../../lib/paged-list.ts';

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
export const {
  fetchPage: listDocumentTypes,
  listKey: documentTypeListKey,
  listQuery: documentTypeListQuery,
} = pagedList<DocumentTypeListParams, DocumentType>('document-types', '/document-types');
