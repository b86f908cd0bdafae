import { LAST_LINCE_ADMIN_MESSAGE, LINCE_ADMIN_ONLY_MESSAGES } from '@lince/contracts';
import { activities, eq, users } from '@lince/db';
import { createCompany, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  loggedInUser,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { createUserAdminService } from './admin-service.ts';

let t: TestApp;
let providerCompanyId: string;
let admin: LoggedInUser;
let support: LoggedInUser;
beforeAll(async () => {
  t = await createTestApp();
  providerCompanyId = (await createCompany(t.db, { name: 'Lince Prestadora' })).id;
  admin = await loggedInUser(t, { role: 'LINCE_ADMIN', companyId: providerCompanyId });
  support = await loggedInUser(t, { role: 'LINCE_DEFAULT', companyId: providerCompanyId });
});
afterAll(async () => {
  await t.close();
});

const staff = (overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.db, { role: 'LINCE_ADMIN', companyId: providerCompanyId, ...overrides });

/** The user's row and the activities about them: what a refused request must leave unchanged. */
async function stateOf(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  const trail = await t.db.select().from(activities).where(eq(activities.targetId, id));
  return { row, trail: trail.length };
}

interface Case {
  name: string;
  action: keyof typeof LINCE_ADMIN_ONLY_MESSAGES;
  target: () => Promise<{ id: string }>;
  method: ApiMethod;
  path: (id: string) => string;
  body?: object;
  allowed: number;
}

const cases: Case[] = [
  {
    name: 'edit a LINCE_ADMIN',
    action: 'edit',
    target: () => staff(),
    method: 'PATCH',
    path: (id) => `/v1/users/${id}`,
    body: { name: 'Nome Novo' },
    allowed: 200,
  },
  {
    name: 'demote a LINCE_ADMIN',
    action: 'edit',
    target: () => staff(),
    method: 'PATCH',
    path: (id) => `/v1/users/${id}`,
    body: { role: 'LINCE_DEFAULT' },
    allowed: 200,
  },
  {
    name: 'promote a LINCE_DEFAULT',
    action: 'promote',
    target: () => staff({ role: 'LINCE_DEFAULT' }),
    method: 'PATCH',
    path: (id) => `/v1/users/${id}`,
    body: { role: 'LINCE_ADMIN' },
    allowed: 200,
  },
  {
    name: 'promote a client user (moved to the provider)',
    action: 'promote',
    target: () => createUser(t.db, { role: 'ADMIN' }),
    method: 'PATCH',
    path: (id) => `/v1/users/${id}`,
    body: { role: 'LINCE_ADMIN', companyId: '' },
    allowed: 200,
  },
  {
    name: 'deactivate a LINCE_ADMIN',
    action: 'deactivate',
    target: () => staff(),
    method: 'POST',
    path: (id) => `/v1/users/${id}/deactivate`,
    allowed: 200,
  },
  {
    name: 'reactivate a LINCE_ADMIN',
    action: 'activate',
    target: () => staff({ active: false }),
    method: 'POST',
    path: (id) => `/v1/users/${id}/activate`,
    allowed: 200,
  },
  {
    name: 're-invite a LINCE_ADMIN',
    action: 'resend',
    target: () => staff({ mustChangePassword: true }),
    method: 'POST',
    path: (id) => `/v1/users/${id}/resend-invitation`,
    allowed: 200,
  },
];

describe('only a LINCE_ADMIN acts on a LINCE_ADMIN', () => {
  for (const c of cases) {
    it(`${c.name}: LINCE_DEFAULT 403 with a message and nothing written; LINCE_ADMIN ${c.allowed}`, async () => {
      const target = await c.target();
      const body =
        c.body && 'companyId' in c.body ? { ...c.body, companyId: providerCompanyId } : c.body;
      const before = await stateOf(target.id);
      const refused = await callAs(t, support.session, c.method, c.path(target.id), body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'FORBIDDEN', message: LINCE_ADMIN_ONLY_MESSAGES[c.action] },
      });
      expect(await stateOf(target.id)).toEqual(before);

      const done = await callAs(t, admin.session, c.method, c.path(target.id), body);
      expect(done.statusCode).toBe(c.allowed);
      expect((await stateOf(target.id)).trail).toBe(before.trail + 1);
    });
  }

  it('create a LINCE_ADMIN: LINCE_DEFAULT 403 with a message and no user, activity or e-mail; LINCE_ADMIN 201', async () => {
    const body = {
      name: 'Nova Administradora',
      email: 'nova.administradora@lince.test',
      role: 'LINCE_ADMIN',
      companyId: providerCompanyId,
    };
    const createdBefore = await t.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'USER_CREATED'));
    const refused = await callAs(t, support.session, 'POST', '/v1/users', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(LINCE_ADMIN_ONLY_MESSAGES.create);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    const createdAfter = await t.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'USER_CREATED'));
    expect(createdAfter.length).toBe(createdBefore.length);
    await t.app.deps.jobs.settle();
    expect(t.mailer.sent.filter((m) => m.to === body.email)).toEqual([]);

    const created = await callAs(t, admin.session, 'POST', '/v1/users', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: 'LINCE_ADMIN' });
  });

  it('LINCE_DEFAULT still manages every other user', async () => {
    const client = await createCompany(t.db);
    const created = await callAs(t, support.session, 'POST', '/v1/users', {
      name: 'Cliente Novo',
      email: 'cliente.novo@cliente.test',
      role: 'DEFAULT',
      companyId: client.id,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    const call = (method: ApiMethod, path: string, body?: object) =>
      callAs(t, support.session, method, path, body);
    expect((await call('PATCH', `/v1/users/${id}`, { role: 'ADMIN' })).statusCode).toBe(200);
    expect((await call('POST', `/v1/users/${id}/resend-invitation`)).statusCode).toBe(200);
    expect((await call('POST', `/v1/users/${id}/deactivate`)).statusCode).toBe(200);
    expect((await call('POST', `/v1/users/${id}/activate`)).statusCode).toBe(200);
    const colleague = await staff({ role: 'LINCE_DEFAULT' });
    expect(
      (await call('PATCH', `/v1/users/${colleague.id}`, { name: 'Suporte Renomeado' })).statusCode,
    ).toBe(200);
    const newcomer = await call('POST', '/v1/users', {
      name: 'Suporte Novo',
      email: 'suporte.novo@lince.test',
      role: 'LINCE_DEFAULT',
      companyId: providerCompanyId,
    });
    expect(newcomer.statusCode).toBe(201);
  });
});

