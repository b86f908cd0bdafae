import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { reportPreviewRoutes } from './preview-routes.ts';
import { reportTemplateRoutes } from './templates/routes.ts';

export {
  buildReportDocument,
  resolveReportLayout,
  type ReportBuildLayout,
} from './model/build-document.ts';
export {
  createReportRenderer,
  DEFAULT_RENDER_LIMITS,
  type ReportRenderer,
} from './render/render-report.ts';

/** The report: its model built from the diligence, its templates, its preview and its renderers. */
export const reportsModule: FastifyPluginAsync = async (app) => {
  await app.register(reportTemplateRoutes);
  await underDiligence(app, reportPreviewRoutes);
};
