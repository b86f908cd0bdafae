import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './routes.ts';

export { recentDiligenceActivity } from './repository.ts';
export { diligenceActivity } from './service.ts';

/** The audit trail: its list, for ADMINs and the provider. */
export const activityModule: FastifyPluginAsync = async (app) => {
  await app.register(activityRoutes);
};
