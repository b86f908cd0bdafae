import type { Lawsuit, LawsuitCreateInput, LawsuitUpdateInput } from '@lince/contracts/lawsuits';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl, entityUrl } from '../../../shared/diligence/api/diligence-url.ts';

const lawsuitUrl = (diligenceId: string, lawsuitId: string) =>
  diligenceUrl(diligenceId, `/lawsuits/${encodeURIComponent(lawsuitId)}`);

/** `POST /v1/diligences/:id/entities/:entityId/lawsuits` */
export async function createLawsuit(
  diligenceId: string,
  entityId: string,
  input: LawsuitCreateInput,
): Promise<Lawsuit> {
  const { data } = await api.post<Lawsuit>(entityUrl(diligenceId, entityId, '/lawsuits'), input);
  return data;
}

/** `PUT /v1/diligences/:id/lawsuits/:lawsuitId`: the fields given change (null clears). */
export async function updateLawsuit(
  diligenceId: string,
  lawsuitId: string,
  input: LawsuitUpdateInput,
): Promise<Lawsuit> {
  const { data } = await api.put<Lawsuit>(lawsuitUrl(diligenceId, lawsuitId), input);
  return data;
}

/** `DELETE /v1/diligences/:id/lawsuits/:lawsuitId` */
export async function removeLawsuit(diligenceId: string, lawsuitId: string): Promise<void> {
  await api.delete(lawsuitUrl(diligenceId, lawsuitId));
}
