import type { FastifyPluginAsync } from 'fastify';
import { userRoutes } from './routes.ts';
import { userAdminRoutes } from './admin-routes.ts';

/** Users: the signed-in user's session data and their administration. */
export const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(userAdminRoutes);
};
