import type {
  LoginRequest,
  LoginResponse,
  NewPasswordRequest,
  SessionUser,
} from '@lince/contracts';
import { audit, audited } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { CHALLENGE_TTL_SECONDS } from '../../lib/tokens.ts';
import type { AppDeps } from '../../core/deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import {
  findUserByEmail,
  findUserById,
  isUsable,
  setPassword,
  touchLastLogin,
  type UserWithCompany,
} from '../../domain/accounts/users.ts';
import { toSessionUser } from '../../domain/accounts/session-user.ts';
import { accountContext } from './account-context.ts';
import { createLoginLimits } from './login-limits.ts';
import { assertAcceptablePassword } from './password-rules.ts';
import { revokeUserSessions } from '../../domain/accounts/sessions.ts';
import { insertSession, revokeSession } from './repository.ts';
import { hashRefreshToken } from './tokens.ts';

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Login, logout and the first-login password change (NEW_PASSWORD_REQUIRED); renewal is in
 * `renewal-service.ts`. Logout has a session and takes its context; the other flows take the
 * request's client and, once they know the account, act in its context (`accountContext`).
 */
export function createSessionService({ db, config, tokens, limiter }: AppDeps) {
  const loginLimits = createLoginLimits(limiter, config.rateLimit);
  /**
   * Opens a session: its row with the first refresh token, an access token naming it and the
   * LOGIN activity (whose target is the new session).
   */
  async function openSession(identity: UserWithCompany, client: ClientInfo): Promise<SessionUser> {
    const refreshToken = randomToken(32);
    const now = new Date();
    const sessionId = await audited(
      accountContext(db, identity, client.ip),
      (id: string) => ({ action: 'LOGIN', targetType: 'session', targetId: id }),
      async (tx) => {
        const id = await insertSession(
          tx.db,
          {
            userId: identity.user.id,
            expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
            ip: client.ip,
            userAgent: client.userAgent,
          },
          hashRefreshToken(refreshToken),
        );
        await touchLastLogin(tx.db, identity.user.id, now);
        return id;
      },
    );
    const accessToken = await tokens.sign(
      identity.user.id,
      'access',
      config.accessTokenTtlSeconds,
      sessionId,
    );
    return toSessionUser(identity, { accessToken, refreshToken });
  }

  async function login(
    { email, password }: LoginRequest,
    client: ClientInfo,
  ): Promise<LoginResponse> {
    await loginLimits.admit(email, client.ip);
    const identity = await findUserByEmail(db, email);
    const valid = identity
      ? await verifyPassword(identity.user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!identity || !valid) {
      await loginLimits.failed(email, client.ip);
      if (identity) {
        await audit(accountContext(db, identity, client.ip), {
          action: 'LOGIN_FAILED',
          targetType: 'session',
          targetId: identity.user.id,
        });
      }
      throw new AppError(401, 'INVALID_CREDENTIALS');
    }
    await loginLimits.succeeded(email, client.ip);
    if (!isUsable(identity)) throw new AppError(403, 'ACCOUNT_DISABLED');
    if (identity.user.mustChangePassword) {
      return {
        challenge: 'NEW_PASSWORD_REQUIRED',
        username: identity.user.email,
        session: await tokens.sign(identity.user.id, 'new_password', CHALLENGE_TTL_SECONDS),
      };
    }
    return openSession(identity, client);
  }

  /** Ends the caller's own session (the one its access token names), and only that one. */
  async function logout(ctx: ServiceContext): Promise<void> {
    const sessionId = ctx.sessionId;
    if (!sessionId) throw unauthorized();
    await audited(
      ctx,
      (revoked: boolean) => ({
        action: 'LOGOUT',
        targetType: 'session',
        targetId: sessionId,
        summary: { sessionRevoked: revoked },
      }),
      (tx) => revokeSession(tx.db, ctx.userId, sessionId),
    );
  }

  /** First login with a temporary password: sets the user's own password and opens the session. */
  async function completeNewPassword(
    { username, session, password }: NewPasswordRequest,
    client: ClientInfo,
  ): Promise<SessionUser> {
    const userId = (await tokens.verify(session, 'new_password'))?.subject;
    const identity = userId ? await findUserById(db, userId) : undefined;
    if (!identity || identity.user.email !== username || !identity.user.mustChangePassword) {
      throw new AppError(400, 'INVALID_CHALLENGE');
    }
    if (!isUsable(identity)) throw new AppError(403, 'ACCOUNT_DISABLED');
    assertAcceptablePassword(password, identity.user);
    if (await verifyPassword(identity.user.passwordHash, password)) {
      throw new AppError(
        400,
        'WEAK_PASSWORD',
        'A nova senha deve ser diferente da senha temporária.',
      );
    }
    const passwordHash = await hashPassword(password);
    await audited(
      accountContext(db, identity, client.ip),
      {
        action: 'PASSWORD_CHANGED',
        targetType: 'user',
        targetId: identity.user.id,
        summary: { reason: 'NEW_PASSWORD_REQUIRED' },
      },
      async (tx) => {
        await setPassword(tx.db, identity.user.id, passwordHash);
        await revokeUserSessions(tx.db, identity.user.id);
      },
    );
    const updated = {
      ...identity,
      user: { ...identity.user, passwordHash, mustChangePassword: false },
    };
    return openSession(updated, client);
  }

  return { login, logout, completeNewPassword };
}
