import type { FastifyPluginAsync } from 'fastify';
import { indicatorRoutes } from './routes.ts';

/** Company indicators across diligences, and their spreadsheet. */
export const indicatorsModule: FastifyPluginAsync = async (app) => {
  await app.register(indicatorRoutes);
};
