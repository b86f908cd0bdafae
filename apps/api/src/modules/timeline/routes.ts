import { DiligenceIdParamsSchema, TimelinePageSchema, TimelineQuerySchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { diligenceActivity } from '../activity/index.ts';

/** `GET /v1/diligences/:id/timeline` (inside the diligence scope): its audit trail. */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timeline',
    {
      config: { permission: { screen: 'DiligenceSight' } },
      schema: {
        tags: ['diligências'],
        summary: 'Linha do tempo da diligência e das suas partes (mais recente primeiro, paginada)',
        params: DiligenceIdParamsSchema,
        querystring: TimelineQuerySchema,
        response: { 200: TimelinePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      diligenceActivity(contextOf(request), diligenceOf(request).diligence.id, request.query),
  );
};
