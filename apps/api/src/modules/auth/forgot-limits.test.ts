import { FORGOT_PASSWORD_MESSAGE } from '@lince/contracts';
import { createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../testing/helpers.ts';
import { slowdownEndsIn } from '../../testing/rate-limits.ts';

// Behind a proxy (TRUST_PROXY): the client's address is the one in X-Forwarded-For.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: 'true',
    LOGIN_MAX_PER_ACCOUNT: '3',
    LOGIN_SLOWDOWN_AFTER: '4',
    FORGOT_PASSWORD_MAX_PER_ACCOUNT: '2',
    FORGOT_PASSWORD_MAX_PER_IP: '4',
    FORGOT_PASSWORD_MAIL_SPACING_SECONDS: '600',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(async () => {
  await t.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const forgot = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/users/forgot-password',
    payload: { email },
    headers: from(ip),
  });
const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/users/login',
    payload: { email, password },
    headers: from(ip),
  });
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const codeFrom = (text: string) => /Código: (\d{6})/.exec(text)![1]!;

describe('forgot-password limits', () => {
  it("the owner's request is answered while an attacker hammers the account from another address", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 2; i += 1)
      expect((await forgot(user.email, '203.0.113.20')).statusCode).toBe(202);
    const attacker = await forgot(user.email, '203.0.113.20');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await forgot(user.email, '198.51.100.7');
    expect(owner.statusCode).toBe(202);
    expect(json(owner)).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    // Mail-bombing is bounded: one code per spacing, and it is in the owner's inbox.
    await t.app.deps.jobs.settle();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('an unknown e-mail gets the same answers, in the same order', async () => {
    const user = await createUser(t.db);
    const answers = async (email: string, ip: string) => {
      const seen = [];
      for (let i = 0; i < 3; i += 1) {
        const r = await forgot(email, ip);
        seen.push([r.statusCode, r.body]);
      }
      return seen;
    };
    expect(await answers('ninguem.mais@lugar.test', '203.0.113.30')).toEqual(
      await answers(user.email, '203.0.113.31'),
    );
  });

  it('per address across accounts', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await forgot(`pessoa${i}@lugar.test`, '192.0.2.60')).statusCode).toBe(202);
    expect((await forgot('mais.uma@lugar.test', '192.0.2.60')).statusCode).toBe(429);
    expect((await forgot('mais.uma@lugar.test', '192.0.2.61')).statusCode).toBe(202);
  });

  it("a successful reset clears the account's login counters, at every address", async () => {
    const user = await createUser(t.db);
    // One address locked, and the account slowed down by failures from others.
    for (let i = 0; i < 3; i += 1) await login(user.email, 'Errada#12345', '203.0.113.40');
    expect((await login(user.email, 'Errada#12345', '203.0.113.40')).statusCode).toBe(429);
    await login(user.email, 'Errada#12345', '203.0.113.41');
    await slowdownEndsIn(t.db, user.email, 60);
    expect((await login(user.email, 'Errada#12345', '203.0.113.42')).statusCode).toBe(429);

    expect((await forgot(user.email, '198.51.100.8')).statusCode).toBe(202);
    await t.app.deps.jobs.settle();
    const code = codeFrom(mailsTo(user.email).at(-1)!.text);
    const password = 'Nova-Senha#Forte9';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/users/reset-password',
      payload: { username: user.email, code, password },
      headers: from('198.51.100.8'),
    });
    expect(reset.statusCode).toBe(200);

    expect((await login(user.email, 'Errada#12345', '203.0.113.40')).statusCode).toBe(401);
    expect((await login(user.email, password, '203.0.113.43')).statusCode).toBe(200);
  });
});
