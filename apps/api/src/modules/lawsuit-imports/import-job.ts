import { z } from 'zod';
import { defineJob } from '../../lib/jobs/define.ts';

/**
 * Imports one stored file of lawsuits into an entity, following its `background_tasks` row
 * (created PROCESSANDO with the job, in the upload's transaction). The file is deleted when the
 * task ends, either way.
 */
export const lawsuitImportJob = defineJob(
  'lawsuit-import',
  z.object({
    taskId: z.string(),
    storageKey: z.string(),
    diligenceId: z.string(),
    entityId: z.string(),
  }),
  { retryLimit: 3, retryDelaySeconds: 5, timeoutSeconds: 300 },
);
export type LawsuitImportJobData = z.output<typeof lawsuitImportJob.payload>;
