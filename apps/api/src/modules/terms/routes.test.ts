import { activities, eq, termsAcceptances } from '@lince/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';

let t: TestApp;
let provider: Awaited<ReturnType<typeof loggedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await loggedInUser(t, { role: 'LINCE_ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  session = provider.session,
  ip = '127.0.0.1',
) =>
  callAs(t, session, method, url, payload, {
    remoteAddress: ip,
    headers: { 'user-agent': 'vitest' },
  });

const TEXT = '# Termos de uso\n\nAo usar o **Lince** você concorda com estas regras.';

describe('terms of use', () => {
  it('no terms yet: nobody must accept anything', async () => {
    const current = await call('GET', '/v1/terms/current');
    expect(current.json()).toEqual({ terms: null, acceptedVersion: null, mustAccept: false });
  });

  it('drafts are numbered and editable; publishing makes one current and immutable; every role must accept it', async () => {
    const draft = await call('POST', '/v1/terms', { title: 'Termos de uso', text: TEXT });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({
      version: 1,
      status: 'RASCUNHO',
      current: false,
      createdBy: { _id: provider.user.id },
    });
    const id = draft.json()._id;
    const edited = await call('PATCH', `/v1/terms/${id}`, { text: `${TEXT}\n\nVersão revisada.` });
    expect(edited.json().text).toContain('Versão revisada.');
    const second = await call('POST', '/v1/terms', { title: 'Rascunho seguinte', text: TEXT });
    expect(second.json().version).toBe(2);

    const published = await call('POST', `/v1/terms/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'PUBLICADA',
      current: true,
      publishedBy: { _id: provider.user.id },
    });
    expect((await call('PATCH', `/v1/terms/${id}`, { title: 'Outro' })).statusCode).toBe(409);
    expect((await call('POST', `/v1/terms/${id}/publish`)).statusCode).toBe(409);

    const analyst = await loggedInUser(t, { role: 'DEFAULT' });
    const before = await call('GET', '/v1/terms/current', undefined, analyst.session);
    expect(before.json()).toMatchObject({
      terms: { version: 1, title: 'Termos de uso' },
      acceptedVersion: null,
      mustAccept: true,
    });
    expect(
      (await call('POST', '/v1/terms/accept', { version: 2 }, analyst.session)).statusCode,
    ).toBe(409);
    const accepted = await call(
      'POST',
      '/v1/terms/accept',
      { version: 1 },
      analyst.session,
      '10.1.2.3',
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ acceptedVersion: 1, mustAccept: false });
    const [row] = await t.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, analyst.user.id));
    expect(row).toMatchObject({ version: 1, ip: '10.1.2.3', userAgent: 'vitest' });
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    const [audit] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'TERMS_ACCEPTED'));
    expect(audit).toMatchObject({ userId: analyst.user.id, ip: '10.1.2.3' });
    // Accepting twice is harmless.
    expect(
      (await call('POST', '/v1/terms/accept', { version: 1 }, analyst.session)).statusCode,
    ).toBe(200);

    // A newer version asks again.
    await call('POST', `/v1/terms/${second.json()._id}/publish`);
    const again = await call('GET', '/v1/terms/current', undefined, analyst.session);
    expect(again.json()).toMatchObject({
      terms: { version: 2 },
      acceptedVersion: 1,
      mustAccept: true,
    });
    const list = await call('GET', '/v1/terms');
    expect(
      list
        .json()
        .items.map((v: { version: number; current: boolean; acceptances: number }) => [
          v.version,
          v.current,
          v.acceptances,
        ]),
    ).toEqual([
      [2, true, 0],
      [1, false, 1],
    ]);
  });

  it('bad input is 400, an unknown version 404', async () => {
    expect((await call('POST', '/v1/terms', { title: 'T', text: TEXT })).statusCode).toBe(400);
    expect((await call('POST', '/v1/terms', { title: 'Título', text: '' })).statusCode).toBe(400);
    expect((await call('POST', '/v1/terms/accept', { version: 'um' })).statusCode).toBe(400);
    expect((await call('GET', '/v1/terms/nao-existe')).statusCode).toBe(404);
    expect((await call('POST', '/v1/terms/nao-existe/publish')).statusCode).toBe(404);
    expect((await call('PATCH', '/v1/terms/nao-existe', { title: 'Título' })).statusCode).toBe(404);
  });

  it('the current terms and their acceptance are for everyone; managing versions is for the LINCE roles', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/terms/current' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/terms/accept', payload: { version: 1 } }))
        .statusCode,
    ).toBe(401);
    for (const role of ['ADMIN', 'DEFAULT'] as const) {
      const other = await loggedInUser(t, { role });
      expect((await call('GET', '/v1/terms/current', undefined, other.session)).statusCode).toBe(
        200,
      );
      expect((await call('GET', '/v1/terms', undefined, other.session)).statusCode).toBe(403);
      expect(
        (await call('POST', '/v1/terms', { title: 'Título', text: TEXT }, other.session))
          .statusCode,
      ).toBe(403);
    }
  });
});
