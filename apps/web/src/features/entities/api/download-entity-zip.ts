import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { downloadFile } from '../../../shared/documents/file-blob.ts';

/**
 * `GET /v1/diligences/:id/entities/:entityId/files.zip`: every file of the entity in one ZIP,
 * fetched with the session's headers and handed to the browser as `name`.
 */
export function downloadEntityZip(diligenceId: string, entityId: string, name: string) {
  return downloadFile(entityUrl(diligenceId, entityId, '/files.zip'), name);
}
