import { createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, login, type TestApp } from '../../testing/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_PER_ACCOUNT: '3',
    LOGIN_MAX_PER_IP: '6',
    FORGOT_PASSWORD_MAX_PER_ACCOUNT: '2',
    FORGOT_PASSWORD_MAX_PER_IP: '4',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(async () => {
  await t.close();
});

const RATE_LIMITED = {
  error: {
    code: 'RATE_LIMITED',
    message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  },
};
const forgot = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/users/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });

describe('rate limits (429 with Retry-After)', () => {
  it('login: per account, even with the right password, until the window ends', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i += 1)
      expect((await login(t.app, user.email, 'Errada#12345', `10.0.0.${i + 1}`)).statusCode).toBe(
        401,
      );
    const limited = await login(t.app, user.email, user.password, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual(RATE_LIMITED);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('login: a successful login clears the account counter', async () => {
    const user = await createUser(t.db);
    await login(t.app, user.email, 'Errada#12345', '10.1.0.1');
    await login(t.app, user.email, 'Errada#12345', '10.1.0.1');
    expect((await login(t.app, user.email, user.password, '10.1.0.2')).statusCode).toBe(200);
    await login(t.app, user.email, 'Errada#12345', '10.1.0.3');
    await login(t.app, user.email, 'Errada#12345', '10.1.0.3');
    expect((await login(t.app, user.email, user.password, '10.1.0.4')).statusCode).toBe(200);
  });

  it('login: per IP across accounts (failed attempts)', async () => {
    for (let i = 0; i < 6; i += 1)
      expect(
        (await login(t.app, `alvo${i}@lugar.test`, 'Errada#12345', '10.2.0.1')).statusCode,
      ).toBe(401);
    const limited = await login(t.app, 'outro@lugar.test', 'Errada#12345', '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login(t.app, 'outro@lugar.test', 'Errada#12345', '10.2.0.2')).statusCode).toBe(
      401,
    );
  });

  it('forgot-password: per account (registered or not) and per IP', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await forgot('fulano@lugar.test', `10.3.0.${i}`)).statusCode).toBe(202);
    const account = await forgot('fulano@lugar.test', '10.3.0.9');
    expect(account.statusCode).toBe(429);
    expect(json(account)).toEqual(RATE_LIMITED);
    expect(Number(account.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 4; i += 1)
      expect((await forgot(`pessoa${i}@lugar.test`, '10.4.0.1')).statusCode).toBe(202);
    expect((await forgot('mais.uma@lugar.test', '10.4.0.1')).statusCode).toBe(429);
  });
});
