import {
  IdParamsSchema,
  ReportTemplateListSchema,
  ReportTemplateRequestSchema,
  ReportTemplateSchema,
} from '@lince/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, errorResponses } from '../../../core/http.ts';
import {
  createTemplate,
  editTemplate,
  listTemplates,
  loadReportTemplate,
  removeTemplate,
} from './service.ts';

const tags = ['relatórios'];
/** Whoever builds custom reports keeps the company's layouts. */
const permission = { screen: 'DiligenceCustomReport' } as const;

/**
 * Before the body is validated: another company's or an unknown template is the same 404 whatever
 * the body (a malformed id is left to the route's 400).
 */
async function templateFirst(request: FastifyRequest) {
  const parsed = IdParamsSchema.safeParse(request.params);
  if (parsed.success) await loadReportTemplate(contextOf(request), parsed.data.id);
}

/** `/v1/report-templates`: the company's saved custom-report layouts. */
export const reportTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report-templates',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Modelos de relatório personalizado da empresa, por nome',
        response: { 200: ReportTemplateListSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => listTemplates(contextOf(request)),
  );

  app.post(
    '/report-templates',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Salvar um modelo de relatório personalizado',
        body: ReportTemplateRequestSchema,
        response: { 201: ReportTemplateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createTemplate(contextOf(request), request.body);
      reply.code(201);
      return created;
    },
  );

  app.put(
    '/report-templates/:id',
    {
      preValidation: templateFirst,
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar um modelo de relatório personalizado',
        params: IdParamsSchema,
        body: ReportTemplateRequestSchema,
        response: { 200: ReportTemplateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => editTemplate(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/report-templates/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remover um modelo de relatório personalizado',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeTemplate(contextOf(request), request.params.id);
      reply.code(204);
      return null;
    },
  );
};
