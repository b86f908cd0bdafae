import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../core/deps.ts';

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: userAgent ? userAgent.slice(0, 512) : null };
}
