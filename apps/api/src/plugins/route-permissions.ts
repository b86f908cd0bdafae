import type { Permission } from '@lince/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Routes registered by third-party plugins (Swagger UI and its static files), exempt from declaring a permission. */
export const PERMISSION_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  '/v1/docs',
  '/v1/docs/',
  '/v1/docs/json',
  '/v1/docs/yaml',
  '/v1/docs/static/index.html',
  '/v1/docs/static/swagger-initializer.js',
  '/v1/docs/static/*',
]);

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: Permission | 'exempt';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with its declared permission (for the route-permission test). */
    registeredRoutes(): RegisteredRoute[];
  }
}

export class MissingPermissionError extends Error {
  constructor(method: string, url: string) {
    super(
      `A rota ${method} ${url} não declara config.permission ('public', 'authenticated' ou { screen }).`,
    );
    this.name = 'MissingPermissionError';
  }
}

/**
 * Every route must declare `config: { permission }`; registering one without it fails at startup.
 * Authenticated routes are also documented in OpenAPI with the two security schemes.
 */
export const routePermissionsPlugin = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', () => [...routes]);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const permission = route.config?.permission;
    if (!permission) {
      if (!PERMISSION_EXEMPT_ROUTES.has(route.url))
        throw new MissingPermissionError(methods.join(','), route.url);
      for (const method of methods) routes.push({ method, url: route.url, permission: 'exempt' });
      return;
    }
    for (const method of methods) routes.push({ method, url: route.url, permission });
    if (permission !== 'public' && route.schema) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [], userHeader: [] }] };
    }
  });
});
