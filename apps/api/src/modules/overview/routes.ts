import { DiligenceIdParamsSchema, DiligenceOverviewSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { diligenceOverview } from './service.ts';

/** `GET /v1/diligences/:id/overview` (inside the diligence scope): the diligence at a glance. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      config: { permission: { screen: 'DiligenceSight' } },
      schema: {
        tags: ['diligências'],
        summary:
          'Visão geral: partes (estrutura, risco, progresso), apontamentos e partes por grau, prazos',
        params: DiligenceIdParamsSchema,
        response: { 200: DiligenceOverviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => diligenceOverview(contextOf(request), diligenceOf(request)),
  );
};
