import type { Diligence } from '@lince/contracts/diligences';
import type { DiligenceInput } from '@lince/contracts/entities';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/diligences` (optionally with its first entity) */
export async function createDiligence(body: DiligenceInput): Promise<Diligence> {
  const { data } = await api.post<Diligence>('/diligences', body);
  return data;
}
