import { queryOptions } from '@tanstack/react-query';
import type { JobAccepted, JobStatus } from '@lince/contracts/jobs';
import { LAWSUIT_TEMPLATE_FILE_NAME, type LawsuitTemplateFormat } from '@lince/contracts/lawsuits';
import { api } from '../../../lib/api-client.ts';
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

/** `GET /v1/jobs/:jobId`: how the import goes (progress), then its result or why it failed. */
export async function getImportJob(jobId: string): Promise<JobStatus> {
  const { data } = await api.get<JobStatus>(`/jobs/${encodeURIComponent(jobId)}`);
  return data;
}

/** How often the dialog asks how the import goes, while it runs. */
export const IMPORT_POLL_MS = 700;

export const importJobKey = (jobId: string) => ['jobs', jobId] as const;

/** The import's job, asked again every `IMPORT_POLL_MS` until it has finished (or failed). */
export const importJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: importJobKey(jobId),
    queryFn: () => getImportJob(jobId),
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== 'PROCESSANDO' ? false : IMPORT_POLL_MS,
    retry: 2,
  });
