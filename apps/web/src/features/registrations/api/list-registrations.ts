import { queryOptions } from '@tanstack/react-query';
import type { RegistrationList } from '@lince/contracts/registrations';
import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { diligenceKey } from '../../../shared/diligence/api/get-diligence.ts';

/** `GET /v1/diligences/:id/entities/:entityId/registrations`: the snapshots, newest first. */
export async function listRegistrations(
  diligenceId: string,
  entityId: string,
): Promise<RegistrationList> {
  return (await api.get<RegistrationList>(entityUrl(diligenceId, entityId, '/registrations'))).data;
}

/** Under the diligence's key: invalidating the diligence refreshes the snapshots too. */
export const registrationListKey = (diligenceId: string, entityId: string) =>
  [...diligenceKey(diligenceId), 'registrations', entityId] as const;

export const registrationListQuery = (diligenceId: string, entityId: string) =>
  queryOptions({
    queryKey: registrationListKey(diligenceId, entityId),
    queryFn: () => listRegistrations(diligenceId, entityId),
  });
