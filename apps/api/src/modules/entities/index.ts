import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { entityRoutes } from './routes.ts';

export { toEntity } from './mappers.ts';
export { entitiesWithDocument, findSameParty, listEntities } from './repository.ts';
export { addEntity, createEntity } from './service.ts';

/** The parties (entities) of a diligence. */
export const entitiesModule: FastifyPluginAsync = async (app) => {
  await underDiligence(app, entityRoutes);
};
