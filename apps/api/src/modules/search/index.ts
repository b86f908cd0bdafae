import type { FastifyPluginAsync } from 'fastify';
import { searchRoutes } from './routes.ts';

/** The global search. */
export const searchModule: FastifyPluginAsync = async (app) => {
  await app.register(searchRoutes);
};
