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
  it('a move reads the caller and the diligence once, then writes the move and its audit entry', async () => {
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
    // The caller, the diligence (with team and entity count, for the answer), then the update
    // and its audit entry in one transaction. Before the diligence scope: 10.
    const kinds = statements.map((s) => s.trim().split(/\s+/)[0]!.toUpperCase());
    expect(kinds, statements.join('\n')).toEqual([
      'SELECT',
      'SELECT',
      'BEGIN',
      'UPDATE',
      'INSERT',
      'COMMIT',
    ]);
    expect(statements[1]).toContain('"diligences"');
    expect(statements[4]).toContain('"activities"');
  });
});
