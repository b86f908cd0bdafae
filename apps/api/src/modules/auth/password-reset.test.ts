import { FORGOT_PASSWORD_MESSAGE } from '@lince/contracts';
import { activities, and, eq, passwordResetCodes, sessions, users } from '@lince/db';
import { createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  login,
  loggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://lince.exemplo.com.br' });
});
afterAll(async () => {
  await t.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/v1/users/forgot-password', payload: { email } });
const reset = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/users/reset-password', payload });
const codeFrom = (text: string) => /Código: (\d{6})/.exec(text)![1]!;

async function requestCode(email: string) {
  const before = t.mailer.sent.length;
  expect((await forgot(email)).statusCode).toBe(202);
  await t.app.deps.jobs.settle();
  expect(t.mailer.sent.length).toBe(before + 1);
  return codeFrom(t.mailer.sent.at(-1)!.text);
}

describe('POST /v1/users/forgot-password', () => {
  it('answers 202 with the same body for a registered and an unknown e-mail; only the first gets a message', async () => {
    const user = await createUser(t.db);
    const sentBefore = t.mailer.sent.length;
    const known = await forgot(user.email);
    const unknown = await forgot('ninguem@lugar.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(json(known)).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await t.app.deps.jobs.settle();
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Redefinição de senha no Lince');
    expect(mail.subject).not.toContain(codeFrom(mail.text));
    expect(mail.text).toContain('Ele vale por 15 minutos e pode ser usado uma única vez.');
    expect(mail.text).toContain(
      `https://lince.exemplo.com.br/reset/${encodeURIComponent(user.email)}`,
    );
    expect(mail.html).toContain(codeFrom(mail.text));

    const [stored] = await t.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(stored!.codeHash).not.toContain(codeFrom(mail.text));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(15 * 60_000, -4);
  });

  it('sends nothing to a deactivated user (same answer)', async () => {
    const user = await createUser(t.db, { active: false });
    const before = t.mailer.sent.length;
    expect((await forgot(user.email)).statusCode).toBe(202);
    await t.app.deps.jobs.settle();
    expect(t.mailer.sent.length).toBe(before);
  });

  it('400 for an invalid e-mail or unknown fields', async () => {
    expect((await forgot('não-é-email')).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/v1/users/forgot-password',
      payload: { email: 'a@b.test', x: 1 },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('POST /v1/users/reset-password', () => {
  it('sets the new password with the code, ends every session (its access tokens too) and clears mustChangePassword', async () => {
    const { user, session } = await loggedInUser(t);
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const code = await requestCode(user.email);
    const response = await reset({ username: user.email, code, password: 'Nova-Senha#Forte9' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Senha redefinida. Entre com a nova senha.' });

    const open = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((r) => r.revokedAt !== null)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: authHeaders(session) }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/users/auth',
          headers: { RefreshToken: session.RefreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(401);
    const fresh = await login(t.app, user.email, 'Nova-Senha#Forte9');
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh)).toHaveProperty('AccessToken');
    const log = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, user.id), eq(activities.action, 'PASSWORD_RESET')));
    expect(log).toHaveLength(1);
  });

  it('a code works only once', async () => {
    const user = await createUser(t.db);
    const code = await requestCode(user.email);
    expect(
      (await reset({ username: user.email, code, password: 'Primeira-Troca#1' })).statusCode,
    ).toBe(200);
    const again = await reset({ username: user.email, code, password: 'Segunda-Troca#2' });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({
      error: {
        code: 'INVALID_CODE',
        message: 'Código inválido ou expirado. Solicite um novo código.',
      },
    });
  });

  it('an expired code is refused', async () => {
    const user = await createUser(t.db);
    const code = await requestCode(user.email);
    await t.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    expect(
      (await reset({ username: user.email, code, password: 'Nova-Senha#Forte9' })).statusCode,
    ).toBe(400);
  });

  it('a newer code invalidates the older one', async () => {
    const user = await createUser(t.db);
    const first = await requestCode(user.email);
    let second = await requestCode(user.email);
    while (second === first) second = await requestCode(user.email);
    expect(
      (await reset({ username: user.email, code: first, password: 'Nova-Senha#Forte9' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await reset({ username: user.email, code: second, password: 'Nova-Senha#Forte9' }))
        .statusCode,
    ).toBe(200);
  });

  it('after 5 wrong codes even the right one is refused', async () => {
    const user = await createUser(t.db);
    const code = await requestCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await reset({ username: user.email, code: wrong, password: 'Nova-Senha#Forte9' }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await reset({ username: user.email, code, password: 'Nova-Senha#Forte9' })).statusCode,
    ).toBe(400);
  });

  it('refuses a weak password without spending the code', async () => {
    const user = await createUser(t.db);
    const code = await requestCode(user.email);
    const weak = await reset({ username: user.email, code, password: 'Senha@2024' });
    expect(weak.statusCode).toBe(400);
    expect(json(weak)).toMatchObject({
      error: {
        code: 'WEAK_PASSWORD',
        message: 'Essa senha é muito comum e fácil de adivinhar. Escolha outra.',
      },
    });
    expect(
      (await reset({ username: user.email, code, password: 'Nova-Senha#Forte9' })).statusCode,
    ).toBe(200);
  });

  it('the same answer for an unknown e-mail; 400 for a malformed code or a short password', async () => {
    const unknown = await reset({
      username: 'ninguem@lugar.test',
      code: '123456',
      password: 'Nova-Senha#Forte9',
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ error: { code: 'INVALID_CODE' } });
    const malformed = await reset({
      username: 'a@b.test',
      code: '12ab',
      password: 'Nova-Senha#Forte9',
    });
    expect(json(malformed)).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        details: [{ path: 'code', message: 'O código tem 6 dígitos.' }],
      },
    });
    const short = await reset({ username: 'a@b.test', code: '123456', password: 'curta' });
    expect(json(short)).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        details: [{ path: 'password', message: 'A senha deve ter pelo menos 8 caracteres.' }],
      },
    });
  });
});
