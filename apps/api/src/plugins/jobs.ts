import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createPasswordResetService,
  passwordResetCodeJob,
} from '../modules/auth/password-reset-service.ts';
import { sweepExpiredCredentials } from '../modules/auth/repository.ts';
import { sweepFinishedTasks } from '../modules/background-tasks/repository.ts';
import { documentReadingJob } from '../modules/documents/reading/reading-job.ts';
import {
  lawsuitImportGivenUp,
  lawsuitImportHandler,
} from '../modules/lawsuit-imports/import-handler.ts';
import { lawsuitImportJob } from '../modules/lawsuit-imports/import-job.ts';
import { sendMailHandler, sendMailJob } from '../modules/mail/mail-job.ts';
import {
  reportExportGivenUp,
  reportExportHandler,
  type RenderReport,
} from '../modules/report-exports/export-handler.ts';
import { reportExportJob } from '../modules/report-exports/export-job.ts';
import {
  createReportRenderer,
  DEFAULT_RENDER_LIMITS,
} from '../modules/reports/render/render-report.ts';
import {
  createPdfTextExtractor,
  DEFAULT_PDF_LIMITS,
} from '../modules/documents/reading/pdf-text.ts';
import {
  documentReadingHandler,
  readingGivenUp,
} from '../modules/documents/reading/reading-handler.ts';

/**
 * The background jobs of the app (`app.deps.jobs`): every job type's handler, and the workers
 * started with the app (`buildApp` stops them when the app closes). A request that enqueued jobs
 * wakes the workers once its answer is sent: its transaction has committed by then.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  deps.jobs.work(sendMailJob, sendMailHandler(deps));
  deps.jobs.onMaintenance('sessões e códigos vencidos', () => sweepExpiredCredentials(deps.db));
  deps.jobs.onMaintenance('tarefas concluídas há mais de 30 dias', () =>
    sweepFinishedTasks(deps.db),
  );
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
    { givenUp: readingGivenUp(deps.db) },
  );
  app.addHook('onClose', () => extractor.close());
  const imports = { db: deps.db, storage: app.storage };
  deps.jobs.work(lawsuitImportJob, lawsuitImportHandler(imports), {
    givenUp: lawsuitImportGivenUp(imports),
  });

  // Report exports: the model built in the job, drawn in one rendering thread, stopped with the
  // app; warm, it starts with the app (drawing a small report, not awaited) and stays.
  const warmRenderer = deps.config.reportRendererWarm;
  const renderer = createReportRenderer(
    warmRenderer ? { ...DEFAULT_RENDER_LIMITS, idleMs: null } : DEFAULT_RENDER_LIMITS,
  );
  if (warmRenderer)
    app.addHook('onReady', async () => {
      void renderer.warm();
    });
  app.addHook('onClose', () => renderer.close());
  const reports = {
    db: deps.db,
    storage: app.storage,
    render: ((document, format, verificationCode) =>
      renderer.render(document, format, verificationCode)) satisfies RenderReport,
  };
  deps.jobs.work(reportExportJob, reportExportHandler(reports), {
    givenUp: reportExportGivenUp(reports),
  });

  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onResponse', async () => deps.jobs.wake());
});
