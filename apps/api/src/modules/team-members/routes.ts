import { TeamMembersQuerySchema, TeamMembersSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
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
        response: { 200: TeamMembersSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listTeamMembers(contextOf(request), request.query),
  );
};
