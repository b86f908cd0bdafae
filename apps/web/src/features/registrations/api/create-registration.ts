import type { Registration, RegistrationCreate } from '@lince/contracts/registrations';
import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `POST /v1/diligences/:id/entities/:entityId/registrations`: consult, import or type. */
export async function createRegistration(
  diligenceId: string,
  entityId: string,
  body: RegistrationCreate,
): Promise<Registration> {
  return (await api.post<Registration>(entityUrl(diligenceId, entityId, '/registrations'), body))
    .data;
}
