import type { DocumentType } from '@lince/contracts/document-types';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/document-types/:id/activate|deactivate` */
export async function setDocumentTypeActive(id: string, active: boolean): Promise<DocumentType> {
  const { data } = await api.post<DocumentType>(
    `/document-types/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`,
  );
  return data;
}
