import type { FastifyRequest } from 'fastify';

/** Where a request came from, for the audit trail and the refresh-token record. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: userAgent ? userAgent.slice(0, 512) : null };
}
