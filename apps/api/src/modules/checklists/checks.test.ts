import type { CheckItem } from '@lince/contracts';
import { activities, and, checkItems, eq } from '@lince/db';
import { createCompany, createDiligence, createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  foreignDiligence,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
});
afterAll(async () => {
  await t.close();
});

/** A diligence whose entity's track asks for the lawsuits check (not the financial one). */
async function setup(inCompany = companyId, ownerId = analyst.user.id) {
  const d = await createDiligence(t.db, { companyId: inCompany, ownerId });
  const e = await createEntity(t.db, { companyId: inCompany, diligenceId: d.id, name: 'Alvo' });
  await t.db
    .insert(checkItems)
    .values({ companyId: inCompany, diligenceId: d.id, entityId: e.id, kind: 'PROCESSOS' });
  return { url: (kind: string) => `/v1/diligences/${d.id}/entities/${e.id}/checks/${kind}` };
}

describe('PUT …/entities/:entityId/checks/:kind', () => {
  it('sets where the check stands, audited', async () => {
    const s = await setup();
    const response = await callAs(t, analyst.session, 'PUT', s.url('PROCESSOS'), {
      status: 'CONCLUIDA',
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = json<CheckItem>(response);
    expect(item).toMatchObject({ kind: 'PROCESSOS', status: 'CONCLUIDA' });
    const trail = await t.db
      .select({ summary: activities.summary })
      .from(activities)
      .where(and(eq(activities.action, 'CHECK_STATUS_CHANGED'), eq(activities.targetId, item._id)));
    expect(trail[0]?.summary).toMatchObject({ kind: 'PROCESSOS', status: 'CONCLUIDA' });
  });

  it('a check the track does not ask for, another company’s entity: 404; bad input: 400; no session: 401', async () => {
    const s = await setup();
    const put = (url: string, body: unknown) => callAs(t, analyst.session, 'PUT', url, body);
    const missing = await put(s.url('FINANCEIRO'), { status: 'CONCLUIDA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('A trilha desta parte não pede essa verificação.');
    expect((await put(s.url('OUTRA'), { status: 'CONCLUIDA' })).statusCode).toBe(400);
    const bad = await put(s.url('PROCESSOS'), { status: 'FEITA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Situação da verificação inválida.');
    const other = await foreignDiligence(t);
    const foreign = await setup(other.companyId, other.ownerId);
    expect((await put(foreign.url('PROCESSOS'), { status: 'CONCLUIDA' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: s.url('PROCESSOS'),
      payload: { status: 'CONCLUIDA' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
