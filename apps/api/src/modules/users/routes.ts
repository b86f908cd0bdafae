import { ApiErrorSchema, MeSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { getMe } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['usuários'],
        summary: 'O usuário da sessão',
        response: { 200: MeSchema, 401: ApiErrorSchema },
      },
    },
    (request) => getMe(app.deps.db, authOf(request)),
  );
};
