import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { lawsuitRoutes } from './routes.ts';

export { entityLawsuitSummary } from './service.ts';

/** The lawsuits of a diligence's parties. */
export const lawsuitsModule: FastifyPluginAsync = async (app) => {
  await underDiligence(app, lawsuitRoutes);
};
