import { SignJWT, base64url } from 'jose';
import { companies, eq, users } from '@lince/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  loggedInUser,
  TEST_JWT_SECRET,
  type TestApp,
} from '../testing/helpers.ts';
import { createTokenSigner } from '../lib/tokens.ts';

let t: TestApp;
let session: Awaited<ReturnType<typeof loggedInUser>>['session'];
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ session } = await loggedInUser(t, { role: 'DEFAULT', cpf: '52998224725' }));
  userId = session._id;
});
afterAll(async () => {
  await t.close();
});

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v1/users/me', headers });
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const UNAUTHORIZED = { error: { code: 'UNAUTHORIZED', message: 'Sessão inválida ou expirada.' } };

function token(
  claims: Record<string, unknown>,
  options: { alg?: string; exp?: number; aud?: string; iss?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_use: 'access', ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(userId)
    .setIssuer(options.iss ?? 'lince')
    .setAudience(options.aud ?? 'lince-api')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 60)
    .sign(key);
}

async function expect401(headers: Record<string, string>) {
  const response = await me(headers);
  expect(response.statusCode).toBe(401);
  expect(json(response)).toEqual(UNAUTHORIZED);
  expect(response.headers['www-authenticate']).toBe('Bearer');
}

describe('authentication of protected routes (GET /v1/users/me)', () => {
  it('answers the session user without tokens', async () => {
    const response = await me(authHeaders(session));
    expect(response.statusCode).toBe(200);
    const { AccessToken: _a, RefreshToken: _r, ...expected } = session;
    expect(json(response)).toEqual(expected);
    expect(json<{ cpf: string }>(response).cpf).toBe('52998224725');
  });

  it('401 without the Authorization header, without the user header, or with another scheme', async () => {
    await expect401({ user: userId });
    await expect401({ authorization: `Bearer ${session.AccessToken}` });
    await expect401({ authorization: `Basic ${session.AccessToken}`, user: userId });
    await expect401({ authorization: 'Bearer não-é-jwt', user: userId });
  });

  it('401 when the user header is not the subject of the token', async () => {
    const other = await loggedInUser(t);
    await expect401({ authorization: `Bearer ${session.AccessToken}`, user: other.session._id });
  });

  it('401 for an expired access token', async () => {
    const expired = await token({}, { exp: Math.floor(Date.now() / 1000) - 1 });
    await expect401({ authorization: `Bearer ${expired}`, user: userId });
  });

  it('401 for a tampered token (payload changed, signature kept)', async () => {
    const [header, payload, signature] = session.AccessToken.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!)));
    const forged = base64url.encode(JSON.stringify({ ...claims, exp: claims.exp + 3600 }));
    await expect401({ authorization: `Bearer ${header}.${forged}.${signature}`, user: userId });
  });

  it('401 for a token signed with another secret', async () => {
    const other = await createTokenSigner('outro-segredo-com-mais-de-32-caracteres!!').sign(
      userId,
      'access',
      60,
    );
    await expect401({ authorization: `Bearer ${other}`, user: userId });
  });

  it('401 for a wrong audience, issuer or token type (the challenge session is not an access token)', async () => {
    await expect401({
      authorization: `Bearer ${await token({}, { aud: 'outra-api' })}`,
      user: userId,
    });
    await expect401({ authorization: `Bearer ${await token({}, { iss: 'outro' })}`, user: userId });
    await expect401({
      authorization: `Bearer ${await token({ token_use: 'new_password' })}`,
      user: userId,
    });
    await expect401({
      authorization: `Bearer ${await token({ token_use: undefined })}`,
      user: userId,
    });
  });

  it('401 for alg "none" and for an algorithm outside the allow-list (HS512)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const enc = (o: object) => base64url.encode(JSON.stringify(o));
    const unsigned = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: userId, aud: 'lince-api', iss: 'lince', token_use: 'access', iat: now, exp: now + 60 })}.`;
    await expect401({ authorization: `Bearer ${unsigned}`, user: userId });
    await expect401({ authorization: `Bearer ${await token({}, { alg: 'HS512' })}`, user: userId });
  });

  it('401 at once when the user or the company is deactivated (the database is read on every request)', async () => {
    const a = await loggedInUser(t);
    expect((await me(authHeaders(a.session))).statusCode).toBe(200);
    await t.db.update(users).set({ active: false }).where(eq(users.id, a.user.id));
    await expect401(authHeaders(a.session));

    const b = await loggedInUser(t);
    await t.db.update(companies).set({ active: false }).where(eq(companies.id, b.user.companyId));
    await expect401(authHeaders(b.session));
  });

  it('authenticates before reading the body: a protected route with a bad body and no token is 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(response.statusCode).toBe(401);
  });
});
