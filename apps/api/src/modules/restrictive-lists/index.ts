import type { FastifyPluginAsync } from 'fastify';
import { rescreenAfterImportJob } from '../../domain/screening/rescreen-job.ts';
import { listImportGivenUp, listImportHandler } from './import-handler.ts';
import { restrictiveListImportJob } from './import-job.ts';
import { restrictiveListRoutes } from './routes.ts';

/** The restrictive lists' imports (issue 32): the routes, the import's job. */
export const restrictiveListsModule: FastifyPluginAsync = async (app) => {
  // Handlers may run on another node: the queues exist whatever this one runs.
  app.deps.jobs.declare(restrictiveListImportJob);
  app.deps.jobs.declare(rescreenAfterImportJob);
  await app.register(restrictiveListRoutes);
  const deps = { db: app.deps.db, storage: app.storage, jobs: app.deps.jobs };
  app.deps.jobs.work(restrictiveListImportJob, listImportHandler(deps), {
    givenUp: listImportGivenUp(deps),
  });
};
