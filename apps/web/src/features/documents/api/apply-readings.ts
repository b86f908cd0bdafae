import type { ApplyReadingsResult } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `POST /v1/diligences/:id/documents/apply-readings`: untouched documents take their reading. */
export async function applyReadings(
  diligenceId: string,
  documentIds: string[],
): Promise<ApplyReadingsResult> {
  return (
    await api.post<ApplyReadingsResult>(diligenceUrl(diligenceId, '/documents/apply-readings'), {
      documentIds,
    })
  ).data;
}
