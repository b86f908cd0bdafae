import { ApiErrorSchema, DiligenceIdParamsSchema, DiligenceOverviewSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { diligenceOverview } from './service.ts';

/** `GET /v1/diligences/:id/overview`: the diligence at a glance. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/diligences/:id/overview',
    {
      config: { permission: { screen: 'DiligenceSight' } },
      schema: {
        tags: ['diligências'],
        summary:
          'Visão geral: partes (estrutura, risco, progresso), apontamentos e partes por grau, prazos',
        params: DiligenceIdParamsSchema,
        response: {
          200: DiligenceOverviewSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    (request) => diligenceOverview(app.deps.db, authOf(request), request.params.id),
  );
};
