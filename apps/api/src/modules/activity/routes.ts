import { ActivityListQuerySchema, ActivityPageSchema, ApiErrorSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        response: {
          200: ActivityPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    (request) => listActivities(app.deps.db, request.query),
  );
};
