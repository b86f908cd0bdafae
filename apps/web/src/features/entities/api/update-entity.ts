import type { Entity, EntityUpdate } from '@lince/contracts/entities';
import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `PATCH /v1/diligences/:id/entities/:entityId` */
export async function updateEntity(
  diligenceId: string,
  entityId: string,
  body: EntityUpdate,
): Promise<Entity> {
  const { data } = await api.patch<Entity>(entityUrl(diligenceId, entityId), body);
  return data;
}
