import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { appWorker } from '../../lib/workers/app-worker.ts';
import { documentFileRoutes } from './file-routes.ts';
import { createPdfTextExtractor, DEFAULT_PDF_LIMITS } from './reading/pdf-text.ts';
import { documentReadingHandler, readingGivenUp } from './reading/reading-handler.ts';
import { documentReadingJob } from './reading/reading-job.ts';
import { readingRoutes } from './reading/routes.ts';
import { documentRoutes } from './routes.ts';

export { storageKeysOfEntity } from './files-repository.ts';
export { diligenceDocumentsByEntity } from './service.ts';

/**
 * The documents of a diligence's parties, their files, and the certidão reading: an uploaded PDF
 * is read by this module's job, its text extracted in one worker thread that lives with the app
 * (`appWorker`).
 */
export const documentsModule: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  await underDiligence(app, documentRoutes, documentFileRoutes, readingRoutes);
  const extractor = appWorker(app, {
    warm: deps.config.pdfReaderWarm,
    limits: DEFAULT_PDF_LIMITS,
    create: createPdfTextExtractor,
  });
  deps.jobs.work(
    documentReadingJob,
    documentReadingHandler({ db: deps.db, storage: app.storage, extractor }),
    { givenUp: readingGivenUp(deps.db) },
  );
};
