import type { Entity, EntityInput } from '@lince/contracts/entities';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `POST /v1/diligences/:id/entities` */
export async function createEntity(diligenceId: string, body: EntityInput): Promise<Entity> {
  const { data } = await api.post<Entity>(diligenceUrl(diligenceId, '/entities'), body);
  return data;
}
