import type { JobAccepted } from '@lince/contracts/jobs';
import { LAWSUIT_TEMPLATE_FILE_NAME, type LawsuitTemplateFormat } from '@lince/contracts/lawsuits';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { downloadFile } from '../../../shared/documents/file-blob.ts';
import { uploadWithProgress } from '../../../shared/documents/upload.ts';

/** `GET /v1/lawsuits/import-template?format=csv|xlsx`, handed to the browser as a download. */
export function downloadImportTemplate(format: LawsuitTemplateFormat): Promise<void> {
  return downloadFile(
    `/lawsuits/import-template?format=${format}`,
    `${LAWSUIT_TEMPLATE_FILE_NAME}.${format}`,
  );
}

/**
 * `POST /v1/diligences/:id/entities/:entityId/lawsuits/import` (multipart field `file`: CSV,
 * XLSX or DataJud JSON) → 202 `{ jobId }`; the rows are read by a background job.
 */
export function startLawsuitImport(
  diligenceId: string,
  entityId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<JobAccepted> {
  return uploadWithProgress(entityUrl(diligenceId, entityId, '/lawsuits/import'), file, onProgress);
}
