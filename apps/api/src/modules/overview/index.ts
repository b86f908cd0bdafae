import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { overviewRoutes } from './routes.ts';

/** A diligence's overview: parties, progress and risk. */
export const overviewModule: FastifyPluginAsync = async (app) => {
  await underDiligence(app, overviewRoutes);
};
