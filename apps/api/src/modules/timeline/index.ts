import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { timelineRoutes } from './routes.ts';

/** A diligence's timeline, from its audit trail. */
export const timelineModule: FastifyPluginAsync = async (app) => {
  await underDiligence(app, timelineRoutes);
};
