import type { PartnersAddResult } from '@lince/contracts/registrations';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `POST /v1/diligences/:id/registrations/:registrationId/partners`: QSA partners as entities. */
export async function addPartners(
  diligenceId: string,
  registrationId: string,
  indexes: number[],
): Promise<PartnersAddResult> {
  return (
    await api.post<PartnersAddResult>(
      diligenceUrl(diligenceId, `/registrations/${encodeURIComponent(registrationId)}/partners`),
      { indexes },
    )
  ).data;
}
