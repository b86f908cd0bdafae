import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReportRequest, ReportFormat } from '@lince/contracts/reports';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { jobQuery } from '../../../shared/jobs/job-query.ts';
import { createReport, reportsKey } from '../api/reports-api.ts';

export type ExportRequest = Omit<CreateReportRequest, 'format'>;

export const EXPORT_FAILED_MESSAGE = 'A exportação falhou. Tente novamente.';

/**
 * One export at a time: `start(format)` asks the API for it, then its job is followed until it
 * ends; the list of exports is refreshed when it starts and when it ends.
 */
export function useReportExport(diligenceId: string) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<{ format: ReportFormat; jobId: string | null } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const jobId = running?.jobId ?? null;
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const state = jobId !== null ? job.data?.state : undefined;

  useEffect(() => {
    if (!running || !state || state === 'PROCESSANDO') return;
    void queryClient.invalidateQueries({ queryKey: reportsKey(diligenceId) });
    if (state === 'CONCLUIDO')
      showSnackbar({ text: `Relatório ${running.format} pronto para baixar.`, color: 'success' });
    else setError(job.data?.message ?? EXPORT_FAILED_MESSAGE);
    setRunning(null);
  }, [state, running, job.data?.message, diligenceId, queryClient]);

  useEffect(() => {
    if (running && job.isError) {
      setError(getApiErrorMessage(job.error));
      setRunning(null);
    }
  }, [running, job.isError, job.error]);

  const start = async (format: ReportFormat, request: ExportRequest) => {
    setError(null);
    setRunning({ format, jobId: null });
    try {
      const accepted = await createReport(diligenceId, { ...request, format });
      setRunning({ format, jobId: accepted.jobId });
      void queryClient.invalidateQueries({ queryKey: reportsKey(diligenceId) });
    } catch (caught) {
      setError(getApiErrorMessage(caught));
      setRunning(null);
    }
  };

  return {
    start,
    running: running?.format ?? null,
    progress: running?.jobId ? job.data?.progress : undefined,
    error,
  };
}
