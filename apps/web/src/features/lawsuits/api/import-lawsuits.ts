import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { downloadFile } from '../../../shared/documents/file-blob.ts';
import { uploadWithProgress } from '../../../shared/documents/upload.ts';

/** The formats of the import template (the same header in both). */
export type TemplateFormat = 'csv' | 'xlsx';

/** `GET /v1/lawsuits/import-template?format=csv|xlsx`, handed to the browser as a download. */
export function downloadImportTemplate(format: TemplateFormat): Promise<void> {
  return downloadFile(
    `/lawsuits/import-template?format=${format}`,
    `modelo-importacao-processos.${format}`,
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
): Promise<{ jobId: string }> {
  return uploadWithProgress(entityUrl(diligenceId, entityId, '/lawsuits/import'), file, onProgress);
}

export type ImportJobState = 'PROCESSANDO' | 'CONCLUIDO' | 'FALHOU';

export interface ImportRejection {
  line: number;
  message: string;
}

export interface ImportResult {
  imported: number;
  updated: number;
  rejected: ImportRejection[];
}

/** `GET /v1/jobs/:jobId` for an import. */
export interface ImportJob {
  state: ImportJobState;
  progress?: { processed: number; total: number } | null;
  result?: ImportResult | null;
  message?: string | null;
}

export async function getImportJob(jobId: string): Promise<ImportJob> {
  const { data } = await api.get<ImportJob>(`/jobs/${encodeURIComponent(jobId)}`);
  return data;
}

/** How often the dialog asks how the import goes, while it runs. */
export const IMPORT_POLL_MS = 700;

export const importJobKey = (jobId: string) => ['lawsuit-import-job', jobId] as const;

/** The import's job, asked again every `IMPORT_POLL_MS` until it has finished (or failed). */
export const importJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: importJobKey(jobId),
    queryFn: () => getImportJob(jobId),
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== 'PROCESSANDO' ? false : IMPORT_POLL_MS,
    retry: 2,
  });
