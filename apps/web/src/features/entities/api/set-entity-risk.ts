import type { RiskRating } from '@lince/contracts/diligences';
import type { Entity } from '@lince/contracts/entities';
import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { riskBody } from '../../../shared/diligence/api/set-diligence-risk.ts';

/** `PUT /v1/diligences/:id/entities/:entityId/risk` */
export async function setEntityRisk(
  diligenceId: string,
  entityId: string,
  rating: RiskRating,
  justification?: string,
): Promise<Entity> {
  const { data } = await api.put<Entity>(
    entityUrl(diligenceId, entityId, '/risk'),
    riskBody(rating, justification),
  );
  return data;
}
