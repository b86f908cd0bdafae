import { queryOptions } from '@tanstack/react-query';
import type { EntityScreening, ScreeningDecision, ScreeningHit } from '@lince/contracts/screening';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from '../../diligence/api/get-diligence.ts';
import { diligenceUrl, entityUrl } from '../../diligence/api/diligence-url.ts';

export const entityScreeningKey = (diligenceId: string, entityId: string) =>
  [...diligenceKey(diligenceId), 'screening', entityId] as const;

/** `GET /v1/diligences/:id/entities/:entityId/screening`. */
export const entityScreeningQuery = (diligenceId: string, entityId: string) =>
  queryOptions({
    queryKey: entityScreeningKey(diligenceId, entityId),
    queryFn: async () =>
      (await api.get<EntityScreening>(entityUrl(diligenceId, entityId, '/screening'))).data,
  });

/** "Verificar agora": `POST` the same path screens the party against the lists in force. */
export async function rescreenEntity(diligenceId: string, entityId: string) {
  return (await api.post<EntityScreening>(entityUrl(diligenceId, entityId, '/screening'))).data;
}

/** `PUT /v1/diligences/:id/screening-hits/:hitId`: confirm or discard (with a justification). */
export async function decideScreeningHit(
  diligenceId: string,
  hitId: string,
  decision: ScreeningDecision,
) {
  return (
    await api.put<ScreeningHit>(
      diligenceUrl(diligenceId, `/screening-hits/${encodeURIComponent(hitId)}`),
      decision,
    )
  ).data;
}
