import { allows, ROLES, SCREEN_NAMES } from '@lince/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../testing/helpers.ts';
import { authOf } from '../core/auth.ts';
import { authPlugin } from './auth.ts';
import { errorsPlugin } from './errors.ts';
import {
  MissingPermissionError,
  PERMISSION_EXEMPT_ROUTES,
  routePermissionsPlugin,
} from './route-permissions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('route permissions', () => {
  it('every registered route declares a permission; only the Swagger UI internals are exempt', () => {
    const routes = t.app.registeredRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      if (route.permission === 'exempt') {
        expect(PERMISSION_EXEMPT_ROUTES.has(route.url), route.url).toBe(true);
        expect(route.url.startsWith('/v1/docs')).toBe(true);
        continue;
      }
      const valid =
        route.permission === 'public' ||
        route.permission === 'authenticated' ||
        SCREEN_NAMES.includes(route.permission.screen);
      expect(valid, `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('declares exactly the public routes of issue 2; everything else needs a session', () => {
    const publicRoutes = t.app
      .registeredRoutes()
      .filter((r) => r.permission === 'public' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /health',
        'GET /ready',
        'GET /v1/users/auth',
        'POST /v1/users/forgot-password',
        'POST /v1/users/login',
        'POST /v1/users/new-password',
        'POST /v1/users/reset-password',
      ].sort(),
    );
    const protectedRoutes = t.app
      .registeredRoutes()
      .filter((r) => r.permission === 'authenticated')
      .map((r) => `${r.method} ${r.url}`);
    expect(protectedRoutes).toEqual(
      expect.arrayContaining([
        'GET /v1/users/me',
        'POST /v1/users/logout',
        'GET /v1/document-types/active',
        'GET /v1/terms/current',
        'POST /v1/terms/accept',
        'GET /v1/search',
      ]),
    );
  });

  it("issue 3's provider routes declare their screen (LINCE roles only)", () => {
    const byScreen = (prefix: string) =>
      t.app
        .registeredRoutes()
        .filter((r) => r.url.startsWith(prefix) && r.method !== 'HEAD')
        .filter((r) => typeof r.permission === 'object');
    for (const [prefix, screen] of [
      ['/v1/companies', 'Companies'],
      ['/v1/document-types', 'DocumentTypes'],
      ['/v1/terms', 'Terms'],
      ['/v1/activities', 'Users'],
    ] as const) {
      const routes = byScreen(prefix);
      expect(routes.length, prefix).toBeGreaterThan(0);
      for (const route of routes)
        expect(route.permission, `${route.method} ${route.url}`).toEqual({ screen });
    }
    const userAdmin = t.app
      .registeredRoutes()
      .filter((r) =>
        /^\/v1\/users(\/:id(\/(activate|deactivate|resend-invitation))?)?$/.test(r.url),
      )
      .filter((r) => r.method !== 'HEAD' && !r.url.endsWith('/avatar'));
    expect(userAdmin.length).toBeGreaterThanOrEqual(7);
    for (const route of userAdmin)
      expect(route.permission, `${route.method} ${route.url}`).toEqual({ screen: 'Users' });
  });

  /** Issue 12: a document's routes serve the screen that calls them. */
  const DOCUMENT_SCREENS: Record<string, string> = {
    'POST /v1/diligences/:id/documents/:documentId/files': 'Documents',
    'POST /v1/diligences/:id/documents/:documentId/waiver': 'Documents',
    'DELETE /v1/diligences/:id/documents/:documentId/waiver': 'Documents',
    'GET /v1/diligences/:id/documents/:documentId': 'DocumentAnalysis',
    'PUT /v1/diligences/:id/documents/:documentId/analysis': 'DocumentAnalysis',
    'GET /v1/diligences/:id/documents/:documentId/files/:fileId': 'DocumentAnalysis',
    'DELETE /v1/diligences/:id/documents/:documentId/files/:fileId': 'DocumentAnalysis',
    'GET /v1/diligences/:id/entities/:entityId/files': 'EntityDocs',
    'POST /v1/diligences/:id/entities/:entityId/files': 'EntityDocs',
    'POST /v1/diligences/:id/documents/:documentId/classify': 'EntityDocs',
    'GET /v1/diligences/:id/documents/:documentId/reading': 'DocumentAnalysis',
    // Issue 27: "Aplicar leitura" on the checklist's rows.
    'POST /v1/diligences/:id/documents/apply-readings': 'Documents',
    'GET /v1/diligences/:id/entities/:entityId/files.zip': 'EntityDocs',
    // Issue 32: a party's screening hits are decided on the party screen.
    'PUT /v1/diligences/:id/screening-hits/:hitId': 'Entity',
  };

  it("issue 4's diligence routes declare Diligence, the kanban DiligenceKanban, the entities Entity, the diligence's sight DiligenceSight", () => {
    const routes = t.app
      .registeredRoutes()
      .filter((r) => r.url.startsWith('/v1/diligences') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(13);
    const sight = ['/v1/diligences/:id/timeline', '/v1/diligences/:id/overview'];
    // The entity's checklist, its checks and its financial check (issue 14), with the statements
    // the check is about, read-only (issue 27).
    const checklists =
      /^\/v1\/diligences\/:id\/entities\/:entityId\/(documents|checks(\/:kind)?|financial-statements(\/statements)?)$/;
    /** Issue 13: the entity's lawsuits (and their import) and one lawsuit serve LawSuits. */
    const lawsuits =
      /^\/v1\/diligences\/:id\/(entities\/:entityId\/lawsuits(\/import)?|lawsuits\/:lawsuitId)$/;
    for (const route of routes) {
      const screen =
        DOCUMENT_SCREENS[`${route.method} ${route.url}`] ??
        // Issue 15: the report preview and exports serve the report screens (checked below).
        (/^\/v1\/diligences\/:id\/reports(\/preview|\/:reportId\/file)?$/.test(route.url)
          ? 'DiligenceReport'
          : undefined) ??
        // Issue 13: the registration snapshots serve the registration analysis.
        (/\/registrations(\/|$)/.test(route.url)
          ? 'RegistrationAnalysis'
          : route.url.startsWith('/v1/diligences/:id/findings')
            ? 'DocumentAnalysis'
            : lawsuits.test(route.url)
              ? 'LawSuits'
              : route.url === '/v1/diligences/kanban'
                ? 'DiligenceKanban'
                : checklists.test(route.url)
                  ? 'Documents'
                  : route.url.startsWith('/v1/diligences/:id/entities')
                    ? 'Entity'
                    : sight.includes(route.url)
                      ? 'DiligenceSight'
                      : 'Diligence');
      expect(route.permission, `${route.method} ${route.url}`).toEqual({ screen });
    }
  });

  it("issue 13's import template serves LawSuits; a background task's state, any signed-in user of its company", () => {
    const permissionOf = (url: string) =>
      t.app.registeredRoutes().find((r) => r.url === url && r.method === 'GET')?.permission;
    expect(permissionOf('/v1/lawsuits/import-template')).toEqual({ screen: 'LawSuits' });
    expect(permissionOf('/v1/jobs/:jobId')).toBe('authenticated');
  });

  it("issue 32's restrictive lists: the versions in force for everyone, the public lists' imports the provider's administrator's, the company's own list its ADMIN's", () => {
    const permissionOf = (method: string, url: string) =>
      t.app.registeredRoutes().find((r) => r.url === url && r.method === method)?.permission;
    expect(permissionOf('GET', '/v1/restrictive-lists')).toBe('authenticated');
    for (const [method, url] of [
      ['GET', '/v1/restrictive-lists/:list/versions'],
      ['POST', '/v1/restrictive-lists/:list/imports'],
    ])
      expect(permissionOf(method!, url!), url).toEqual({ screen: 'RestrictiveLists' });
    for (const [method, url] of [
      ['GET', '/v1/company-list/versions'],
      ['POST', '/v1/company-list/imports'],
    ])
      expect(permissionOf(method!, url!), url).toEqual({ screen: 'CompanyList' });
    expect(ROLES.filter((role) => allows({ screen: 'RestrictiveLists' }, role))).toEqual([
      'LINCE_ADMIN',
    ]);
    expect(ROLES.filter((role) => allows({ screen: 'CompanyList' }, role))).toEqual(['ADMIN']);
  });

  it("issue 11's track routes: the ADMIN's screens, and the published tracks for whoever creates diligences", () => {
    const routes = t.app
      .registeredRoutes()
      .filter((r) => r.url.startsWith('/v1/tracks') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const route of routes) {
      const screen =
        route.url === '/v1/tracks/published'
          ? 'Diligence'
          : ['/v1/tracks/review', '/v1/tracks/:id/approve', '/v1/tracks/:id/return'].includes(
                route.url,
              )
            ? 'ReviewTrack'
            : 'Tracks';
      expect(route.permission, `${route.method} ${route.url}`).toEqual({ screen });
    }
  });

  it("issue 14's financial statement routes declare FinancialStatement (ADMIN only)", () => {
    const routes = t.app
      .registeredRoutes()
      .filter((r) => /^\/v1\/financial-(companies|statements)/.test(r.url) && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const route of routes)
      expect(route.permission, `${route.method} ${route.url}`).toEqual({
        screen: 'FinancialStatement',
      });
    expect(allows({ screen: 'FinancialStatement' }, 'ADMIN')).toBe(true);
    for (const role of ['DEFAULT', 'LINCE_ADMIN', 'LINCE_DEFAULT'] as const)
      expect(allows({ screen: 'FinancialStatement' }, role)).toBe(false);
  });

  it("issue 14's company indicators serve Reports (the client company's ADMIN)", () => {
    const routes = t.app
      .registeredRoutes()
      .filter((r) => r.url.startsWith('/v1/reports/indicators') && r.method !== 'HEAD')
      .map((r) => [`${r.method} ${r.url}`, r.permission]);
    expect(routes).toEqual(
      expect.arrayContaining([
        ['GET /v1/reports/indicators', { screen: 'Reports' }],
        ['GET /v1/reports/indicators.xlsx', { screen: 'Reports' }],
      ]),
    );
    for (const [name, permission] of routes)
      expect(permission, String(name)).toEqual({ screen: 'Reports' });
    expect(allows({ screen: 'Reports' }, 'ADMIN')).toBe(true);
    for (const role of ['DEFAULT', 'LINCE_ADMIN', 'LINCE_DEFAULT'] as const)
      expect(allows({ screen: 'Reports' }, role), role).toBe(false);
  });

  it("issue 15's report preview serves DiligenceReport; the templates, DiligenceCustomReport (every role)", () => {
    const routes = t.app
      .registeredRoutes()
      .filter(
        (r) =>
          /\/reports(\/preview|\/:reportId\/file|\/verify)?$|^\/v1\/report-templates/.test(r.url) &&
          r.method !== 'HEAD',
      )
      .map((r) => [`${r.method} ${r.url}`, r.permission]);
    expect(routes).toEqual(
      expect.arrayContaining([
        ['POST /v1/diligences/:id/reports/preview', { screen: 'DiligenceReport' }],
        ['POST /v1/diligences/:id/reports', { screen: 'DiligenceReport' }],
        ['GET /v1/diligences/:id/reports', { screen: 'DiligenceReport' }],
        ['GET /v1/diligences/:id/reports/:reportId/file', { screen: 'DiligenceReport' }],
        ['POST /v1/reports/verify', { screen: 'DiligenceReport' }],
        ['GET /v1/report-templates', { screen: 'DiligenceCustomReport' }],
        ['POST /v1/report-templates', { screen: 'DiligenceCustomReport' }],
        ['PUT /v1/report-templates/:id', { screen: 'DiligenceCustomReport' }],
        ['DELETE /v1/report-templates/:id', { screen: 'DiligenceCustomReport' }],
      ]),
    );
    expect(routes).toHaveLength(9);
    for (const role of ROLES) {
      expect(allows({ screen: 'DiligenceReport' }, role), role).toBe(true);
      expect(allows({ screen: 'DiligenceCustomReport' }, role), role).toBe(true);
    }
  });

  it('a route without a permission stops the app at startup', async () => {
    const app = Fastify();
    await app.register(routePermissionsPlugin);
    await app.after();
    expect(() => app.get('/v1/esquecida', async () => 'x')).toThrow(MissingPermissionError);
    expect(() =>
      app.get('/v1/declarada', { config: { permission: 'public' } }, async () => 'x'),
    ).not.toThrow();
    await app.close();
  });

  it('a screen permission follows the role matrix', () => {
    for (const role of ROLES) expect(allows({ screen: 'Home' }, role)).toBe(true);
    expect(allows({ screen: 'Users' }, 'ADMIN')).toBe(false);
    expect(allows({ screen: 'Users' }, 'LINCE_DEFAULT')).toBe(true);
  });
});

describe('permission enforcement', () => {
  it('403 for a role the screen permission does not allow, 200 for one it does, 401 without a session', async () => {
    const app = Fastify();
    app.decorate('deps', t.app.deps);
    await app.register(routePermissionsPlugin);
    await app.register(errorsPlugin);
    await app.register(authPlugin);
    app.get(
      '/v1/users-screen',
      { config: { permission: { screen: 'Users' } } },
      async (request) => ({ role: authOf(request).role }),
    );
    await app.ready();
    const admin = await loggedInUser(t, { role: 'ADMIN' });
    const provider = await loggedInUser(t, { role: 'LINCE_DEFAULT' });
    const call = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/v1/users-screen', headers });

    const refused = await call(authHeaders(admin.session));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Você não tem permissão para esta ação.' },
    });
    const allowed = await call(authHeaders(provider.session));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ role: 'LINCE_DEFAULT' });
    expect((await call({})).statusCode).toBe(401);
    await app.close();
  });

  it('a bug answers 500 with a generic Portuguese message and no stack trace', async () => {
    const app = Fastify();
    await app.register(routePermissionsPlugin);
    await app.register(errorsPlugin);
    app.get('/v1/quebrada', { config: { permission: 'public' } }, async () => {
      throw new Error('detalhe interno: tabela xyz');
    });
    const response = await app.inject({ method: 'GET', url: '/v1/quebrada' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Erro interno. Tente novamente mais tarde.' },
    });
    expect(response.body).not.toContain('xyz');
    await app.close();
  });
});
