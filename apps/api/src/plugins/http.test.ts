import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/helpers.ts';

let t: TestApp;
let webDist: string;
const INDEX =
  '<!doctype html><title>Lince</title><script type="module" src="/assets/app-abc123.js"></script>';
const SCRIPT = 'console.log("lince")';
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'lince-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("lince")');
  // What the build's precompress plugin writes beside every text file.
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('security headers', () => {
  it('API answers carry the CSP, nosniff, no-referrer, no framing and no-store', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: 'a@b.test', password: 'x' },
    });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('error answers and /health carry them too', async () => {
    for (const url of ['/v1/nada', '/health']) {
      const response = await get(url);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('routing and errors', () => {
  it('unknown /v1 paths and methods answer a JSON 404', async () => {
    for (const response of [
      await get('/v1/nada'),
      await get('/v1'),
      await t.app.inject({ method: 'DELETE', url: '/v1/users/login' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({
        error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' },
      });
    }
  });

  it('/health answers while the process is up and /ready checks the database', async () => {
    expect(json(await get('/health'))).toEqual({ status: 'ok' });
    const ready = await get('/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready' });
  });
});

describe('OpenAPI', () => {
  it('serves the document at /v1/docs/json with every route and the security schemes', async () => {
    const response = await get('/v1/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = json<{
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: object };
    }>(response);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/users/login',
        '/v1/users/auth',
        '/v1/users/logout',
        '/v1/users/me',
        '/v1/users/forgot-password',
        '/v1/users/reset-password',
        '/v1/users/new-password',
      ]),
    );
    expect(doc.paths['/v1/users/me']!.get!.security).toEqual([{ bearerAuth: [], userHeader: [] }]);
    expect(doc.paths['/v1/users/login']!.post!.security).toBeUndefined();
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/assets'))).toBe(false);
  });

  it('declares the error body once, as a component the routes refer to', async () => {
    const doc = json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties?: object }> };
    }>(await get('/v1/docs/json'));
    expect(doc.components.schemas.ApiError?.properties).toHaveProperty('error');
    const refused = doc.paths['/v1/activities']!.get!.responses['403'];
    expect(JSON.stringify(refused)).toContain('#/components/schemas/ApiError');
  });

  it('serves Swagger UI with external scripts only (allowed by the CSP)', async () => {
    const page = await get('/v1/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const script = await get('/v1/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect((await get('/v1/docs/static/swagger-ui-bundle.js')).statusCode).toBe(200);
  });
});

describe('single-page app', () => {
  it('serves index.html for client routes, never cached', async () => {
    for (const url of ['/', '/login', '/diligence/123/entity/456', '/reset/ana%40x.test?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Lince</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets with a one-year immutable cache, and 404 for a missing asset', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/assets/nao-existe.js')).statusCode).toBe(404);
    expect((await get('/assets/../index.html')).statusCode).not.toBe(500);
  });

  it('sends the precompressed twins to browsers that accept them, the plain file otherwise', async () => {
    const accepting = (url: string, encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await accepting('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await accepting('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await accepting('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const page = await accepting('/diligence', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    // Only files of the build are served at the top level, not their twins by name.
    expect((await get('/index.html.br')).headers['content-type']).toContain('text/html');
  });

  it('serves top-level files of the build', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
  });

  it('does not answer index.html for other methods or API paths', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
    expect((await get('/v1/users/nada')).headers['content-type']).toContain('application/json');
  });
});
