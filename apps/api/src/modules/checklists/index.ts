import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { checklistRoutes } from './routes.ts';

export { pendingRequiredDocuments, setCheckStatus, type PendingDocument } from './repository.ts';
export { syncChecklists } from './service.ts';
export { trackForNewDiligence, usableTrack } from './track-choice.ts';
export { trackProgress } from './progress.ts';

/** The checklist of each party, generated from the diligence's track. */
export const checklistsModule: FastifyPluginAsync = async (app) => {
  await underDiligence(app, checklistRoutes);
};
