import {
  DiligenceIdParamsSchema,
  ReportDocumentSchema,
  ReportPreviewRequestSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { buildReportDocument, resolveReportLayout } from './model/build-document.ts';

/** Inside the diligence scope: `POST /v1/diligences/:id/reports/preview`. */
export const reportPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports/preview',
    {
      config: { permission: { screen: 'DiligenceReport' } },
      schema: {
        tags: ['relatórios'],
        summary: 'Prévia do relatório (o modelo que o PDF e o DOCX desenham)',
        description:
          'kind PADRAO: o relatório padrão. PERSONALIZADO: as seções escolhidas (ou as de um modelo salvo, templateId), as partes (entityIds; todas quando ausente) e os blocos de texto em Markdown.',
        params: DiligenceIdParamsSchema,
        body: ReportPreviewRequestSchema,
        response: { 200: ReportDocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const layout = await resolveReportLayout(ctx, request.body);
      return buildReportDocument(ctx, diligenceOf(request).diligence.id, layout, new Date(), {
        storage: app.storage,
      });
    },
  );
};
