import { SessionUserSchema, type NewPasswordChallenge } from '@lince/contracts';
import { activities, and, eq, users } from '@lince/db';
import { createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../../lib/tokens.ts';
import {
  createTestApp,
  json,
  login,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const newPassword = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/users/new-password', payload });

async function challengeFor() {
  const user = await createUser(t.db, {
    mustChangePassword: true,
    name: 'Carla Temporária',
    email: `carla.${Date.now()}@teste.test`,
  });
  const challenge = json<NewPasswordChallenge>(await login(t.app, user.email, user.password));
  expect(challenge.challenge).toBe('NEW_PASSWORD_REQUIRED');
  return { user, challenge };
}

describe('POST /v1/users/new-password (first login with a temporary password)', () => {
  it('sets the password, logs the user in and makes the next login a normal one', async () => {
    const { user, challenge } = await challengeFor();
    const response = await newPassword({
      username: user.email,
      session: challenge.session,
      password: 'Minha-Senha#Nova1',
    });
    expect(response.statusCode).toBe(200);
    const session = SessionUserSchema.strict().parse(json(response));
    expect(session._id).toBe(user.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { authorization: `Bearer ${session.AccessToken}`, user: session._id },
    });
    expect(me.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mustChangePassword).toBe(false);
    expect(json(await login(t.app, user.email, 'Minha-Senha#Nova1'))).toHaveProperty('AccessToken');
    const log = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, user.id), eq(activities.action, 'PASSWORD_CHANGED')));
    expect(log).toHaveLength(1);
  });

  it('the challenge session works once', async () => {
    const { user, challenge } = await challengeFor();
    expect(
      (
        await newPassword({
          username: user.email,
          session: challenge.session,
          password: 'Minha-Senha#Nova1',
        })
      ).statusCode,
    ).toBe(200);
    const again = await newPassword({
      username: user.email,
      session: challenge.session,
      password: 'Outra-Senha#Nova2',
    });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ error: { code: 'INVALID_CHALLENGE' } });
  });

  it("refuses an expired session, another user's name, an access token as session and a tampered one", async () => {
    const { user, challenge } = await challengeFor();
    const signer = createTokenSigner(TEST_JWT_SECRET);
    const expired = await signer.sign(user.id, 'new_password', -1);
    const access = await signer.sign(user.id, 'access', 60);
    for (const [username, session] of [
      [user.email, expired],
      ['outra@pessoa.test', challenge.session],
      [user.email, access],
      [user.email, `${challenge.session}x`],
    ] as const) {
      expect(
        (await newPassword({ username, session, password: 'Minha-Senha#Nova1' })).statusCode,
      ).toBe(400);
    }
  });

  it('refuses a weak password, one based on the name, or the temporary password itself', async () => {
    const { user, challenge } = await challengeFor();
    const attempt = async (password: string) =>
      json<{ error: { code: string; message: string } }>(
        await newPassword({ username: user.email, session: challenge.session, password }),
      );
    expect((await attempt('password123')).error.code).toBe('WEAK_PASSWORD');
    expect((await attempt('Carla2026!')).error.message).toBe(
      'A senha não pode ser baseada no seu nome ou e-mail. Escolha outra.',
    );
    expect((await attempt(user.password)).error.message).toBe(
      'A nova senha deve ser diferente da senha temporária.',
    );
  });

  it('403 for a user deactivated meanwhile; 400 for unknown fields', async () => {
    const { user, challenge } = await challengeFor();
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(
      (
        await newPassword({
          username: user.email,
          session: challenge.session,
          password: 'Minha-Senha#Nova1',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await newPassword({
          username: user.email,
          session: challenge.session,
          password: 'Minha-Senha#Nova1',
          role: 'ADMIN',
        })
      ).statusCode,
    ).toBe(400);
  });
});
