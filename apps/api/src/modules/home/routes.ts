import { HomeSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { homeOf } from './service.ts';

/** `GET /v1/home`: the signed-in user's work and the team's latest activity. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      config: { permission: { screen: 'Home' } },
      schema: {
        tags: ['início'],
        summary:
          'Início: minhas diligências por situação, prazos próximos e vencidos, atividade recente',
        response: { 200: HomeSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => homeOf(contextOf(request)),
  );
};
