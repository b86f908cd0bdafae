import { MeSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { getMe } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['usuários'],
        summary: 'O usuário da sessão',
        response: { 200: MeSchema, ...errorResponses(401) },
      },
    },
    (request) => getMe(contextOf(request)),
  );
};