describe('the last active LINCE_ADMIN', () => {
  it('cannot be demoted or deactivated, even by a caller whose own role changed meanwhile (409, nothing written)', async () => {
    const lone = await createTestApp();
    try {
      const companyId = (await createCompany(lone.db)).id;
      const last = await createUser(lone.db, { role: 'LINCE_ADMIN', companyId });
      // A second LINCE_ADMIN asked for it, and was demoted by someone else in the meantime.
      const stale = await createUser(lone.db, { role: 'LINCE_DEFAULT', companyId });
      const ctx = {
        userId: stale.id,
        companyId,
        role: 'LINCE_ADMIN' as const,
        ip: null,
        db: lone.db,
      };
      const service = createUserAdminService(lone.app.deps);
      await expect(service.setActive(ctx, last.id, false)).rejects.toMatchObject({
        statusCode: 409,
        message: LAST_LINCE_ADMIN_MESSAGE,
      });
      await expect(service.update(ctx, last.id, { role: 'LINCE_DEFAULT' })).rejects.toMatchObject({
        statusCode: 409,
      });
      const [row] = await lone.db.select().from(users).where(eq(users.id, last.id));
      expect(row).toMatchObject({ role: 'LINCE_ADMIN', active: true });
      expect(await lone.db.select().from(activities)).toEqual([]);
    } finally {
      await lone.close();
    }
  });

  it('two LINCE_ADMINs removing each other at once: one wins, one LINCE_ADMIN stays', async () => {
    const pair = await createTestApp();
    try {
      const companyId = (await createCompany(pair.db)).id;
      const [a, b] = await Promise.all([
        loggedInUser(pair, { role: 'LINCE_ADMIN', companyId }),
        loggedInUser(pair, { role: 'LINCE_ADMIN', companyId }),
      ]);
      const answers = await Promise.all([
        callAs(pair, a.session, 'POST', `/v1/users/${b.user.id}/deactivate`),
        callAs(pair, b.session, 'PATCH', `/v1/users/${a.user.id}`, { role: 'LINCE_DEFAULT' }),
      ]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = await pair.db.select().from(users).where(eq(users.role, 'LINCE_ADMIN'));
      expect(admins.filter((u) => u.active)).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });
});
