import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createPasswordResetService,
  passwordResetCodeJob,
} from '../modules/auth/password-reset-service.ts';
import { documentReadingJob } from '../modules/documents/reading-job.ts';
import { lawsuitImportHandler } from '../modules/lawsuit-imports/import-handler.ts';
import { lawsuitImportJob } from '../modules/lawsuit-imports/import-job.ts';
import { sendMailHandler, sendMailJob } from '../modules/mail/mail-job.ts';
import { createPdfTextExtractor, DEFAULT_PDF_LIMITS } from '../modules/readings/pdf-text.ts';
import { documentReadingHandler } from '../modules/readings/reading-handler.ts';

/**
 * The background jobs of the app (`app.deps.jobs`): every job type's handler, and the workers
 * started with the app (`buildApp` stops them when the app closes). A request that enqueued jobs
 * wakes the workers once its answer is sent: its transaction has committed by then.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  deps.jobs.work(sendMailJob, sendMailHandler(deps));
  const resets = createPasswordResetService(deps);
  deps.jobs.work(passwordResetCodeJob, (data, job) => resets.sendCode(data, job));
  // Certidão readings: PDF text extracted in one worker thread, stopped with the app; warm, it
  // starts with the app and stays.
  const warm = deps.config.pdfReaderWarm;
  const extractor = createPdfTextExtractor(
    warm ? { ...DEFAULT_PDF_LIMITS, idleMs: null } : DEFAULT_PDF_LIMITS,
  );
  if (warm) app.addHook('onReady', async () => extractor.warm());
  deps.jobs.work(
    documentReadingJob,
    documentReadingHandler({ db: deps.db, storage: app.storage, extractor }),
  );
  app.addHook('onClose', () => extractor.close());
  deps.jobs.work(lawsuitImportJob, lawsuitImportHandler({ db: deps.db, storage: app.storage }));

  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onResponse', async () => deps.jobs.wake());
});
