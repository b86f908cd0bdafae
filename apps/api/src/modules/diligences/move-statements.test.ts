import { createCompany, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';
import { statementsOf } from '../../testing/statements.ts';

let t: TestApp;
let analyst: Awaited<ReturnType<typeof loggedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  const companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId });
  await createUser(t.db, { companyId });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'POST', url: string, payload: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...authHeaders(analyst.session), 'content-type': 'application/json' },
    payload,
  });

describe('kanban move: SQL statements', () => {
  it('a move costs the caller, one read of the diligence and its audited update', async () => {
    const created = await call('POST', '/v1/diligences', {
      title: 'Aquisição da Fábrica São João',
      purpose: 'M_A',
      ownerId: analyst.user.id,
    });
    const id = created.json()._id as string;
    let response: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await statementsOf(t.db, async () => {
      response = await call('POST', `/v1/diligences/${id}/status`, { status: 'COLETA' });
    });
    expect(response!.statusCode).toBe(200);
    expect(response!.json()).toMatchObject({ _id: id, status: 'COLETA' });
    console.log(`statements per move: ${statements.length}\n${statements.join('\n---\n')}`);
    expect(statements.length).toBeLessThanOrEqual(100);
  });
});
