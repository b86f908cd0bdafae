import { activities, and, eq, sessions, users } from '@lince/db';
import { createUser } from '@lince/db/testing/index';
import type { SessionUser } from '@lince/contracts';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  login,
  loggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { jpegOf, pngOf, sizeOf } from '../../testing/images.ts';
import { expiredAuthHeaders, filesUnder, multipartFile } from '../../testing/uploads.ts';
import { decodeJwt } from 'jose';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  t = await createTestApp();
  filesDir = path.join(t.config.dataDir, 'files');
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string; details?: { path: string }[] } };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const patchMe = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/v1/users/me', headers, payload: payload as object });
const changePassword = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/users/me/password',
    headers,
    payload: payload as object,
  });
const putAvatar = (headers: Record<string, string>, body: ReturnType<typeof multipartFile>) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/users/me/avatar',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
const getPath = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers });

async function activitiesOf(userId: string, action: string) {
  return t.db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.action, action)));
}

describe('PATCH /v1/users/me', () => {
  it('changes name and CPF (stored as digits), recorded in the audit trail; company and role stay', async () => {
    const { user, session } = await loggedInUser(t, { role: 'ADMIN' });
    const response = await patchMe(authHeaders(session), {
      name: '  Maria da Silva ',
      cpf: '529.982.247-25',
    });
    expect(response.statusCode).toBe(200);
    const me = json<SessionUser>(response);
    expect(me).toMatchObject({
      name: 'Maria da Silva',
      cpf: '52998224725',
      role: 'ADMIN',
      company: session.company,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Maria da Silva', cpf: '52998224725', role: 'ADMIN' });
    const [entry] = await activitiesOf(user.id, 'PROFILE_UPDATED');
    expect(entry).toMatchObject({ companyId: user.companyId, targetId: user.id });
    expect(entry!.summary).toEqual({
      before: { name: 'Usuária de Teste', cpf: null },
      after: { name: 'Maria da Silva', cpf: '52998224725' },
    });
    // Clearing the CPF.
    expect(json<SessionUser>(await patchMe(authHeaders(session), { cpf: '' })).cpf).toBeNull();
  });

  it('400 for a bad CPF, a short name, wrong types, unknown fields (role, company) or nothing to change', async () => {
    const { session } = await loggedInUser(t);
    const cases: unknown[] = [
      { cpf: '111.111.111-11' },
      { cpf: '123' },
      { name: 'A' },
      { name: 5 },
      { cpf: 52998224725 },
      { role: 'LINCE_ADMIN' },
      { name: 'Outro Nome', companyId: 'x' },
      {},
    ];
    for (const payload of cases) {
      const response = await patchMe(authHeaders(session), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<ErrorBody>(response).error.code).toBe('VALIDATION_ERROR');
    }
    const me = json<SessionUser>(await getPath(authHeaders(session), '/v1/users/me'));
    expect(me).toMatchObject({ name: 'Usuária de Teste', role: 'DEFAULT', cpf: null });
  });

  it('401 without a session or with an expired token', async () => {
    const { session } = await loggedInUser(t);
    expect((await patchMe({}, { name: 'Sem Sessão' })).statusCode).toBe(401);
    expect(
      (await patchMe(await expiredAuthHeaders(session._id), { name: 'Expirada' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /v1/users/me/password', () => {
  it('changes the password with the current one and revokes the other sessions only', async () => {
    const { user, session } = await loggedInUser(t);
    const other = json<SessionUser>(await login(t.app, user.email, user.password));
    const response = await changePassword(authHeaders(session), {
      currentPassword: user.password,
      newPassword: 'Girassol-Azul#2027',
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const sessionOf = (s: SessionUser) => rows.find((r) => r.id === decodeJwt(s.AccessToken).sid)!;
    expect(sessionOf(session).revokedAt).toBeNull();
    expect(sessionOf(other).revokedAt).not.toBeNull();
    // The other session's access token is refused at once; the caller's still works.
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: authHeaders(other) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: authHeaders(session) }))
        .statusCode,
    ).toBe(200);
    const renewOther = await t.app.inject({
      method: 'GET',
      url: '/v1/users/auth',
      headers: { RefreshToken: other.RefreshToken },
    });
    expect(renewOther.statusCode).toBe(401);
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'Girassol-Azul#2027')).statusCode).toBe(200);
    const [entry] = await activitiesOf(user.id, 'PASSWORD_CHANGED');
    expect(entry!.summary).toMatchObject({ via: 'profile', otherSessionsRevoked: 1 });
    expect(JSON.stringify(entry!.summary)).not.toContain('Girassol');
  });

  it('400 (never 401) for a wrong current password; the password stays', async () => {
    const { user, session } = await loggedInUser(t);
    const response = await changePassword(authHeaders(session), {
      currentPassword: 'errada-errada',
      newPassword: 'Girassol-Azul#2027',
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'A senha atual está incorreta.',
    });
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('400 for a weak, short, unchanged or missing new password and for unknown fields', async () => {
    const { user, session } = await loggedInUser(t);
    const weak = await changePassword(authHeaders(session), {
      currentPassword: user.password,
      newPassword: 'senha123',
    });
    expect(weak.statusCode).toBe(400);
    expect(json<ErrorBody>(weak).error.code).toBe('WEAK_PASSWORD');
    for (const payload of [
      { currentPassword: user.password, newPassword: 'curta' },
      { currentPassword: user.password, newPassword: user.password },
      { currentPassword: user.password },
      { currentPassword: user.password, newPassword: 'Girassol-Azul#2027', userId: 'x' },
    ]) {
      expect((await changePassword(authHeaders(session), payload)).statusCode).toBe(400);
    }
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('429 after too many wrong current passwords (LOGIN_MAX_PER_ACCOUNT per user)', async () => {
    const limited = await createTestApp({ LOGIN_MAX_PER_ACCOUNT: '2' });
    try {
      const { user, session } = await loggedInUser(limited);
      const attempt = (currentPassword: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/users/me/password',
          headers: authHeaders(session),
          payload: { currentPassword, newPassword: 'Girassol-Azul#2027' },
        });
      expect((await attempt('errada-1')).statusCode).toBe(400);
      expect((await attempt('errada-2')).statusCode).toBe(400);
      const blocked = await attempt(user.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('401 without a session', async () => {
    expect(
      (await changePassword({}, { currentPassword: 'x', newPassword: 'Girassol-Azul#2027' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('PUT/DELETE /v1/users/me/avatar and GET /v1/users/{id}/avatar', () => {
  it('stores a PNG as a centred square, serves it inline with nosniff, replaces and removes it', async () => {
    const { user, session } = await loggedInUser(t);
    const before = filesUnder(filesDir).length;
    const response = await putAvatar(authHeaders(session), multipartFile(await pngOf(300, 200)));
    expect(response.statusCode).toBe(200);
    const me = json<SessionUser>(response);
    expect(me.avatar).toMatch(new RegExp(`^/v1/users/${user.id}/avatar\\?v=[0-9a-f-]{36}\\.png$`));
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.avatar).toBe(me.avatar);
    expect(filesUnder(filesDir).length).toBe(before + 1);

    const image = await getPath(authHeaders(session), me.avatar!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toBe('inline; filename="foto.png"');
    expect(await sizeOf(image.rawPayload)).toEqual({ width: 200, height: 200 });
    expect(await activitiesOf(user.id, 'AVATAR_UPDATED')).toHaveLength(1);

    // A JPEG replaces it; the old file is deleted; large images are reduced to 512 × 512.
    const jpeg = json<SessionUser>(
      await putAvatar(
        authHeaders(session),
        multipartFile(await jpegOf(700, 900), { filename: 'eu.jpg', contentType: 'image/jpeg' }),
      ),
    );
    expect(jpeg.avatar).toMatch(/\.jpg$/);
    expect(filesUnder(filesDir).length).toBe(before + 1);
    const served = await getPath(authHeaders(session), jpeg.avatar!);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sizeOf(served.rawPayload)).toEqual({ width: 512, height: 512 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me/avatar',
      headers: authHeaders(session),
    });
    expect(removed.statusCode).toBe(200);
    expect(json<SessionUser>(removed).avatar).toBeNull();
    expect(filesUnder(filesDir).length).toBe(before);
    expect((await getPath(authHeaders(session), jpeg.avatar!)).statusCode).toBe(404);
    expect(await activitiesOf(user.id, 'AVATAR_REMOVED')).toHaveLength(1);
  });

  it('415 for a text file named .png or an undecodable PNG, 413 over 2 MB, 415 for a JSON body, 400 without the file field — nothing kept', async () => {
    const { user, session } = await loggedInUser(t);
    const before = filesUnder(filesDir).length;
    const fake = await putAvatar(
      authHeaders(session),
      multipartFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(3))),
    );
    expect(fake.statusCode).toBe(415);
    expect(json<ErrorBody>(fake).error.message).toBe(
      'Tipo de arquivo não aceito. Envie um arquivo PNG ou JPEG.',
    );
    const gif = await putAvatar(
      authHeaders(session),
      multipartFile(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')),
    );
    expect(gif.statusCode).toBe(415);
    const big = await putAvatar(
      authHeaders(session),
      multipartFile(Buffer.concat([PNG_SIGNATURE, randomBytes(2 * 1024 * 1024)])),
    );
    expect(big.statusCode).toBe(413);
    expect(json<ErrorBody>(big).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'O arquivo passa do limite de 2 MB.',
    });
    const broken = await putAvatar(
      authHeaders(session),
      multipartFile(Buffer.concat([PNG_SIGNATURE, randomBytes(500)])),
    );
    expect(broken.statusCode).toBe(415);
    const asJson = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/me/avatar',
      headers: authHeaders(session),
      payload: { file: 'x' },
    });
    expect(asJson.statusCode).toBe(415);
    const wrongField = await putAvatar(
      authHeaders(session),
      multipartFile(await pngOf(10, 10), { field: 'foto' }),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(filesUnder(filesDir).length).toBe(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.avatar).toBeNull();
  });

  it('serves an avatar to the same company and to LINCE roles; to another company the 404 of an unknown id', async () => {
    const { user, session } = await loggedInUser(t);
    const me = json<SessionUser>(
      await putAvatar(authHeaders(session), multipartFile(await pngOf(40, 40))),
    );
    const colleague = await loggedInUser(t, { companyId: user.companyId });
    const stranger = await loggedInUser(t, { role: 'ADMIN' });
    const provider = await loggedInUser(t, { role: 'LINCE_DEFAULT' });
    const url = `/v1/users/${user.id}/avatar`;
    expect((await getPath(authHeaders(colleague.session), url)).statusCode).toBe(200);
    expect((await getPath(authHeaders(provider.session), me.avatar!)).statusCode).toBe(200);
    // Another company's user, an unknown id and a user without a photo: one same answer.
    const denied = await getPath(authHeaders(stranger.session), url);
    expect(denied.statusCode).toBe(404);
    expect(json<ErrorBody>(denied).error).toEqual({
      code: 'NOT_FOUND',
      message: 'Foto não encontrada.',
    });
    const unknown = await getPath(authHeaders(stranger.session), '/v1/users/nao-existe/avatar');
    expect([unknown.statusCode, unknown.body]).toEqual([404, denied.body]);
    const noAvatar = await createUser(t.db, { companyId: user.companyId });
    const none = await getPath(authHeaders(colleague.session), `/v1/users/${noAvatar.id}/avatar`);
    expect([none.statusCode, none.body]).toEqual([404, denied.body]);
    expect((await getPath({}, url)).statusCode).toBe(401);
    expect((await getPath(await expiredAuthHeaders(user.id), url)).statusCode).toBe(401);
  });

  it('401 on upload and removal without a session', async () => {
    expect((await putAvatar({}, multipartFile(await pngOf(10, 10)))).statusCode).toBe(401);
    const removal = await t.app.inject({ method: 'DELETE', url: '/v1/users/me/avatar' });
    expect(removal.statusCode).toBe(401);
  });

  it('an upload interrupted mid-stream changes no row and leaves no file', async () => {
    const { user, session } = await loggedInUser(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = filesUnder(filesDir);
    const body = multipartFile(await pngOf(400, 400));
    const full = body.payload;
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/v1/users/me/avatar',
        headers: { ...authHeaders(session), ...body.headers, 'content-length': full.length },
      });
      request.on('error', () => resolve());
      request.on('response', () => resolve());
      request.write(full.subarray(0, Math.floor(full.length / 2)));
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 150);
    });
    // Give the server time to notice and clean up.
    for (let i = 0; i < 50 && filesUnder(filesDir).length !== before.length; i++)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    expect(filesUnder(filesDir)).toEqual(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.avatar).toBeNull();
    expect(await activitiesOf(user.id, 'AVATAR_UPDATED')).toHaveLength(0);
  });
});
