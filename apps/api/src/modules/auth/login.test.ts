import { decodeJwt } from 'jose';
import { activities, companies, eq, users } from '@lince/db';
import { createCompany, createUser } from '@lince/db/testing/index';
import { NewPasswordChallengeSchema, SessionUserSchema } from '@lince/contracts';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, login, type TestApp } from '../../testing/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (
  payload: string | object,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => t.app.inject({ method: 'POST', url: '/v1/users/login', headers, payload });

describe('POST /v1/users/login', () => {
  it('answers the session user with a JWT access token and an opaque refresh token', async () => {
    const company = await createCompany(t.db, { name: 'Alfa Auditoria' });
    const user = await createUser(t.db, {
      companyId: company.id,
      role: 'ADMIN',
      email: 'maria@alfa.test',
      name: 'Maria Alfa',
    });
    const response = await login(t.app, 'Maria@Alfa.test', user.password);
    expect(response.statusCode).toBe(200);
    const body = SessionUserSchema.strict().parse(json(response));
    expect(body).toMatchObject({
      _id: user.id,
      name: 'Maria Alfa',
      email: 'maria@alfa.test',
      cpf: null,
      avatar: null,
      role: 'ADMIN',
      company: { _id: company.id, name: 'Alfa Auditoria', cnpj: company.cnpj },
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    const claims = decodeJwt(body.AccessToken);
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'lince-api',
      iss: 'lince',
      token_use: 'access',
    });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(body.RefreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
    const log = await t.db.select().from(activities).where(eq(activities.userId, user.id));
    expect(log.map((a) => a.action)).toContain('LOGIN');
  });

  it('answers one identical 401 for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(t.db);
    const unknown = await login(t.app, 'ninguem@lugar.test', user.password);
    const wrong = await login(t.app, user.email, 'Senha-errada#1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(json(unknown)).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' },
    });
    const log = await t.db.select().from(activities).where(eq(activities.userId, user.id));
    expect(log.map((a) => a.action)).toEqual(['LOGIN_FAILED']);
  });

  it('spends the same work on an unknown e-mail: one argon2 check of a hash with the same parameters', async () => {
    const user = await createUser(t.db);
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const checkedHash = async (email: string) => {
        verify.mockClear();
        expect((await login(t.app, email, 'Senha-errada#1')).statusCode).toBe(401);
        expect(verify).toHaveBeenCalledTimes(1);
        return verify.mock.calls[0]![0];
      };
      const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
      const known = await checkedHash(user.email);
      const unknown = await checkedHash('ninguem@lugar.test');
      expect(unknown).not.toBe(known);
      expect(parameters(unknown)).toBe(parameters(known));
      expect(parameters(known)).toBe('argon2id$v=19$m=19456,p=1,t=2');
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses a deactivated user or company with 403, only after a correct password', async () => {
    const inactive = await createUser(t.db, { active: false });
    expect((await login(t.app, inactive.email, 'Senha-errada#1')).statusCode).toBe(401);
    const response = await login(t.app, inactive.email, inactive.password);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      error: {
        code: 'ACCOUNT_DISABLED',
        message: 'Sua conta está desativada. Fale com o administrador da sua empresa.',
      },
    });

    const company = await createCompany(t.db);
    const member = await createUser(t.db, { companyId: company.id });
    await t.db.update(companies).set({ active: false }).where(eq(companies.id, company.id));
    expect((await login(t.app, member.email, member.password)).statusCode).toBe(403);
  });

  it('answers a NEW_PASSWORD_REQUIRED challenge for a temporary password', async () => {
    const user = await createUser(t.db, { mustChangePassword: true });
    const response = await login(t.app, user.email, user.password);
    expect(response.statusCode).toBe(200);
    const body = NewPasswordChallengeSchema.strict().parse(json(response));
    expect(body.username).toBe(user.email);
    const claims = decodeJwt(body.session);
    expect(claims).toMatchObject({ sub: user.id, token_use: 'new_password', aud: 'lince-api' });
    expect(claims.exp! - claims.iat!).toBe(600);
  });

  describe('bad input answers 4xx with the error format, never 5xx', () => {
    it('malformed JSON → 400', async () => {
      const response = await post('{"email": "a@b.test", "password": ');
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        error: { code: 'MALFORMED_JSON', message: 'O corpo da requisição não é um JSON válido.' },
      });
    });

    it('prototype poisoning → 400', async () => {
      const response = await post('{"email":"a@b.test","password":"x","__proto__":{"admin":true}}');
      expect(response.statusCode).toBe(400);
    });

    it('wrong types → 400 VALIDATION_ERROR with details', async () => {
      const response = await post({ email: 42, password: ['x'] });
      expect(response.statusCode).toBe(400);
      const body = json<{ error: { code: string; details: { path: string; message: string }[] } }>(
        response,
      );
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.details.map((d) => d.path).sort()).toEqual(['email', 'password']);
    });

    it('unknown fields → 400 VALIDATION_ERROR naming the field', async () => {
      const response = await post({ email: 'a@b.test', password: 'x', role: 'LINCE_ADMIN' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Dados inválidos.',
          details: [{ path: 'role' }],
        },
      });
    });

    it('an invalid e-mail and a missing body → 400', async () => {
      expect((await post({ email: 'não é e-mail', password: 'x' })).statusCode).toBe(400);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/v1/users/login',
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.statusCode).toBe(400);
      expect(json(empty)).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    });

    it('a body over 1 MiB → 413', async () => {
      const response = await post({ email: 'a@b.test', password: 'x'.repeat(1_100_000) });
      expect(response.statusCode).toBe(413);
      expect(json(response)).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'O corpo da requisição é grande demais.' },
      });
    });

    it('another content type → 415', async () => {
      const response = await post('email=a@b.test', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.statusCode).toBe(415);
      expect(json(response)).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    });

    it('a password over 128 characters → 400', async () => {
      expect((await post({ email: 'a@b.test', password: 'x'.repeat(129) })).statusCode).toBe(400);
    });
  });
});
