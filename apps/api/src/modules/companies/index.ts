import type { FastifyPluginAsync } from 'fastify';
import { companyRoutes } from './routes.ts';

export { findCompany, findCompanyByReference } from './repository.ts';

/** Client companies, as the provider administers them. */
export const companiesModule: FastifyPluginAsync = async (app) => {
  await app.register(companyRoutes);
};
