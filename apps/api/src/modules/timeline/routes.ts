import {
  ApiErrorSchema,
  DiligenceIdParamsSchema,
  TimelinePageSchema,
  TimelineQuerySchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { diligenceTimeline } from './service.ts';

/** `GET /v1/diligences/:id/timeline`: the diligence's and its entities' audit trail. */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/diligences/:id/timeline',
    {
      config: { permission: { screen: 'DiligenceSight' } },
      schema: {
        tags: ['diligências'],
        summary: 'Linha do tempo da diligência e das suas partes (mais recente primeiro, paginada)',
        params: DiligenceIdParamsSchema,
        querystring: TimelineQuerySchema,
        response: {
          200: TimelinePageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    (request) => diligenceTimeline(app.deps.db, authOf(request), request.params.id, request.query),
  );
};
