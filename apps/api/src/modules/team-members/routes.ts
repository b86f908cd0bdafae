import { ApiErrorSchema, TeamMembersQuerySchema, TeamMembersSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { listTeamMembers } from './service.ts';

/** `GET /v1/team-members`: who may be owner or team of a diligence (the owner/team pickers). */
export const teamMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team-members',
    {
      config: { permission: { screen: 'Diligence' } },
      schema: {
        tags: ['diligências'],
        summary:
          'Pessoas ativas da sua empresa (responsável e equipe), por nome; busca por nome ou e-mail',
        querystring: TeamMembersQuerySchema,
        response: {
          200: TeamMembersSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    (request) => listTeamMembers(app.deps.db, authOf(request), request.query),
  );
};
