import type {
  LoginRequest,
  LoginResponse,
  NewPasswordRequest,
  SessionUser,
} from '@lince/contracts';
import { audit, audited } from '../../core/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { CHALLENGE_TTL_SECONDS } from '../../lib/tokens.ts';
import type { AppDeps, ClientInfo } from '../../context.ts';
import {
  findUserByEmail,
  findUserById,
  isUsable,
  setPassword,
  touchLastLogin,
  type UserWithCompany,
} from '../users/repository.ts';
import { toSessionUser } from '../users/session-user.ts';
import { accountContext } from './account-context.ts';
import { createLoginLimits } from './login-limits.ts';
import { assertAcceptablePassword } from './password-rules.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  revokeAllRefreshTokens,
  revokeRefreshToken,
} from './repository.ts';
import { hashRefreshToken } from './tokens.ts';

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Login, renewal, logout and the first-login password change (NEW_PASSWORD_REQUIRED). Logout has a
 * session and takes its context; the other flows take the request's client and, once they know the
 * account, act in its context (`accountContext`).
 */
export function createSessionService({ db, config, tokens, limiter }: AppDeps) {
  const loginLimits = createLoginLimits(limiter, config.rateLimit);
  /** Opens a session: a stored refresh token, a signed access token and the LOGIN activity. */
  async function openSession(identity: UserWithCompany, client: ClientInfo): Promise<SessionUser> {
    const refreshToken = randomToken(32);
    const now = new Date();
    await audited(
      accountContext(db, identity, client.ip),
      { action: 'LOGIN', targetType: 'session', targetId: identity.user.id },
      async (tx) => {
        await insertRefreshToken(tx.db, {
          userId: identity.user.id,
          tokenHash: hashRefreshToken(refreshToken),
          expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
          ip: client.ip,
          userAgent: client.userAgent,
        });
        await touchLastLogin(tx.db, identity.user.id, now);
      },
    );
    const accessToken = await tokens.sign(identity.user.id, 'access', config.accessTokenTtlSeconds);
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

  /** `GET /users/auth`: a new access token for a valid, unexpired, unrevoked refresh token of an active user. */
  async function renew(refreshToken: string | undefined): Promise<{ AccessToken: string }> {
    if (!refreshToken) throw unauthorized();
    const stored = await findRefreshToken(db, hashRefreshToken(refreshToken));
    if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= Date.now())
      throw unauthorized();
    const identity = await findUserById(db, stored.userId);
    if (!identity || !isUsable(identity)) throw unauthorized();
    return {
      AccessToken: await tokens.sign(identity.user.id, 'access', config.accessTokenTtlSeconds),
    };
  }

  async function logout(ctx: ServiceContext, refreshToken: string | undefined): Promise<void> {
    await audited(
      ctx,
      (revoked: boolean) => ({
        action: 'LOGOUT',
        targetType: 'session',
        targetId: ctx.userId,
        summary: { refreshTokenRevoked: revoked },
      }),
      async (tx) =>
        refreshToken
          ? revokeRefreshToken(tx.db, ctx.userId, hashRefreshToken(refreshToken))
          : false,
    );
  }

  /** First login with a temporary password: sets the user's own password and opens the session. */
  async function completeNewPassword(
    { username, session, password }: NewPasswordRequest,
    client: ClientInfo,
  ): Promise<SessionUser> {
    const userId = await tokens.verify(session, 'new_password');
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
        await revokeAllRefreshTokens(tx.db, identity.user.id);
      },
    );
    const updated = {
      ...identity,
      user: { ...identity.user, passwordHash, mustChangePassword: false },
    };
    return openSession(updated, client);
  }

  return { login, renew, logout, completeNewPassword };
}
