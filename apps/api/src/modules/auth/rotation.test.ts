import type { RenewResponse, SessionUser } from '@lince/contracts';
import { activities, and, eq, sessions } from '@lince/db';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  login,
  loggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { statementsOf } from '../../testing/statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const renew = (refreshToken: string) =>
  t.app.inject({ method: 'GET', url: '/v1/users/auth', headers: { RefreshToken: refreshToken } });
const me = (session: Pick<SessionUser, '_id' | 'AccessToken'>) =>
  t.app.inject({ method: 'GET', url: '/v1/users/me', headers: authHeaders(session) });
const sessionIdOf = (accessToken: string) => decodeJwt(accessToken).sid as string;

describe('refresh token rotation (GET /v1/users/auth)', () => {
  it('each renewal answers a new pair; the next renewal takes the new refresh token', async () => {
    const { session } = await loggedInUser(t);
    const first = json<RenewResponse>(await renew(session.RefreshToken));
    const second = await renew(first.RefreshToken);
    expect(second.statusCode).toBe(200);
    const pair = json<RenewResponse>(second);
    expect(new Set([session.RefreshToken, first.RefreshToken, pair.RefreshToken]).size).toBe(3);
    expect(sessionIdOf(pair.AccessToken)).toBe(sessionIdOf(session.AccessToken));
    expect((await me({ ...session, AccessToken: pair.AccessToken })).statusCode).toBe(200);
  });

  it('the token just rotated, presented again within the grace, answers the same pair', async () => {
    const { session } = await loggedInUser(t);
    const first = await renew(session.RefreshToken);
    const again = await renew(session.RefreshToken);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(first));
    expect((await me(session)).statusCode).toBe(200);
  });

  it('after the grace, a rotated token ends the whole session (reuse detection): its access tokens and its new refresh token too, audited', async () => {
    const { user, session } = await loggedInUser(t);
    const other = json<SessionUser>(await login(t.app, user.email, user.password));
    const pair = json<RenewResponse>(await renew(session.RefreshToken));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (t.config.refreshGraceSeconds + 1) * 1000);
    expect((await renew(session.RefreshToken)).statusCode).toBe(401);
    expect((await me(session)).statusCode).toBe(401);
    expect((await me({ ...session, AccessToken: pair.AccessToken })).statusCode).toBe(401);
    expect((await renew(pair.RefreshToken)).statusCode).toBe(401);
    // The user's other session is not the one replayed: it goes on.
    expect((await me(other)).statusCode).toBe(200);
    const sid = sessionIdOf(session.AccessToken);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row!.revokedAt).not.toBeNull();
    const log = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, user.id), eq(activities.action, 'SESSION_REUSE_DETECTED')));
    expect(log).toHaveLength(1);
    expect(log[0]!).toMatchObject({ targetType: 'session', targetId: sid });
    expect(log[0]!.summary).toMatchObject({ sessionRevoked: true });
    expect(JSON.stringify(log[0]!.summary)).not.toContain(session.RefreshToken);
  });

  it('concurrent renewals with the same token all succeed with one and the same pair', async () => {
    const { session } = await loggedInUser(t);
    const answers = await Promise.all(Array.from({ length: 4 }, () => renew(session.RefreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const pairs = answers.map((a) => json<RenewResponse>(a));
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    // One rotation: the session holds the first token and one successor.
    const renewed = await renew(pairs[0]!.RefreshToken);
    expect(renewed.statusCode).toBe(200);
    expect(
      (await me({ ...session, AccessToken: json<RenewResponse>(renewed).AccessToken })).statusCode,
    ).toBe(200);
  });

  it('a renewal for a revoked session answers 401 without a reuse entry', async () => {
    const { user, session } = await loggedInUser(t);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, sessionIdOf(session.AccessToken)));
    expect((await renew(session.RefreshToken)).statusCode).toBe(401);
    const log = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, user.id), eq(activities.action, 'SESSION_REUSE_DETECTED')));
    expect(log).toHaveLength(0);
  });
});

describe('the per-request session check', () => {
  it('is one statement per request: the session, user and company looked up together by primary key', async () => {
    const { session } = await loggedInUser(t);
    await me(session);
    const sent = await statementsOf(t.db, () => me(session));
    const touchingSessions = sent.filter((text) => /"sessions"/.test(text));
    expect(touchingSessions).toHaveLength(1);
    expect(touchingSessions[0]).toMatch(/"users"/);
    expect(touchingSessions[0]).toMatch(/"companies"/);
    expect(touchingSessions[0]).toMatch(/"revoked_at" is null/);
    // GET /users/me reads the user's profile once more; nothing else touches the tables.
    expect(sent.length).toBeLessThanOrEqual(2);
  });
});
