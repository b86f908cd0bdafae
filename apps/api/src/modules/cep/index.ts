import type { FastifyPluginAsync } from 'fastify';
import { cepRoutes } from './routes.ts';

/** Addresses by CEP, through the ViaCEP-compatible service and its cache. */
export const cepModule: FastifyPluginAsync = async (app) => {
  await app.register(cepRoutes);
};
