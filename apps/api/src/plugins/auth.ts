import { allows, USER_HEADER } from '@lince/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthContext } from '../core/auth.ts';
import { forbidden, unauthorized } from '../core/errors.ts';
import { findActiveCaller } from '../domain/accounts/users.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const userHeader = request.headers[USER_HEADER];
  if (!token || typeof userHeader !== 'string') throw unauthorized();
  const verified = await app.deps.tokens.verify(token, 'access');
  if (!verified?.sessionId || verified.subject !== userHeader) throw unauthorized();
  const caller = await findActiveCaller(app.deps.db, verified.subject, verified.sessionId);
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * Enforces each route's declared permission before the body is even read: `public` passes,
 * anything else needs `Authorization: Bearer <jwt>` and the `user` header equal to its subject
 * (401), then a role allowed by the permission (403).
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return;
    request.auth = await authenticate(app, request);
    if (!allows(permission, request.auth.role)) throw forbidden();
  });
});
