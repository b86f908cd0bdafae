import type { FastifyPluginAsync } from 'fastify';
import { settingsRoutes } from './routes.ts';

/** The client company's settings: logo, SLA, default track. */
export const settingsModule: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes);
};
