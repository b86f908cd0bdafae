import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportDocument } from '@lince/contracts/report-document';
import {
  reportFileName,
  type CreateReportRequest,
  type ReportItem,
  type ReportPreviewRequest,
} from '@lince/contracts/reports';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from '../../../shared/diligence/api/get-diligence.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { downloadFile } from '../../../shared/documents/file-blob.ts';

/** `POST /v1/diligences/:id/reports/preview`: the report model for the page. */
export async function previewReport(
  diligenceId: string,
  body: ReportPreviewRequest,
  signal?: AbortSignal,
): Promise<ReportDocument> {
  const { data } = await api.post<ReportDocument>(
    diligenceUrl(diligenceId, '/reports/preview'),
    body,
    { signal },
  );
  return data;
}

export const previewQuery = (diligenceId: string, body: ReportPreviewRequest) =>
  queryOptions({
    queryKey: [...diligenceKey(diligenceId), 'report-preview', body] as const,
    queryFn: ({ signal }) => previewReport(diligenceId, body, signal),
    // While a new choice is previewed the last page stays on screen.
    placeholderData: keepPreviousData,
  });

/** `POST /v1/diligences/:id/reports` → 202 `{jobId, reportId}`: the export runs in background. */
export async function createReport(
  diligenceId: string,
  body: CreateReportRequest,
): Promise<{ jobId: string; reportId: string }> {
  const { data } = await api.post<{ jobId: string; reportId: string }>(
    diligenceUrl(diligenceId, '/reports'),
    body,
  );
  return data;
}

/** `GET /v1/diligences/:id/reports`: the diligence's exports, newest first. */
export async function listReports(diligenceId: string): Promise<ReportItem[]> {
  const { data } = await api.get<{ items: ReportItem[] }>(diligenceUrl(diligenceId, '/reports'));
  return data.items;
}

export const reportsKey = (diligenceId: string) =>
  [...diligenceKey(diligenceId), 'reports'] as const;

/** How often the list asks again while an export is still being rendered. */
export const REPORTS_POLL_MS = 2000;

export const reportsQuery = (diligenceId: string) =>
  queryOptions({
    queryKey: reportsKey(diligenceId),
    queryFn: () => listReports(diligenceId),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.state === 'PROCESSANDO') ? REPORTS_POLL_MS : false,
  });

/** `GET /v1/diligences/:id/reports/:reportId/file`, handed to the browser as a download. */
export function downloadReport(
  diligenceId: string,
  diligenceCode: string,
  report: ReportItem,
): Promise<void> {
  return downloadFile(
    diligenceUrl(diligenceId, `/reports/${encodeURIComponent(report._id)}/file`),
    reportFileName(diligenceCode, report),
  );
}
