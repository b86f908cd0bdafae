import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
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
 * is read by this module's job, its text extracted in one worker thread stopped with the app
 * (warm, it starts with the app and stays).
 */
export const documentsModule: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  await underDiligence(app, documentRoutes, documentFileRoutes, readingRoutes);
  const warm = deps.config.pdfReaderWarm;
  const extractor = createPdfTextExtractor(
    warm ? { ...DEFAULT_PDF_LIMITS, idleMs: null } : DEFAULT_PDF_LIMITS,
  );
  if (warm) app.addHook('onReady', async () => extractor.warm());
  app.addHook('onClose', () => extractor.close());
  deps.jobs.work(
    documentReadingJob,
    documentReadingHandler({ db: deps.db, storage: app.storage, extractor }),
    { givenUp: readingGivenUp(deps.db) },
  );
};
