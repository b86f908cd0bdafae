import type { Diligence, RiskRating } from '@lince/contracts/diligences';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from './diligence-url.ts';

/** `PUT /v1/diligences/:id/risk` */
export async function setDiligenceRisk(
  id: string,
  rating: RiskRating,
  justification?: string,
): Promise<Diligence> {
  const { data } = await api.put<Diligence>(
    diligenceUrl(id, '/risk'),
    riskBody(rating, justification),
  );
  return data;
}

/** The body of a risk change, for a diligence or one of its entities. */
export const riskBody = (rating: RiskRating, justification?: string) => ({
  rating,
  ...(justification ? { justification } : {}),
});
