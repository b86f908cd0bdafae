import { FORGOT_PASSWORD_MESSAGE, type ResetPasswordRequest } from '@lince/contracts';
import { audit, audited } from '../../domain/audit.ts';
import { AppError } from '../../core/errors.ts';
import { randomDigits, sameDigest } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { enforceLimits } from '../../lib/rate-limiter.ts';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { defineJob, type JobRun } from '../../lib/jobs/define.ts';
import { writeOnce } from '../../lib/jobs/effects.ts';
import { queueMail, resetCodeMail } from '../mail/index.ts';
import { findUserByEmail, isUsable, setPassword } from '../../domain/accounts/users.ts';
import { accountContext } from './account-context.ts';
import { loginAccountPrefix } from './login-limits.ts';
import { assertAcceptablePassword } from './password-rules.ts';
import {
  consumeResetCode,
  countFailedCodeAttempt,
  latestResetCode,
  replaceResetCode,
} from './repository.ts';
import { revokeUserSessions } from '../../domain/accounts/sessions.ts';
import { hashResetCode } from './tokens.ts';

export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_DONE_MESSAGE = 'Senha redefinida. Entre com a nova senha.';

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/** Looks the account up and e-mails it a reset code: after the answer, so timing tells nothing. */
export const passwordResetCodeJob = defineJob(
  'password-reset-code',
  z.object({ email: z.string(), ip: z.string() }),
);

/**
 * Forgot password (a 6-digit e-mailed code) and reset with that code: flows without a session,
 * acting in the account's context once the account is known (`accountContext`).
 */
export function createPasswordResetService(deps: AppDeps) {
  const { db, config, limiter, jobs } = deps;

  /**
   * The job's work: a new code for a usable account, its audit entry and its e-mail, in one
   * transaction that also records the job's effect (a run after a crash sends no second code).
   */
  async function sendCode({ email, ip }: { email: string; ip: string }, job: JobRun) {
    const identity = await findUserByEmail(db, email);
    if (!identity || !isUsable(identity)) return;
    const { user } = identity;
    const code = randomDigits(6);
    await writeOnce(db, job, async (tx) => {
      await replaceResetCode(tx, {
        userId: user.id,
        codeHash: hashResetCode(config.jwtSecret, user.id, code),
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
      });
      await audit(accountContext(tx, identity, ip), {
        action: 'PASSWORD_RESET_REQUESTED',
        targetType: 'user',
        targetId: user.id,
      });
      await queueMail(
        deps,
        tx,
        resetCodeMail({
          to: user.email,
          name: user.name,
          code,
          validMinutes: RESET_CODE_TTL_MINUTES,
          appUrl: config.appUrl,
        }),
      );
    });
  }

  /**
   * Always the same answer, at once: the lookup and the e-mail happen in a job after the response,
   * so neither the body nor the timing tells whether the e-mail is registered. Limited per address
   * and per account and address only, so that no other address can make the owner's request a
   * 429; mail-bombing is bounded per account by a spacing between codes instead (decision 004): a
   * request within it answers the same 202 and sends nothing, the newest code still works.
   */
  async function requestCode(email: string, client: ClientInfo): Promise<{ message: string }> {
    const { forgotPasswordPerIp, forgotPasswordPerAccount, forgotPasswordMailSpacingSeconds } =
      config.rateLimit;
    await enforceLimits(limiter, [
      [`forgot:ip:${client.ip}`, forgotPasswordPerIp],
      [`forgot:account:${email} ip:${client.ip}`, forgotPasswordPerAccount],
    ]);
    const spaced =
      forgotPasswordMailSpacingSeconds > 0 &&
      (await limiter.hit([[`forgot:mail:${email}`, 1, forgotPasswordMailSpacingSeconds]])) > 0;
    if (!spaced) await jobs.enqueue(db, passwordResetCodeJob, { email, ip: client.ip });
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  async function resetPassword(
    { username, code, password }: ResetPasswordRequest,
    client: ClientInfo,
  ): Promise<{ message: string }> {
    const ipKey = `reset:ip:${client.ip}`;
    await enforceLimits(limiter, [[ipKey, config.rateLimit.loginPerIp]]);
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
        await revokeUserSessions(tx.db, identity.user.id);
      },
    );
    await limiter.refund(ipKey);
    // The owner is back in: whatever failed logins the account had, here or elsewhere, are forgotten.
    await limiter.resetPrefix(loginAccountPrefix(username));
    return { message: PASSWORD_RESET_DONE_MESSAGE };
  }

  return { sendCode, requestCode, resetPassword };
}
