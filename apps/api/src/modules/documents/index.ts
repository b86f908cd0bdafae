import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { appWorker } from '../../lib/workers/app-worker.ts';
import { documentFileRoutes } from './file-routes.ts';
import { createOcrReader, DEFAULT_OCR_LIMITS } from './reading/ocr.ts';
import { createPdfTextExtractor, DEFAULT_PDF_LIMITS } from './reading/pdf-text.ts';
import { documentReadingHandler, readingGivenUp } from './reading/reading-handler.ts';
import { documentReadingJob } from './reading/reading-job.ts';
import { readingRoutes } from './reading/routes.ts';
import { documentRoutes } from './routes.ts';

export { storageKeysOfEntity } from './files-repository.ts';
export { diligenceDocumentsByEntity } from './service.ts';

/**
 * The documents of a diligence's parties, their files, and the certidão reading: an uploaded PDF,
 * PNG or JPEG is read by this module's job, a PDF's text extracted in one worker thread and a
 * scan's read by OCR in another, both living with the app (`appWorker`) and both warm when
 * PDF_READER_WARM (the OCR's thread compiles its engine on a sample at its start: a scan read on a
 * warm thread takes seconds less).
 */
export const documentsModule: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  await underDiligence(app, documentRoutes, documentFileRoutes, readingRoutes);
  const extractor = appWorker(app, {
    warm: deps.config.pdfReaderWarm,
    limits: DEFAULT_PDF_LIMITS,
    create: createPdfTextExtractor,
  });
  const ocr = appWorker(app, {
    warm: deps.config.pdfReaderWarm,
    limits: DEFAULT_OCR_LIMITS,
    create: createOcrReader,
  });
  deps.jobs.work(
    documentReadingJob,
    documentReadingHandler({ db: deps.db, storage: app.storage, extractor, ocr }),
    { givenUp: readingGivenUp(deps.db) },
  );
};
