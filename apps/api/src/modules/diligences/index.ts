import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { diligenceRoutes } from './routes.ts';
import { diligenceItemRoutes } from './item-routes.ts';

export { listDiligences, statusCounts } from './listing-repository.ts';
export { changeStatus, createDiligence, setDiligenceRisk } from './service.ts';

/** Diligences: the list, the kanban, creation, and one diligence's own routes. */
export const diligencesModule: FastifyPluginAsync = async (app) => {
  await app.register(diligenceRoutes);
  await underDiligence(app, diligenceItemRoutes);
};
