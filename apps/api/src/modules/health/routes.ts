import { sql } from '@lince/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

const StatusSchema = z.object({ status: z.string() });

/** `/health`: the process answers. `/ready`: the database answers too. */
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
        await app.deps.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'banco de dados indisponível');
        throw new AppError(503, 'UNAVAILABLE');
      }
      return { status: 'ready' };
    },
  );
};
