import { z } from 'zod';
import { defineJob } from '../../lib/jobs/define.ts';

/**
 * Imports one stored list file into its version (created PROCESSANDO with its task, in the
 * upload's transaction). The file is deleted when the task ends, either way.
 */
export const restrictiveListImportJob = defineJob(
  'restrictive-list-import',
  z.object({
    taskId: z.string(),
    versionId: z.string(),
    storageKey: z.string(),
    /** The upload's size in bytes (the progress of a CSV sent as is). */
    size: z.number().int(),
  }),
  { retryLimit: 2, retryDelaySeconds: 10, timeoutSeconds: 1800 },
);
export type RestrictiveListImportJobData = z.output<typeof restrictiveListImportJob.payload>;
