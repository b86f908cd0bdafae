import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `DELETE /v1/diligences/:id/entities/:entityId` */
export async function deleteEntity(diligenceId: string, entityId: string): Promise<void> {
  await api.delete(entityUrl(diligenceId, entityId));
}
