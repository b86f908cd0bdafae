import {
  AVATAR_SIZE,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type ChangePasswordRequest,
  type Me,
} from '@lince/contracts';
import { audited } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { notFound, unauthorized, validationError } from '../../core/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { enforceLimits, type RateLimiter } from '../../lib/rate-limiter.ts';
import { reencodeSquare, replaceWithReencoded } from '../../lib/images/index.ts';
import { isStorageKey, type FileStorage, type StoredFile } from '../../lib/storage/storage.ts';
import { assertAcceptablePassword } from '../auth/index.ts';
import { findUserById, setPassword } from '../../domain/accounts/users.ts';
import { toMe } from '../../domain/accounts/session-user.ts';
import { revokeUserSessions } from '../../domain/accounts/sessions.ts';
import { setAvatar, updateProfile } from './repository.ts';

/** The URL path of a user's avatar; the storage key doubles as the cache-busting version. */
export const avatarPath = (userId: string, key: string) =>
  `/v1/users/${userId}/avatar?v=${encodeURIComponent(key)}`;

/** The storage key kept in `users.avatar` (the URL path above), or null. */
export function avatarKey(avatar: string | null): string | null {
  if (!avatar) return null;
  const key = new URL(avatar, 'http://lince.invalid').searchParams.get('v');
  return key && isStorageKey(key) ? key : null;
}

const LINCE_ROLES = new Set(['LINCE_ADMIN', 'LINCE_DEFAULT']);

const avatarNotFound = () => notFound('Foto não encontrada.');

export interface ProfileDeps {
  storage: FileStorage;
  limiter: RateLimiter;
  /** Wrong current passwords accepted per user and window before 429 (as for login). */
  maxPasswordAttempts: number;
}

export function createProfileService({ storage, limiter, maxPasswordAttempts }: ProfileDeps) {
  async function identityOf(ctx: ServiceContext) {
    const identity = await findUserById(ctx.db, ctx.userId);
    if (!identity) throw unauthorized();
    return identity;
  }

  async function me(ctx: ServiceContext): Promise<Me> {
    return toMe(await identityOf(ctx));
  }

  return {
    me,

    async update(
      ctx: ServiceContext,
      input: { name?: string | undefined; cpf?: string | null | undefined },
    ): Promise<Me> {
      const { user } = await identityOf(ctx);
      const next: { name?: string; cpf?: string | null } = {};
      if (input.name !== undefined && input.name !== user.name) next.name = input.name;
      if (input.cpf !== undefined && input.cpf !== user.cpf) next.cpf = input.cpf;
      if (Object.keys(next).length > 0) {
        await audited(
          ctx,
          {
            action: 'PROFILE_UPDATED',
            targetType: 'user',
            targetId: user.id,
            summary: {
              before: Object.fromEntries(
                Object.keys(next).map((k) => [k, user[k as 'name' | 'cpf']]),
              ),
              after: next,
            },
          },
          (tx) => updateProfile(tx.db, user.id, next),
        );
      }
      return me(ctx);
    },

    /** Sets a new password and ends every other session of the user; the caller's continues. */
    async changePassword(ctx: ServiceContext, input: ChangePasswordRequest): Promise<void> {
      const { user } = await identityOf(ctx);
      const attempts = `password-change:${user.id}`;
      await enforceLimits(limiter, [[attempts, maxPasswordAttempts]]);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
        throw validationError('A senha atual está incorreta.', 'currentPassword');
      await limiter.reset(attempts);
      if (input.newPassword === input.currentPassword)
        throw validationError('A nova senha deve ser diferente da atual.', 'newPassword');
      assertAcceptablePassword(input.newPassword, user);
      const passwordHash = await hashPassword(input.newPassword);
      await audited(
        ctx,
        (revoked: number) => ({
          action: 'PASSWORD_CHANGED',
          targetType: 'user',
          targetId: user.id,
          summary: { via: 'profile', otherSessionsRevoked: revoked },
        }),
        async (tx) => {
          await setPassword(tx.db, user.id, passwordHash, false);
          return revokeUserSessions(tx.db, user.id, ctx.sessionId);
        },
      );
    },

    /** Stores the uploaded image as the avatar (centred square); the previous one is deleted. */
    async setAvatar(
      ctx: ServiceContext,
      upload: (options: {
        maxBytes: number;
        allowedTypes: typeof IMAGE_TYPES;
      }) => Promise<StoredFile>,
    ): Promise<Me> {
      const { user } = await identityOf(ctx);
      const original = await upload({ maxBytes: IMAGE_MAX_BYTES, allowedTypes: IMAGE_TYPES });
      const square = await replaceWithReencoded(storage, original, IMAGE_MAX_BYTES, (data) =>
        reencodeSquare(data, AVATAR_SIZE),
      );
      const previous = avatarKey(user.avatar);
      try {
        await audited(
          ctx,
          {
            action: 'AVATAR_UPDATED',
            targetType: 'user',
            targetId: user.id,
            summary: { after: { size: square.size, sha256: square.sha256, mime: square.mime } },
          },
          (tx) => setAvatar(tx.db, user.id, avatarPath(user.id, square.key)),
        );
      } catch (error) {
        await storage.delete(square.key);
        throw error;
      }
      if (previous) await storage.delete(previous).catch(() => {});
      return me(ctx);
    },

    async removeAvatar(ctx: ServiceContext): Promise<Me> {
      const { user } = await identityOf(ctx);
      const previous = avatarKey(user.avatar);
      if (user.avatar) {
        await audited(
          ctx,
          { action: 'AVATAR_REMOVED', targetType: 'user', targetId: user.id },
          (tx) => setAvatar(tx.db, user.id, null),
        );
        if (previous) await storage.delete(previous).catch(() => {});
      }
      return me(ctx);
    },

    /**
     * The storage key of a user's avatar, for an authenticated caller of the same company or a
     * LINCE role. An unknown user, another company's user and a user without an avatar are the
     * same 404, body included: the answer never tells which ids exist elsewhere.
     */
    async avatarOf(ctx: ServiceContext, userId: string): Promise<string> {
      const identity = await findUserById(ctx.db, userId);
      const visible =
        !!identity && (identity.user.companyId === ctx.companyId || LINCE_ROLES.has(ctx.role));
      const key = visible ? avatarKey(identity.user.avatar) : null;
      if (!key) throw avatarNotFound();
      return key;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
