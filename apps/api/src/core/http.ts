import { ApiErrorSchema } from '@lince/contracts';
import type { FastifyRequest } from 'fastify';
import { authOf } from './auth.ts';
import type { ServiceContext } from './context.ts';

/**
 * The error body, registered once as the OpenAPI component `ApiError`: every route's error
 * responses refer to it (`$ref`) instead of repeating it.
 */
export const ApiErrorResponse = ApiErrorSchema.meta({ id: 'ApiError' });

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * The error responses a route declares, all with the one error body:
 * `response: { 200: ThingSchema, ...errorResponses(400, 401, 403, 404) }`.
 */
export function errorResponses<const S extends ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof ApiErrorResponse } {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorResponse])) as {
    [K in S[number]]: typeof ApiErrorResponse;
  };
}

/** The service context of an authenticated request: its verified caller, IP and the database. */
export function contextOf(request: FastifyRequest): ServiceContext {
  const { userId, companyId, role, sessionId } = authOf(request);
  return { userId, companyId, role, ip: request.ip, sessionId, db: request.server.deps.db };
}
