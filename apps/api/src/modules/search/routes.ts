import { SearchQuerySchema, SearchResultSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { globalSearch } from './service.ts';

/** `GET /v1/search?q=`: the app bar's grouped search, open to every signed-in user (own company only). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['busca'],
        summary: 'Busca global: diligências (código, título) e partes (nome, CPF, CNPJ)',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => globalSearch(contextOf(request), request.query.q),
  );
};
