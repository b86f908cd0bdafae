import type { Registration, RegistrationConclusion } from '@lince/contracts/registrations';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `PUT /v1/diligences/:id/registrations/:registrationId/conclusion` */
export async function saveConclusion(
  diligenceId: string,
  registrationId: string,
  body: { conclusion: RegistrationConclusion; notes: string },
): Promise<Registration> {
  return (
    await api.put<Registration>(
      diligenceUrl(diligenceId, `/registrations/${encodeURIComponent(registrationId)}/conclusion`),
      body,
    )
  ).data;
}
