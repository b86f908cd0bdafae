import { ApiErrorSchema, SearchQuerySchema, SearchResultSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { globalSearch } from './service.ts';

/** `GET /v1/search?q=`: the app bar's grouped search, open to every signed-in user (own company only). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;
  app.get(
    '/search',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['busca'],
        summary: 'Busca global: diligências (código, título) e partes (nome, CPF, CNPJ)',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    (request) => globalSearch(db, authOf(request), request.query.q),
  );
};
