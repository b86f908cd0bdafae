import type { Document } from '@lince/contracts/documents';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { uploadWithProgress } from '../../../shared/documents/upload.ts';

/**
 * `POST /v1/diligences/:id/entities/:entityId/files` (multipart `file`) → 201 a new document of
 * type "Outros" holding the file, to be classified.
 */
export function uploadEntityFile(
  diligenceId: string,
  entityId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Document> {
  return uploadWithProgress<Document>(entityUrl(diligenceId, entityId, '/files'), file, onProgress);
}
