import type { Diligence } from '@lince/contracts/diligences';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `POST /v1/diligences/:id/cancel` */
export async function cancelDiligence(id: string, reason: string): Promise<Diligence> {
  const { data } = await api.post<Diligence>(diligenceUrl(id, '/cancel'), { reason });
  return data;
}
