import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors.ts';
import { API_PREFIX } from './security-headers.ts';

export interface WebOptions {
  /** The built SPA (apps/web/dist). Without an index.html in it, only the API is served. */
  webDist: string;
}

const ONE_YEAR = '365d';

/** The build's own top-level files (not their compressed twins, served in their stead). */
function topLevelFiles(dir: string): Set<string> {
  return new Set(
    readdirSync(dir).filter(
      (name) =>
        name !== 'index.html' &&
        !/\.(?:br|gz)$/.test(name) &&
        statSync(path.join(dir, name)).isFile(),
    ),
  );
}

/**
 * Serves the SPA on the API's port: hashed `/assets/*` with a one-year immutable cache, the
 * top-level files of the build (favicon, robots…), and `index.html` for any other GET outside
 * `/v1` so the client router works. Unknown `/v1/*` paths answer a JSON 404.
 */
export const webPlugin = fp<WebOptions>(async (app, { webDist }) => {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  const files = hasSpa ? topLevelFiles(webDist) : new Set<string>();
  if (hasSpa) {
    // `preCompressed`: the build's `.br`/`.gz` twins go to browsers that accept them.
    await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
    app.get<{ Params: { '*': string } }>(
      '/assets/*',
      { config: { permission: 'public' }, schema: { hide: true } },
      (request, reply) =>
        reply.sendFile(`assets/${request.params['*']}`, { immutable: true, maxAge: ONE_YEAR }),
    );
  }

  const isPage = (request: FastifyRequest, pathname: string) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    pathname !== API_PREFIX &&
    !pathname.startsWith(`${API_PREFIX}/`) &&
    !pathname.startsWith('/assets/');

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!hasSpa || !isPage(request, pathname)) return sendNotFound(reply);
    const name = pathname.slice(1);
    if (files.has(name)) return reply.sendFile(name, { maxAge: '1h' });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { maxAge: 0, cacheControl: false });
  });
});
