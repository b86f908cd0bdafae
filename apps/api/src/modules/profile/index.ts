import type { FastifyPluginAsync } from 'fastify';
import { profileRoutes } from './routes.ts';

/** The signed-in user's own profile, avatar and password. */
export const profileModule: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
};
