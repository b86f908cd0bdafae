import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { pingDatabase } from './repository.ts';

const StatusSchema = z.object({ status: z.string() });

/**
 * `/health`: the process answers. `/ready`: the database answers too. No business rule, no caller:
 * the routes read the repository directly.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['saúde'], response: { 200: StatusSchema } },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/ready',
    {
      config: { permission: 'public' },
      schema: { tags: ['saúde'], response: { 200: StatusSchema } },
    },
    async (request) => {
      try {
        await pingDatabase(app.deps.db);
      } catch (error) {
        request.log.error({ err: error }, 'banco de dados indisponível');
        throw new AppError(503, 'UNAVAILABLE');
      }
      return { status: 'ready' };
    },
  );
};
