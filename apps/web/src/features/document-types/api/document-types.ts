import type { DocumentType, DocumentTypeInput } from '@lince/contracts/document-types';
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

/** `POST /v1/document-types` */
export async function createDocumentType(body: DocumentTypeInput): Promise<DocumentType> {
  const { data } = await api.post<DocumentType>('/document-types', body);
  return data;
}

/** `PATCH /v1/document-types/:id` */
export async function updateDocumentType(
  id: string,
  body: Partial<DocumentTypeInput>,
): Promise<DocumentType> {
  const { data } = await api.patch<DocumentType>(`/document-types/${encodeURIComponent(id)}`, body);
  return data;
}

/** `POST /v1/document-types/:id/activate|deactivate` */
export async function setDocumentTypeActive(id: string, active: boolean): Promise<DocumentType> {
  const { data } = await api.post<DocumentType>(
    `/document-types/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`,
  );
  return data;
}
