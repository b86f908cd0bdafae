import type { FastifyPluginAsync } from 'fastify';
import { teamMemberRoutes } from './routes.ts';

/** The company's users who may join a diligence's team. */
export const teamMembersModule: FastifyPluginAsync = async (app) => {
  await app.register(teamMemberRoutes);
};
