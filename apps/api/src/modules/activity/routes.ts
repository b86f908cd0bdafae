import { ActivityListQuerySchema, ActivityPageSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { listActivities } from './service.ts';

/** `GET /v1/activities`: the audit trail (LINCE roles), filtered by user, company and period. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities',
    {
      config: { permission: { screen: 'Users' } },
      schema: {
        tags: ['auditoria'],
        summary: 'Trilha de auditoria (somente leitura)',
        querystring: ActivityListQuerySchema,
        response: { 200: ActivityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listActivities(contextOf(request), request.query),
  );
};
