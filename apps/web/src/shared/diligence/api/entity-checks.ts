import { queryOptions } from '@tanstack/react-query';
import type { CheckItem, CheckStatus } from '@lince/contracts/checklists';
import type { CheckKind } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from './get-diligence.ts';
import { entityUrl } from './diligence-url.ts';

/** `GET /v1/diligences/:id/entities/:entityId/checks`: the checks the entity's track asks for. */
export async function listEntityChecks(
  diligenceId: string,
  entityId: string,
): Promise<CheckItem[]> {
  const { data } = await api.get<{ items: CheckItem[] }>(
    entityUrl(diligenceId, entityId, '/checks'),
  );
  return data.items;
}

export const entityChecksKey = (diligenceId: string, entityId: string) =>
  [...diligenceKey(diligenceId), 'checks', entityId] as const;

export const entityChecksQuery = (diligenceId: string, entityId: string) =>
  queryOptions({
    queryKey: entityChecksKey(diligenceId, entityId),
    queryFn: () => listEntityChecks(diligenceId, entityId),
  });

/** `PUT /v1/diligences/:id/entities/:entityId/checks/:kind`: where the check stands. */
export async function setEntityCheck(
  diligenceId: string,
  entityId: string,
  kind: CheckKind,
  status: CheckStatus,
): Promise<CheckItem> {
  const { data } = await api.put<CheckItem>(entityUrl(diligenceId, entityId, `/checks/${kind}`), {
    status,
  });
  return data;
}
