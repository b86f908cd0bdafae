import type { Registration } from '@lince/contracts';
import { checkItems, eq } from '@lince/db';
import { createCompany, createDiligence, createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  json,
  loggedInUser,
  type ApiMethod,
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

const as = (method: ApiMethod, url: string, payload?: unknown) =>
  callAs(t, analyst.session, method, url, payload);

/** A person's typed snapshot; `withCheck` gives the entity's track the CADASTRO check. */
async function snapshot(withCheck: boolean) {
  const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
  const e = await createEntity(t.db, { companyId, diligenceId: d.id, kind: 'PF', name: 'Ana' });
  if (withCheck)
    await t.db.insert(checkItems).values([
      { companyId, diligenceId: d.id, entityId: e.id, kind: 'CADASTRO' },
      { companyId, diligenceId: d.id, entityId: e.id, kind: 'PROCESSOS' },
    ]);
  const base = `/v1/diligences/${d.id}`;
  const created = await as('POST', `${base}/entities/${e.id}/registrations`, {
    source: 'MANUAL',
    data: { kind: 'PF', nome: 'ANA', situacaoCpf: 'REGULAR' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const checks = async () =>
    Object.fromEntries(
      (
        await t.db
          .select({ kind: checkItems.kind, status: checkItems.status })
          .from(checkItems)
          .where(eq(checkItems.entityId, e.id))
      ).map((c) => [c.kind, c.status]),
    );
  return { url: `${base}/registrations/${json<Registration>(created)._id}/conclusion`, checks };
}

describe('PUT …/registrations/:registrationId/conclusion and the CADASTRO check', () => {
  it('concludes the entity’s CADASTRO check with the analysis (and only that check)', async () => {
    const s = await snapshot(true);
    expect(await s.checks()).toEqual({ CADASTRO: 'PENDENTE', PROCESSOS: 'PENDENTE' });
    const response = await as('PUT', s.url, { conclusion: 'IRREGULAR', notes: 'CPF suspenso.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await s.checks()).toEqual({ CADASTRO: 'CONCLUIDA', PROCESSOS: 'PENDENTE' });
  });

  it('a bad conclusion changes neither the analysis nor the check', async () => {
    const s = await snapshot(true);
    expect((await as('PUT', s.url, { conclusion: 'OTIMO' })).statusCode).toBe(400);
    expect(await s.checks()).toEqual({ CADASTRO: 'PENDENTE', PROCESSOS: 'PENDENTE' });
  });

  it('an entity whose track asks for no CADASTRO check is concluded all the same', async () => {
    const s = await snapshot(false);
    const response = await as('PUT', s.url, { conclusion: 'REGULAR' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Registration>(response).conclusion).toBe('REGULAR');
    expect(await s.checks()).toEqual({});
  });
});
