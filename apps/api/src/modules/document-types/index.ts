import type { FastifyPluginAsync } from 'fastify';
import { documentTypeRoutes } from './routes.ts';

/** The document types a track's checklist asks for. */
export const documentTypesModule: FastifyPluginAsync = async (app) => {
  await app.register(documentTypeRoutes);
};
