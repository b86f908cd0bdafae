import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { filesZipRoutes } from './routes.ts';

/** A party's files as one ZIP. */
export const filesZipModule: FastifyPluginAsync = async (app) => {
  await underDiligence(app, filesZipRoutes);
};
