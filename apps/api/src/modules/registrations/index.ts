import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { registrationRoutes } from './routes.ts';

export { latestCompanyName, listRegistrations, toRegistration } from './repository.ts';

/** Registration data (cadastro) of the parties, imported from the CNPJ provider or typed. */
export const registrationsModule: FastifyPluginAsync = async (app) => {
  await underDiligence(app, registrationRoutes);
};
