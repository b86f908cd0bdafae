import { DiligenceIdParamsSchema } from '@lince/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contextOf } from '../../core/http.ts';
import { diligenceNotFound, loadDiligence, type DiligenceRecord } from './record.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The diligence of `/diligences/:id/*`, loaded once by the diligence scope. */
    diligence: DiligenceRecord | null;
  }
}

/** The diligence the scope loaded for this request (only inside the scope). */
export function diligenceOf(request: FastifyRequest): DiligenceRecord {
  if (!request.diligence) throw diligenceNotFound();
  return request.diligence;
}

interface DiligenceScopeOptions {
  /** The route plugins of `/diligences/:id/*`; their paths are relative (`''`, `/entities`…). */
  areas: FastifyPluginAsync[];
}

/**
 * The one owner of `/diligences/:id` and everything under it: registered with that prefix, it
 * loads the diligence once, within the caller's company, before the body is even validated —
 * another company's or an unknown id is the same 404, a malformed one the route's 400 — and
 * hands it to every route of `areas` as `diligenceOf(request)`.
 */
const diligenceScope: FastifyPluginAsync<DiligenceScopeOptions> = async (app, { areas }) => {
  app.decorateRequest('diligence', null);
  app.addHook('preValidation', async (request) => {
    const params = DiligenceIdParamsSchema.safeParse(request.params);
    // A malformed id is left to the route's validation (400).
    if (params.success) request.diligence = await loadDiligence(contextOf(request), params.data.id);
  });
  for (const area of areas) await app.register(area);
};

/**
 * Registers a module's routes of `/diligences/:id/*` (relative paths: `''`, `/entities`…) in a
 * diligence scope of their own: each request's diligence is loaded once, before validation.
 */
export function underDiligence(app: FastifyInstance, ...areas: FastifyPluginAsync[]) {
  return app.register(diligenceScope, { prefix: '/diligences/:id', areas });
}
