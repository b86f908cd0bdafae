import type { FastifyPluginAsync } from 'fastify';
import { underDiligence } from '../../domain/diligence/scope.ts';
import { findingRoutes } from './routes.ts';

export {
  findFinding,
  insertFinding,
  listFindings,
  openFindingsBySeverity,
  toFinding,
  updateFinding,
} from './repository.ts';

/** Findings (apontamentos) of a diligence and its parties. */
export const findingsModule: FastifyPluginAsync = async (app) => {
  await underDiligence(app, findingRoutes);
};
