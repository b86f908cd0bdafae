import type { SessionUser } from '@lince/contracts';
import { decodeJwt } from 'jose';
import { activities, and, eq, refreshTokens, sessions, users } from '@lince/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  login,
  loggedInUser,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../testing/helpers.ts';
import { createTokenSigner } from '../../lib/tokens.ts';
import { hashRefreshToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '120' });
});
afterAll(async () => {
  await t.close();
});

const renew = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v1/users/auth', headers });
const logout = (headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/users/logout',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
const UNAUTHORIZED = { error: { code: 'UNAUTHORIZED', message: 'Sessão inválida ou expirada.' } };
const me = (session: { _id: string; AccessToken: string }) =>
  t.app.inject({ method: 'GET', url: '/v1/users/me', headers: authHeaders(session) });
const sessionIdOf = (accessToken: string) => decodeJwt(accessToken).sid as string;

describe('GET /v1/users/auth (renewal with the RefreshToken header)', () => {
  it('answers 200 {AccessToken, RefreshToken} (a new pair, same session) for the RefreshToken header, with no body and no bearer token', async () => {
    const { session } = await loggedInUser(t);
    const response = await renew({ RefreshToken: session.RefreshToken });
    expect(response.statusCode).toBe(200);
    const body = json<{ AccessToken: string; RefreshToken: string }>(response);
    expect(Object.keys(body)).toEqual(['AccessToken', 'RefreshToken']);
    expect(body.RefreshToken).not.toBe(session.RefreshToken);
    expect(body.RefreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(body.AccessToken);
    expect(claims).toMatchObject({
      sub: session._id,
      sid: sessionIdOf(session.AccessToken),
      token_use: 'access',
      aud: 'lince-api',
    });
    expect(claims.exp! - claims.iat!).toBe(120);
    expect(response.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: authHeaders({ ...session, AccessToken: body.AccessToken }),
    });
    expect(me.statusCode).toBe(200);
  });

  it('401 without the header or with an unknown token', async () => {
    expect(json(await renew({}))).toEqual(UNAUTHORIZED);
    expect((await renew({})).statusCode).toBe(401);
    expect((await renew({ RefreshToken: 'desconhecido' })).statusCode).toBe(401);
  });

  it('401 for a session past its absolute lifetime, for renewal and for its access tokens', async () => {
    const { session } = await loggedInUser(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(session.AccessToken)));
    expect((await renew({ RefreshToken: session.RefreshToken })).statusCode).toBe(401);
    expect((await me(session)).statusCode).toBe(401);
  });

  it('stores only the SHA-256 of the refresh token, in a session with its absolute expiry', async () => {
    const { session } = await loggedInUser(t);
    const rows = await t.db
      .select()
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(sessions.userId, session._id));
    expect(rows).toHaveLength(1);
    const [{ refresh_tokens: token, sessions: row }] = rows as [(typeof rows)[number]];
    expect(row.id).toBe(sessionIdOf(session.AccessToken));
    expect(token.tokenHash).toBe(hashRefreshToken(session.RefreshToken));
    expect(token.tokenHash).not.toContain(session.RefreshToken);
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - 2_592_000_000)).toBeLessThan(5000);
  });

  it('an access token without a session (no sid claim) is refused', async () => {
    const { session } = await loggedInUser(t);
    const bare = await createTokenSigner(TEST_JWT_SECRET).sign(session._id, 'access', 60);
    expect((await me({ ...session, AccessToken: bare })).statusCode).toBe(401);
  });

  it('401 for a deactivated user', async () => {
    const { user, session } = await loggedInUser(t);
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await renew({ RefreshToken: session.RefreshToken })).statusCode).toBe(401);
  });
});

describe('POST /v1/users/logout', () => {
  it("ends the caller's session (204): its access token is refused at once and its refresh token renews nothing; the user's other session goes on", async () => {
    const { user, session } = await loggedInUser(t);
    const other = json<SessionUser>(await login(t.app, user.email, user.password));
    const response = await logout({ ...authHeaders(session), RefreshToken: session.RefreshToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(json(await me(session))).toEqual(UNAUTHORIZED);
    expect(json(await renew({ RefreshToken: session.RefreshToken }))).toEqual(UNAUTHORIZED);
    expect((await me(other)).statusCode).toBe(200);
    expect((await renew({ RefreshToken: other.RefreshToken })).statusCode).toBe(200);
    const log = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, session._id), eq(activities.action, 'LOGOUT')));
    expect(log[0]!.summary).toEqual({ sessionRevoked: true });
    expect(log[0]!.targetId).toBe(sessionIdOf(session.AccessToken));
  });

  it('ends the session of the access token even without a refresh token (body or header)', async () => {
    const { session } = await loggedInUser(t);
    expect((await logout(authHeaders(session))).statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    expect((await renew({ RefreshToken: session.RefreshToken })).statusCode).toBe(401);
  });

  it("a refresh token of another session sent along is ignored: only the caller's session ends", async () => {
    const { user, session } = await loggedInUser(t);
    const other = json<SessionUser>(await login(t.app, user.email, user.password));
    expect(
      (await logout(authHeaders(session), { RefreshToken: other.RefreshToken })).statusCode,
    ).toBe(204);
    expect((await me(other)).statusCode).toBe(200);
    expect((await renew({ RefreshToken: other.RefreshToken })).statusCode).toBe(200);
  });

  it("cannot revoke another user's refresh token", async () => {
    const a = await loggedInUser(t);
    const b = await loggedInUser(t);
    expect(
      (await logout({ ...authHeaders(a.session), RefreshToken: b.session.RefreshToken }))
        .statusCode,
    ).toBe(204);
    expect((await renew({ RefreshToken: b.session.RefreshToken })).statusCode).toBe(200);
  });

  it('needs a session (401) and refuses unknown body fields (400)', async () => {
    const { session } = await loggedInUser(t);
    expect((await logout({ RefreshToken: session.RefreshToken })).statusCode).toBe(401);
    const bad = await logout(authHeaders(session), {
      RefreshToken: session.RefreshToken,
      todos: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: [{ path: 'todos' }] },
    });
  });
});
