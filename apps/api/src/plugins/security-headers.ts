import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Extra origins for connect-src (e.g. the Sentry ingest of the web app). */
  connectSrc: string[];
}

export const API_PREFIX = '/v1';

/**
 * Helmet with a CSP that allows no inline script (MUI/emotion need inline styles), no framing,
 * nosniff and no referrer; every API answer is `Cache-Control: no-store`.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app, { connectSrc }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectSrc],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The same answer as `frame-ancestors 'none'` for browsers that only read the older header.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url;
    if (
      path === API_PREFIX ||
      path.startsWith(`${API_PREFIX}/`) ||
      path.startsWith('/health') ||
      path.startsWith('/ready')
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
