import { z } from 'zod';
import { defineJob } from '../../../lib/jobs/define.ts';

/**
 * Reads one uploaded PDF of a document (its `document_readings` row, created as PROCESSANDO in the
 * upload's transaction): extracts the text off the event loop and stores the proposal.
 */
export const documentReadingJob = defineJob(
  'document-reading',
  z.object({ readingId: z.string() }),
  { retryLimit: 2, retryDelaySeconds: 5, timeoutSeconds: 120 },
);
