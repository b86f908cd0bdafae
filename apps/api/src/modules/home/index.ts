import type { FastifyPluginAsync } from 'fastify';
import { homeRoutes } from './routes.ts';

/** The home screen's figures. */
export const homeModule: FastifyPluginAsync = async (app) => {
  await app.register(homeRoutes);
};
