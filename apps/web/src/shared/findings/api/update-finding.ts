import type { Finding, FindingUpdateInput } from '@lince/contracts/findings';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../diligence/api/diligence-url.ts';

export const findingUrl = (diligenceId: string, findingId: string) =>
  diligenceUrl(diligenceId, `/findings/${encodeURIComponent(findingId)}`);

/** `PATCH /v1/diligences/:id/findings/:findingId`: edit; `resolved: true` resolves, `false` reopens. */
export async function updateFinding(
  diligenceId: string,
  findingId: string,
  input: FindingUpdateInput,
): Promise<Finding> {
  const { data } = await api.patch<Finding>(findingUrl(diligenceId, findingId), input);
  return data;
}
