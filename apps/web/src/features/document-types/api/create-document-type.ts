import type { DocumentType, DocumentTypeInput } from '@lince/contracts/document-types';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/document-types` */
export async function createDocumentType(body: DocumentTypeInput): Promise<DocumentType> {
  const { data } = await api.post<DocumentType>('/document-types', body);
  return data;
}
