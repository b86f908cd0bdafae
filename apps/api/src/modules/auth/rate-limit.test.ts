import { createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../testing/helpers.ts';
import { slowdownEndsIn as endSlowdownIn } from '../../testing/rate-limits.ts';

// Behind a proxy (TRUST_PROXY): the client's address is the one in X-Forwarded-For.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: 'true',
    LOGIN_MAX_PER_ACCOUNT: '3',
    LOGIN_MAX_PER_IP: '6',
    LOGIN_SLOWDOWN_AFTER: '4',
    LOGIN_SLOWDOWN_MAX_SECONDS: '8',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(async () => {
  await t.close();
});

const WRONG = 'Errada#12345';
const LOCKED = {
  error: {
    code: 'RATE_LIMITED',
    message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  },
};
const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/users/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

const slowdownEndsIn = (email: string, seconds: number) => endSlowdownIn(t.db, email, seconds);
const slotEnds = (email: string) => slowdownEndsIn(email, -1);

describe('login: failures counted per account and address', () => {
  it('a burst from one address locks that address only; the owner logs in from another', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i += 1)
      expect((await login(user.email, WRONG, '203.0.113.7')).statusCode).toBe(401);
    const locked = await login(user.email, user.password, '203.0.113.7');
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toEqual(LOCKED);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);

    expect((await login(user.email, user.password, '198.51.100.1')).statusCode).toBe(200);
    // The owner's login does not free the attacker's address.
    expect((await login(user.email, WRONG, '203.0.113.7')).statusCode).toBe(429);
  });

  it('an unknown e-mail is counted and answered exactly like a registered one', async () => {
    const user = await createUser(t.db);
    const answers = async (email: string, ip: string) => {
      const seen = [];
      for (let i = 0; i < 4; i += 1) {
        const r = await login(email, WRONG, ip);
        seen.push([r.statusCode, r.body, r.headers['retry-after'] !== undefined]);
      }
      return seen;
    };
    expect(await answers('ninguem.aqui@lugar.test', '203.0.113.8')).toEqual(
      await answers(user.email, '203.0.113.9'),
    );
  });

  it('a successful login clears the failures of its own address', async () => {
    const user = await createUser(t.db);
    await login(user.email, WRONG, '192.0.2.1');
    await login(user.email, WRONG, '192.0.2.1');
    expect((await login(user.email, user.password, '192.0.2.1')).statusCode).toBe(200);
    await login(user.email, WRONG, '192.0.2.1');
    await login(user.email, WRONG, '192.0.2.1');
    expect((await login(user.email, user.password, '192.0.2.1')).statusCode).toBe(200);
  });

  it('per address across accounts, as before', async () => {
    for (let i = 0; i < 6; i += 1)
      expect((await login(`alvo${i}@lugar.test`, WRONG, '192.0.2.50')).statusCode).toBe(401);
    const limited = await login('outro@lugar.test', WRONG, '192.0.2.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login('outro@lugar.test', WRONG, '192.0.2.51')).statusCode).toBe(401);
  });
});

describe('login: across addresses the account slows down, never locks', () => {
  it('past the threshold each failure doubles the wait, up to the bound; the owner then gets in', async () => {
    const user = await createUser(t.db);
    let ip = 0;
    const nextAddress = () => `100.64.0.${(ip += 1)}`;
    for (let i = 0; i < 4; i += 1)
      expect((await login(user.email, WRONG, nextAddress())).statusCode).toBe(401);

    // From the 4th failure on, the next attempt (from any address) waits 1 s, 2 s, 4 s, then 8 s.
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const slowed = await login(user.email, WRONG, nextAddress());
      expect(slowed.statusCode).toBe(429);
      const wait = Number(slowed.headers['retry-after']);
      expect(json(slowed)).toEqual({
        error: {
          code: 'RATE_LIMITED',
          message: `Muitas tentativas. Aguarde ${wait} ${wait === 1 ? 'segundo' : 'segundos'} e tente novamente.`,
        },
      });
      waits.push(wait);
      await slotEnds(user.email);
      expect((await login(user.email, WRONG, nextAddress())).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);

    // The owner, at an address of their own, waits at most the bound, then logs in.
    const owner = '198.51.100.20';
    const waiting = await login(user.email, user.password, owner);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(8);
    await slotEnds(user.email);
    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
    // Success clears the account's failures: no more slowdown.
    expect((await login(user.email, WRONG, nextAddress())).statusCode).toBe(401);
    expect((await login(user.email, WRONG, nextAddress())).statusCode).toBe(401);
  });

  it('waiting for the account costs the address no attempt of its own', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i += 1) await login(user.email, WRONG, `100.65.0.${i}`);
    await slowdownEndsIn(user.email, 60);
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.email, user.password, '198.51.100.30')).statusCode).toBe(429);
    await slotEnds(user.email);
    expect((await login(user.email, user.password, '198.51.100.30')).statusCode).toBe(200);
  });

  it('an address where the owner logged in lately is not slowed down', async () => {
    const user = await createUser(t.db);
    expect((await login(user.email, user.password, '198.51.100.40')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await login(user.email, WRONG, `100.66.0.${i}`);
    await slowdownEndsIn(user.email, 60);
    expect((await login(user.email, WRONG, '100.66.1.1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '198.51.100.40')).statusCode).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  it('X-Forwarded-For is ignored: every attempt counts on the connecting address', async () => {
    const direct = await createTestApp({ LOGIN_MAX_PER_ACCOUNT: '3' });
    try {
      const user = await createUser(direct.db);
      const attempt = (password: string, forwardedFor: string) =>
        direct.app.inject({
          method: 'POST',
          url: '/v1/users/login',
          payload: { email: user.email, password },
          headers: { 'x-forwarded-for': forwardedFor },
          remoteAddress: '10.9.9.9',
        });
      for (let i = 0; i < 3; i += 1)
        expect((await attempt(WRONG, `203.0.113.${100 + i}`)).statusCode).toBe(401);
      expect((await attempt(user.password, '198.51.100.99')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
