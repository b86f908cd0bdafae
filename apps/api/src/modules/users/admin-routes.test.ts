import { activities, and, eq, sessions, users } from '@lince/db';
import { createCompany, createUser, randomCpf } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  login,
  loggedInUser,
  type TestApp,
  callAs,
  type ApiMethod,
} from '../../testing/helpers.ts';

let t: TestApp;
let provider: Awaited<ReturnType<typeof loggedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://lince.example' });
  provider = await loggedInUser(t, { role: 'LINCE_ADMIN', name: 'Helena Duarte' });
});
afterAll(async () => {
  await t.close();
});

const call = (method: ApiMethod, url: string, payload?: unknown, session = provider.session) =>
  callAs(t, session, method, url, payload);

describe('users administration', () => {
  it('creates a user with a temporary password sent by e-mail; the first login asks for a new password', async () => {
    const company = await createCompany(t.db, { name: 'Cliente Convite Ltda' });
    const cpf = randomCpf();
    const response = await call('POST', '/v1/users', {
      name: 'Marina Souza',
      email: 'Marina.Souza@Cliente.test',
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      role: 'ADMIN',
      companyId: company.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'marina.souza@cliente.test',
      cpf,
      role: 'ADMIN',
      active: true,
      pendingInvitation: true,
      company: { _id: company.id, name: 'Cliente Convite Ltda' },
    });
    const mail = await t.mailer.waitFor('marina.souza@cliente.test');
    expect(mail.subject).toBe('Seu acesso ao Lince');
    expect(mail.text).toContain('Helena Duarte criou');
    expect(mail.text).toContain('https://lince.example/login');
    const password = /Senha temporária: (\S+)/.exec(mail.text)![1]!;
    const first = await login(t.app, 'marina.souza@cliente.test', password);
    expect(first.statusCode).toBe(200);
    expect(json<{ challenge: string }>(first).challenge).toBe('NEW_PASSWORD_REQUIRED');
    const [activity] = await t.db
      .select()
      .from(activities)
      .where(
        and(eq(activities.action, 'USER_CREATED'), eq(activities.targetId, response.json()._id)),
      );
    expect(activity).toMatchObject({
      userId: provider.user.id,
      companyId: company.id,
      ip: '127.0.0.1',
    });
  });

  it('refuses bad input (400), a duplicate e-mail (409), an unknown company (404) and a LINCE role outside the provider (400)', async () => {
    const company = await createCompany(t.db);
    const base = { name: 'Pessoa Teste', role: 'DEFAULT', companyId: company.id };
    expect((await call('POST', '/v1/users', { ...base, email: 'sem-arroba' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/v1/users', { ...base, email: 'cpf@x.test', cpf: '111.111.111-11' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/v1/users', { ...base, email: 'r@x.test', role: 'ROOT' })).statusCode,
    ).toBe(400);
    const dup = await call('POST', '/v1/users', {
      ...base,
      email: provider.user.email.toUpperCase(),
    });
    expect(dup.statusCode).toBe(409);
    expect(
      (await call('POST', '/v1/users', { ...base, email: 'n@x.test', companyId: 'nao-existe' }))
        .statusCode,
    ).toBe(404);
    const lince = await call('POST', '/v1/users', {
      ...base,
      email: 'l@x.test',
      role: 'LINCE_DEFAULT',
    });
    expect(lince.statusCode).toBe(400);
    const staff = await call('POST', '/v1/users', {
      ...base,
      email: 'equipe@lince.test',
      role: 'LINCE_DEFAULT',
      companyId: provider.user.companyId,
    });
    expect(staff.statusCode).toBe(201);
  });

  it('lists across companies with filters, search by name, e-mail or CPF, and pagination', async () => {
    const company = await createCompany(t.db);
    const cpf = randomCpf();
    const a = await createUser(t.db, {
      companyId: company.id,
      name: 'Otávio Filtro',
      cpf,
      role: 'ADMIN',
    });
    await createUser(t.db, { companyId: company.id, name: 'Paula Filtro', active: false });
    const byCompany = await call('GET', `/v1/users?companyId=${company.id}`);
    expect(byCompany.json().total).toBe(2);
    expect(byCompany.json().items[0]).toMatchObject({
      name: 'Otávio Filtro',
      company: { _id: company.id },
    });
    const byRole = await call('GET', `/v1/users?companyId=${company.id}&role=ADMIN`);
    expect(byRole.json().items.map((u: { _id: string }) => u._id)).toEqual([a.id]);
    const active = await call('GET', `/v1/users?companyId=${company.id}&active=false`);
    expect(active.json().items.map((u: { name: string }) => u.name)).toEqual(['Paula Filtro']);
    const byCpf = await call(
      'GET',
      `/v1/users?search=${encodeURIComponent(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}`)}`,
    );
    expect(byCpf.json().items.map((u: { _id: string }) => u._id)).toContain(a.id);
    const byEmail = await call(
      'GET',
      `/v1/users?search=${encodeURIComponent(a.email.toUpperCase())}`,
    );
    expect(byEmail.json().items.map((u: { _id: string }) => u._id)).toEqual([a.id]);
    const byName = await call('GET', '/v1/users?search=otávio%20filtro');
    expect(byName.json().total).toBe(1);
    const paged = await call('GET', '/v1/users?pageSize=1&page=2&sort=email&order=desc');
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.json().items).toHaveLength(1);
    expect((await call('GET', '/v1/users?role=ROOT')).statusCode).toBe(400);
    expect((await call('GET', '/v1/users?pageSize=500')).statusCode).toBe(400);
    expect((await call('GET', '/v1/users?search=%25')).statusCode).toBe(200);
  });

  it('edits name, CPF, role and company; a role or company change ends the sessions', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const member = await loggedInUser(t, { companyId: company.id });
    const edited = await call('PATCH', `/v1/users/${member.user.id}`, {
      name: 'Nome Editado',
      cpf: null,
      role: 'ADMIN',
      companyId: other.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Nome Editado',
      cpf: null,
      role: 'ADMIN',
      company: { _id: other.id },
    });
    const renew = await t.app.inject({
      method: 'GET',
      url: '/v1/users/auth',
      headers: { refreshtoken: member.session.RefreshToken },
    });
    expect(renew.statusCode).toBe(401);
    const [activity] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'USER_UPDATED'), eq(activities.targetId, member.user.id)));
    expect(activity?.summary).toMatchObject({
      before: { role: 'DEFAULT', companyId: company.id },
      after: { role: 'ADMIN', companyId: other.id, name: 'Nome Editado' },
    });
    expect((await call('PATCH', `/v1/users/${member.user.id}`, { cpf: '123' })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', '/v1/users/nao-existe', { name: 'Abc' })).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/v1/users/${member.user.id}`, { email: 'x@y.test' })).statusCode,
    ).toBe(400);
  });

  it("a role change alone refuses the user's access tokens at once; a name change does not", async () => {
    const company = await createCompany(t.db);
    const member = await loggedInUser(t, { companyId: company.id });
    const me = () => call('GET', '/v1/users/me', undefined, member.session);
    expect(
      (await call('PATCH', `/v1/users/${member.user.id}`, { name: 'Só o Nome' })).statusCode,
    ).toBe(200);
    expect((await me()).statusCode).toBe(200);
    expect((await call('PATCH', `/v1/users/${member.user.id}`, { role: 'ADMIN' })).statusCode).toBe(
      200,
    );
    expect((await me()).statusCode).toBe(401);
    const ended = await t.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    expect(ended.every((r) => r.revokedAt)).toBe(true);
  });

  it('nobody changes their own role or company, or deactivates themselves (403 with a clear message)', async () => {
    const own = await call('PATCH', `/v1/users/${provider.user.id}`, { role: 'LINCE_DEFAULT' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Você não pode alterar o seu próprio perfil de acesso.');
    const company = await call('PATCH', `/v1/users/${provider.user.id}`, {
      companyId: (await createCompany(t.db)).id,
    });
    expect(company.statusCode).toBe(403);
    const self = await call('POST', `/v1/users/${provider.user.id}/deactivate`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('Você não pode desativar a sua própria conta.');
    const rename = await call('PATCH', `/v1/users/${provider.user.id}`, {
      name: 'Helena D. Duarte',
      role: 'LINCE_ADMIN',
    });
    expect(rename.statusCode).toBe(200);
  });

  it('deactivating ends the session at once (next request 401, renewal 401, login 403); reactivating restores login', async () => {
    const member = await loggedInUser(t);
    const off = await call('POST', `/v1/users/${member.user.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await call('GET', '/v1/users/me', undefined, member.session)).statusCode).toBe(401);
    const renew = await t.app.inject({
      method: 'GET',
      url: '/v1/users/auth',
      headers: { refreshtoken: member.session.RefreshToken },
    });
    expect(renew.statusCode).toBe(401);
    const ended = await t.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    expect(ended.every((r) => r.revokedAt)).toBe(true);
    expect((await login(t.app, member.user.email, member.user.password)).statusCode).toBe(403);
    expect((await call('POST', `/v1/users/${member.user.id}/activate`)).json().active).toBe(true);
    expect((await login(t.app, member.user.email, member.user.password)).statusCode).toBe(200);
    // Reactivation does not revive the sessions it ended.
    expect((await call('GET', '/v1/users/me', undefined, member.session)).statusCode).toBe(401);
    expect((await call('POST', '/v1/users/nao-existe/deactivate')).statusCode).toBe(404);
  });

  it('resends the invitation with a new temporary password while it is pending; 409 once the user set their own', async () => {
    const company = await createCompany(t.db);
    const created = await call('POST', '/v1/users', {
      name: 'Convite Reenviado',
      email: 'reenvio@cliente.test',
      role: 'DEFAULT',
      companyId: company.id,
    });
    const id = created.json()._id;
    const firstMail = await t.mailer.waitFor('reenvio@cliente.test');
    const firstPassword = /Senha temporária: (\S+)/.exec(firstMail.text)![1]!;
    const resent = await call('POST', `/v1/users/${id}/resend-invitation`);
    expect(resent.statusCode).toBe(200);
    for (
      let i = 0;
      i < 100 && t.mailer.sent.filter((m) => m.to === 'reenvio@cliente.test').length < 2;
      i++
    )
      await new Promise((r) => setTimeout(r, 20));
    const secondMail = t.mailer.sent.filter((m) => m.to === 'reenvio@cliente.test')[1]!;
    const secondPassword = /Senha temporária: (\S+)/.exec(secondMail.text)![1]!;
    expect(secondPassword).not.toBe(firstPassword);
    expect((await login(t.app, 'reenvio@cliente.test', firstPassword)).statusCode).toBe(401);
    expect((await login(t.app, 'reenvio@cliente.test', secondPassword)).statusCode).toBe(200);
    const settled = await loggedInUser(t);
    const refused = await call('POST', `/v1/users/${settled.user.id}/resend-invitation`);
    expect(refused.statusCode).toBe(409);
  });

  it('401 without a session; 403 for client roles on every route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/users' })).statusCode).toBe(401);
    const target = await createUser(t.db);
    for (const role of ['ADMIN', 'DEFAULT'] as const) {
      const other = await loggedInUser(t, { role });
      const s = other.session;
      expect((await call('GET', '/v1/users', undefined, s)).statusCode).toBe(403);
      expect((await call('GET', `/v1/users/${target.id}`, undefined, s)).statusCode).toBe(403);
      expect((await call('PATCH', `/v1/users/${target.id}`, { name: 'X Y' }, s)).statusCode).toBe(
        403,
      );
      expect(
        (await call('POST', `/v1/users/${target.id}/deactivate`, undefined, s)).statusCode,
      ).toBe(403);
      expect((await call('GET', '/v1/users/me', undefined, s)).statusCode).toBe(200);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.active).toBe(true);
  });
});
