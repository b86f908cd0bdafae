import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { appWorker } from '../../lib/workers/app-worker.ts';
import { createReportRenderer, DEFAULT_RENDER_LIMITS } from '../reports/index.ts';
import { reportExportGivenUp, reportExportHandler } from './export-handler.ts';
import { reportExportJob } from './export-job.ts';
import { reportExportRoutes, reportVerifyRoutes } from './routes.ts';

/**
 * Report exports (PDF, DOCX) and their public verification. The model is built in the job and
 * drawn in one rendering thread that lives with the app (`appWorker`; warm, it draws a small
 * report in each format at start).
 */
export const reportExportsModule: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  await app.register(reportVerifyRoutes);
  await underDiligence(app, reportExportRoutes);
  const renderer = appWorker(app, {
    warm: deps.config.reportRendererWarm,
    limits: DEFAULT_RENDER_LIMITS,
    create: createReportRenderer,
  });
  const reports = { db: deps.db, storage: app.storage, render: renderer.render };
  deps.jobs.work(reportExportJob, reportExportHandler(reports), {
    givenUp: reportExportGivenUp(reports),
  });
};
