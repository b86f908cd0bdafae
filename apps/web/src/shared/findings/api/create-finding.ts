import type { Finding, FindingCreateInput } from '@lince/contracts/findings';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from '../../diligence/api/diligence-url.ts';

/** `POST /v1/diligences/:id/findings` (of a document, an entity, or the diligence when neither is given) */
export async function createFinding(
  diligenceId: string,
  input: FindingCreateInput,
): Promise<Finding> {
  const { data } = await api.post<Finding>(diligenceUrl(diligenceId, '/findings'), input);
  return data;
}
