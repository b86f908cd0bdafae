import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { entityFinancialRoutes } from './entity-routes.ts';
import { financialCompanyRoutes } from './routes.ts';
import { financialStatementRoutes } from './statement-routes.ts';

export { findFinancialCompanyByCnpj } from './repository.ts';
export { analyseCompany } from './statements-service.ts';

/** Financial statements of the parties' companies, their analysis and checks. */
export const financialStatementsModule: FastifyPluginAsync = async (app) => {
  await app.register(financialCompanyRoutes);
  await app.register(financialStatementRoutes);
  await underDiligence(app, entityFinancialRoutes);
};
