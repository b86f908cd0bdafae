import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { lawsuitImportGivenUp, lawsuitImportHandler } from './import-handler.ts';
import { lawsuitImportJob } from './import-job.ts';
import { lawsuitImportRoutes, lawsuitTemplateRoutes } from './routes.ts';

/** Lawsuits imported from a spreadsheet or a DataJud file: the template, the upload and its job. */
export const lawsuitImportsModule: FastifyPluginAsync = async (app) => {
  await app.register(lawsuitTemplateRoutes);
  await underDiligence(app, lawsuitImportRoutes);
  const imports = { db: app.deps.db, storage: app.storage };
  app.deps.jobs.work(lawsuitImportJob, lawsuitImportHandler(imports), {
    givenUp: lawsuitImportGivenUp(imports),
  });
};
