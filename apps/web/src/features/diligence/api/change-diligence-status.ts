import type { Diligence, DiligenceStatus } from '@lince/contracts/diligences';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `POST /v1/diligences/:id/status` (the server enforces which moves are allowed) */
export async function changeDiligenceStatus(
  id: string,
  status: DiligenceStatus,
  reason?: string,
): Promise<Diligence> {
  const { data } = await api.post<Diligence>(diligenceUrl(id, '/status'), {
    status,
    ...(reason ? { reason } : {}),
  });
  return data;
}
