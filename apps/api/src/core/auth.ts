import type { Permission, Role } from '@lince/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.ts';

/** Who is calling, resolved from the verified token and the database (never from client-sent ids). */
export interface AuthContext {
  userId: string;
  companyId: string;
  role: Role;
  /** The session the access token belongs to (its `sid` claim), open when the request began. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The verified caller of an authenticated route (the auth hook guarantees it is set). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
