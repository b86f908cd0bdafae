import { cnjCheckDigits, type Lawsuit } from '@lince/contracts';
import { createCompany, createDiligence, createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  callAs,
  createTestApp,
  json,
  loggedInUser,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

/** A valid CNJ number of the São Paulo state court (8.26) with sequence `n`, as 20 digits. */
export const validCnj = (n: number, year = '2023') => {
  const seq = String(n).padStart(7, '0');
  return `${seq}${cnjCheckDigits(seq, year, '8', '26', '0100')}${year}8260100`;
};

/** The lawsuit tests' fixtures: a diligence of `analyst` with two entities, and a lawsuit POST. */
export function lawsuitFixtures(t: TestApp, analyst: LoggedInUser, companyId: string) {
  async function setup() {
    const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    const a = await createEntity(t.db, { companyId, diligenceId: d.id, name: 'Alvo S.A.' });
    const b = await createEntity(t.db, { companyId, diligenceId: d.id, name: 'Sócio Ltda.' });
    return {
      id: d.id,
      a: a.id,
      b: b.id,
      list: `/v1/diligences/${d.id}/entities/${a.id}/lawsuits`,
      one: (lawsuitId: string) => `/v1/diligences/${d.id}/lawsuits/${lawsuitId}`,
    };
  }
  /** Creates a civil passive lawsuit with `body` over it; expects the 201. */
  async function create(url: string, body: Record<string, unknown>) {
    const response = await callAs(t, analyst.session, 'POST', url, {
      area: 'CIVEL',
      side: 'PASSIVO',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<Lawsuit>(response);
  }
  return { setup, create };
}

/**
 * A test file's app with a company, its analyst (DEFAULT) and the lawsuit fixtures, opened before
 * its tests and closed after; `as` calls the API as the analyst. Read the fields inside tests.
 */
export function useLawsuitApp() {
  const app = {
    as: (method: ApiMethod, url: string, payload?: unknown) =>
      callAs(app.t, app.analyst.session, method, url, payload),
  } as { t: TestApp; companyId: string; analyst: LoggedInUser } & ReturnType<
    typeof lawsuitFixtures
  > & { as: (method: ApiMethod, url: string, payload?: unknown) => ReturnType<typeof callAs> };
  beforeAll(async () => {
    app.t = await createTestApp();
    app.companyId = (await createCompany(app.t.db)).id;
    app.analyst = await loggedInUser(app.t, { companyId: app.companyId, role: 'DEFAULT' });
    Object.assign(app, lawsuitFixtures(app.t, app.analyst, app.companyId));
  });
  afterAll(async () => {
    await app.t.close();
  });
  return app;
}
