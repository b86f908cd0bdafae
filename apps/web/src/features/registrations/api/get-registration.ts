import { queryOptions } from '@tanstack/react-query';
import type { Registration } from '@lince/contracts/registrations';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { diligenceKey } from '../../../shared/diligence/api/get-diligence.ts';

/** `GET /v1/diligences/:id/registrations/:registrationId` */
export async function getRegistration(
  diligenceId: string,
  registrationId: string,
): Promise<Registration> {
  return (
    await api.get<Registration>(
      diligenceUrl(diligenceId, `/registrations/${encodeURIComponent(registrationId)}`),
    )
  ).data;
}

export const registrationKey = (diligenceId: string, registrationId: string) =>
  [...diligenceKey(diligenceId), 'registration', registrationId] as const;

export const registrationQuery = (diligenceId: string, registrationId: string) =>
  queryOptions({
    queryKey: registrationKey(diligenceId, registrationId),
    queryFn: () => getRegistration(diligenceId, registrationId),
  });
