import { decodeJwt } from 'jose';
import { activities, and, eq, refreshTokens, users } from '@lince/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  loggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
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

describe('GET /v1/users/auth (renewal with the RefreshToken header)', () => {
  it('answers 200 {AccessToken} for the RefreshToken header, with no body and no bearer token', async () => {
    const { session } = await loggedInUser(t);
    const response = await renew({ RefreshToken: session.RefreshToken });
    expect(response.statusCode).toBe(200);
    const body = json<{ AccessToken: string }>(response);
    expect(Object.keys(body)).toEqual(['AccessToken']);
    const claims = decodeJwt(body.AccessToken);
    expect(claims).toMatchObject({ sub: session._id, token_use: 'access', aud: 'lince-api' });
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

  it('401 for an expired refresh token (absolute lifetime)', async () => {
    const { session } = await loggedInUser(t);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.RefreshToken)));
    expect((await renew({ RefreshToken: session.RefreshToken })).statusCode).toBe(401);
  });

  it('stores only the SHA-256 of the refresh token, with its absolute expiry', async () => {
    const { session } = await loggedInUser(t);
    const rows = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashRefreshToken(session.RefreshToken));
    expect(rows[0]!.tokenHash).not.toContain(session.RefreshToken);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 2_592_000_000)).toBeLessThan(5000);
  });

  it('401 for a deactivated user', async () => {
    const { user, session } = await loggedInUser(t);
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await renew({ RefreshToken: session.RefreshToken })).statusCode).toBe(401);
  });
});

describe('POST /v1/users/logout', () => {
  it('revokes the refresh token sent in the RefreshToken header (204), then renewal is 401', async () => {
    const { session } = await loggedInUser(t);
    const response = await logout({ ...authHeaders(session), RefreshToken: session.RefreshToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(json(await renew({ RefreshToken: session.RefreshToken }))).toEqual(UNAUTHORIZED);
    const log = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, session._id), eq(activities.action, 'LOGOUT')));
    expect(log[0]!.summary).toEqual({ refreshTokenRevoked: true });
  });

  it('revokes the refresh token sent in the body', async () => {
    const { session } = await loggedInUser(t);
    expect(
      (await logout(authHeaders(session), { RefreshToken: session.RefreshToken })).statusCode,
    ).toBe(204);
    expect((await renew({ RefreshToken: session.RefreshToken })).statusCode).toBe(401);
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
