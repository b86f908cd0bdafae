import type { FastifyPluginAsync } from 'fastify';
import { termsRoutes } from './routes.ts';

/** Terms of use: versions, publication and acceptance. */
export const termsModule: FastifyPluginAsync = async (app) => {
  await app.register(termsRoutes);
};
