import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { createReportRenderer, DEFAULT_RENDER_LIMITS } from '../reports/index.ts';
import { reportExportGivenUp, reportExportHandler, type RenderReport } from './export-handler.ts';
import { reportExportJob } from './export-job.ts';
import { reportExportRoutes, reportVerifyRoutes } from './routes.ts';

/**
 * Report exports (PDF, DOCX) and their public verification. The model is built in the job and
 * drawn in one rendering thread stopped with the app; warm, it starts with the app (drawing a
 * small report, not awaited) and stays.
 */
export const reportExportsModule: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  await app.register(reportVerifyRoutes);
  await underDiligence(app, reportExportRoutes);
  const warm = deps.config.reportRendererWarm;
  const renderer = createReportRenderer(
    warm ? { ...DEFAULT_RENDER_LIMITS, idleMs: null } : DEFAULT_RENDER_LIMITS,
  );
  if (warm)
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
};
