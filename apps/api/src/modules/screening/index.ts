import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { rescreenAfterImportJob } from '../../domain/screening/rescreen-job.ts';
import { rescreenAfterImportHandler } from './rescreen-handler.ts';
import { screeningRoutes } from './routes.ts';

/** The screening of the parties against the restrictive lists: its routes and the re-screening job. */
export const screeningModule: FastifyPluginAsync = async (app) => {
  await underDiligence(app, screeningRoutes);
  app.deps.jobs.work(rescreenAfterImportJob, rescreenAfterImportHandler(app.deps.db));
};
export { readScreening } from './repository.ts';
