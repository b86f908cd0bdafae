import { createCompany, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  foreignDiligence,
  loggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loggedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  const companyId = (await createCompany(t.db)).id;
  admin = await loggedInUser(t, { companyId, role: 'ADMIN' });
  await createUser(t.db, { companyId });
});
afterAll(async () => {
  await t.close();
});

const underOneDiligence = () =>
  t.app
    .registeredRoutes()
    .filter((r) => r.method !== 'HEAD' && /^\/v1\/diligences\/:id(\/|$)/.test(r.url));

describe('the diligence scope', () => {
  it('owns every route under /v1/diligences/:id: an unknown or another company’s diligence is the same 404, before the body is validated', async () => {
    const routes = underOneDiligence();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /v1/diligences/:id',
        'POST /v1/diligences/:id/status',
        'GET /v1/diligences/:id/entities',
        'DELETE /v1/diligences/:id/entities/:entityId',
        'GET /v1/diligences/:id/overview',
        'GET /v1/diligences/:id/timeline',
      ]),
    );
    const foreign = await foreignDiligence(t);
    for (const route of routes)
      for (const id of ['nao-existe', foreign.diligenceId]) {
        const url = route.url.replace(':id', id).replace(':entityId', 'qualquer');
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...authHeaders(admin.session), 'content-type': 'application/json' },
          // An invalid body: the 404 comes first.
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${route.method} ${url}`).toBe(404);
        expect(response.json(), `${route.method} ${url}`).toEqual({
          error: { code: 'NOT_FOUND', message: 'Diligência não encontrada.' },
        });
      }
  });
});
