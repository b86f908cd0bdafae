import type { Diligence, DiligenceUpdate } from '@lince/contracts/diligences';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `PATCH /v1/diligences/:id` */
export async function updateDiligence(id: string, body: DiligenceUpdate): Promise<Diligence> {
  const { data } = await api.patch<Diligence>(diligenceUrl(id), body);
  return data;
}
