import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './routes.ts';

/** `/health` (outside `/v1`): the process and its database answer. */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
