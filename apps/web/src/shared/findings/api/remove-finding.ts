import { api } from '../../../lib/api-client.ts';
import { findingUrl } from './update-finding.ts';

/** `DELETE /v1/diligences/:id/findings/:findingId` */
export async function removeFinding(diligenceId: string, findingId: string): Promise<void> {
  await api.delete(findingUrl(diligenceId, findingId));
}
