import { z } from 'zod';
import { defineJob } from '../../lib/jobs/define.ts';

/**
 * Re-screens every party of every open diligence concerned by a list version that just came into
 * force (a public list: every company's; a company's own list: that company's). Sent by the list
 * import when its version becomes CONCLUIDA, after the commit; handled by the screening module.
 */
export const rescreenAfterImportJob = defineJob(
  'screening-after-import',
  z.object({ versionId: z.string() }),
  { retryLimit: 3, retryDelaySeconds: 10, timeoutSeconds: 900 },
);
export type RescreenAfterImportJobData = z.output<typeof rescreenAfterImportJob.payload>;
