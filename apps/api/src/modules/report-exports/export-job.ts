import { z } from 'zod';
import { defineJob } from '../../lib/jobs/define.ts';

/**
 * Renders one export (`diligence_reports` row, created PROCESSANDO with its task in the request's
 * transaction): the model built from the diligence's data as it is now, drawn as PDF or DOCX in
 * the renderer's worker thread, stored, hashed; the report PRONTO and the task CONCLUIDO.
 */
export const reportExportJob = defineJob(
  'report-export',
  z.object({ taskId: z.string(), reportId: z.string() }),
  { retryLimit: 2, retryDelaySeconds: 5, timeoutSeconds: 300 },
);
export type ReportExportJobData = z.output<typeof reportExportJob.payload>;
