import { FORGOT_PASSWORD_MESSAGE, type ResetPasswordRequest } from '@lince/contracts';
import { audited } from '../../core/audit.ts';
import { AppError } from '../../core/errors.ts';
import { randomDigits, sameDigest } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { enforceLimits } from '../../lib/rate-limiter.ts';
import type { AppDeps, ClientInfo } from '../../context.ts';
import { resetCodeMail } from '../mail/templates.ts';
import { findUserByEmail, isUsable, setPassword } from '../users/repository.ts';
import { accountContext } from './account-context.ts';
import { assertAcceptablePassword } from './password-rules.ts';
import {
  consumeResetCode,
  countFailedCodeAttempt,
  latestResetCode,
  replaceResetCode,
  revokeAllRefreshTokens,
} from './repository.ts';
import { hashResetCode } from './tokens.ts';

export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_DONE_MESSAGE = 'Senha redefinida. Entre com a nova senha.';

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/**
 * Forgot password (a 6-digit e-mailed code) and reset with that code: flows without a session,
 * acting in the account's context once the account is known (`accountContext`).
 */
export function createPasswordResetService({ db, config, limiter, mailer, background }: AppDeps) {
  async function sendCode(email: string, ip: string): Promise<void> {
    const identity = await findUserByEmail(db, email);
    if (!identity || !isUsable(identity)) return;
    const { user } = identity;
    const code = randomDigits(6);
    await audited(
      accountContext(db, identity, ip),
      { action: 'PASSWORD_RESET_REQUESTED', targetType: 'user', targetId: user.id },
      (tx) =>
        replaceResetCode(tx.db, {
          userId: user.id,
          codeHash: hashResetCode(config.jwtSecret, user.id, code),
          expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
        }),
    );
    await mailer.send(
      resetCodeMail({
        to: user.email,
        name: user.name,
        code,
        validMinutes: RESET_CODE_TTL_MINUTES,
        appUrl: config.appUrl,
      }),
    );
  }

  /**
   * Always the same answer, at once: the lookup and the e-mail happen after the response, so
   * neither the body nor the timing tells whether the e-mail is registered.
   */
  function requestCode(email: string, client: ClientInfo): { message: string } {
    enforceLimits(limiter, [
      [`forgot:ip:${client.ip}`, config.rateLimit.forgotPasswordPerIp],
      [`forgot:account:${email}`, config.rateLimit.forgotPasswordPerAccount],
    ]);
    background.run('password-reset-code', () => sendCode(email, client.ip));
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  async function resetPassword(
    { username, code, password }: ResetPasswordRequest,
    client: ClientInfo,
  ): Promise<{ message: string }> {
    const ipKey = `reset:ip:${client.ip}`;
    enforceLimits(limiter, [[ipKey, config.rateLimit.loginPerIp]]);
    const identity = await findUserByEmail(db, username);
    const stored = identity ? await latestResetCode(db, identity.user.id) : undefined;
    const usable =
      identity &&
      stored &&
      !stored.usedAt &&
      stored.expiresAt.getTime() > Date.now() &&
      stored.attempts < RESET_CODE_MAX_ATTEMPTS;
    if (!identity || !stored || !usable) throw new AppError(400, 'INVALID_CODE');
    if (!sameDigest(stored.codeHash, hashResetCode(config.jwtSecret, identity.user.id, code))) {
      await countFailedCodeAttempt(db, stored.id);
      throw new AppError(400, 'INVALID_CODE');
    }
    assertAcceptablePassword(password, identity.user);
    const passwordHash = await hashPassword(password);
    await audited(
      accountContext(db, identity, client.ip),
      { action: 'PASSWORD_RESET', targetType: 'user', targetId: identity.user.id },
      async (tx) => {
        if (!(await consumeResetCode(tx.db, stored.id))) throw new AppError(400, 'INVALID_CODE');
        await setPassword(tx.db, identity.user.id, passwordHash);
        await revokeAllRefreshTokens(tx.db, identity.user.id);
      },
    );
    limiter.refund(ipKey);
    return { message: PASSWORD_RESET_DONE_MESSAGE };
  }

  return { requestCode, resetPassword };
}
