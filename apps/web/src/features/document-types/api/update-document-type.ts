import type { DocumentType, DocumentTypeInput } from '@lince/contracts/document-types';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /v1/document-types/:id` */
export async function updateDocumentType(
  id: string,
  body: Partial<DocumentTypeInput>,
): Promise<DocumentType> {
  const { data } = await api.patch<DocumentType>(`/document-types/${encodeURIComponent(id)}`, body);
  return data;
}
