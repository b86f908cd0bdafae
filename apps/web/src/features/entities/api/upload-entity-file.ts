import type { Document } from '@lince/contracts/documents';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { allowingDuplicate, uploadWithProgress } from '../../../shared/documents/upload.ts';

/**
 * `POST /v1/diligences/:id/entities/:entityId/files` (multipart `file`) → 201 a new document of
 * type "Outros" holding the file, to be classified; 409 `DUPLICATE_FILE` when the party already
 * has the same content, unless `allowDuplicate`.
 */
export function uploadEntityFile(
  diligenceId: string,
  entityId: string,
  file: File,
  onProgress: (fraction: number) => void,
  { allowDuplicate = false } = {},
): Promise<Document> {
  const url = entityUrl(diligenceId, entityId, '/files');
  return uploadWithProgress<Document>(
    allowDuplicate ? allowingDuplicate(url) : url,
    file,
    onProgress,
  );
}
