import {
  AVATAR_SIZE,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type ChangePasswordRequest,
  type Me,
} from '@lince/contracts';
import type { Database } from '@lince/db';
import type { ClientInfo } from '../../context.ts';
import { AppError, unauthorized, validationError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { enforceLimits, type RateLimiter } from '../../lib/rate-limiter.ts';
import { storeSquareImage } from '../../lib/storage/image.ts';
import {
  fileNotFound,
  isStorageKey,
  type FileStorage,
  type StoredFile,
} from '../../lib/storage/storage.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { assertAcceptablePassword } from '../auth/password-rules.ts';
import { hashRefreshToken } from '../auth/tokens.ts';
import { findUserById, setPassword } from '../users/repository.ts';
import { toMe } from '../users/session-user.ts';
import { revokeOtherRefreshTokens, setAvatar, updateProfile } from './repository.ts';

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

export interface ProfileDeps {
  db: Database;
  storage: FileStorage;
  limiter: RateLimiter;
  /** Wrong current passwords accepted per user and window before 429 (as for login). */
  maxPasswordAttempts: number;
}

export function createProfileService({ db, storage, limiter, maxPasswordAttempts }: ProfileDeps) {
  async function identityOf(auth: AuthContext) {
    const identity = await findUserById(db, auth.userId);
    if (!identity) throw unauthorized();
    return identity;
  }

  async function me(auth: AuthContext): Promise<Me> {
    return toMe(await identityOf(auth));
  }

  return {
    me,

    async update(
      auth: AuthContext,
      input: { name?: string | undefined; cpf?: string | null | undefined },
      client: ClientInfo,
    ): Promise<Me> {
      const { user } = await identityOf(auth);
      const next: { name?: string; cpf?: string | null } = {};
      if (input.name !== undefined && input.name !== user.name) next.name = input.name;
      if (input.cpf !== undefined && input.cpf !== user.cpf) next.cpf = input.cpf;
      if (Object.keys(next).length > 0) {
        await db.transaction(async (tx) => {
          await updateProfile(tx, user.id, next);
          await recordActivity(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            action: 'PROFILE_UPDATED',
            targetType: 'user',
            targetId: user.id,
            summary: {
              before: Object.fromEntries(
                Object.keys(next).map((k) => [k, user[k as 'name' | 'cpf']]),
              ),
              after: next,
            },
            ip: client.ip,
          });
        });
      }
      return me(auth);
    },

    async changePassword(
      auth: AuthContext,
      input: ChangePasswordRequest,
      refreshToken: string | undefined,
      client: ClientInfo,
    ): Promise<void> {
      const { user } = await identityOf(auth);
      const attempts = `password-change:${user.id}`;
      await enforceLimits(limiter, [[attempts, maxPasswordAttempts]]);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
        throw validationError('A senha atual está incorreta.', 'currentPassword');
      await limiter.reset(attempts);
      if (input.newPassword === input.currentPassword)
        throw validationError('A nova senha deve ser diferente da atual.', 'newPassword');
      assertAcceptablePassword(input.newPassword, user);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await setPassword(tx, user.id, passwordHash, false);
        const revoked = await revokeOtherRefreshTokens(
          tx,
          user.id,
          refreshToken ? hashRefreshToken(refreshToken) : null,
        );
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'PASSWORD_CHANGED',
          targetType: 'user',
          targetId: user.id,
          summary: { via: 'profile', otherSessionsRevoked: revoked },
          ip: client.ip,
        });
      });
    },

    /** Stores the uploaded image as the avatar (centred square); the previous one is deleted. */
    async setAvatar(
      auth: AuthContext,
      upload: (options: {
        maxBytes: number;
        allowedTypes: typeof IMAGE_TYPES;
      }) => Promise<StoredFile>,
      client: ClientInfo,
    ): Promise<Me> {
      const { user } = await identityOf(auth);
      const original = await upload({ maxBytes: IMAGE_MAX_BYTES, allowedTypes: IMAGE_TYPES });
      const square = await storeSquareImage(storage, original, AVATAR_SIZE, IMAGE_MAX_BYTES);
      const previous = avatarKey(user.avatar);
      try {
        await db.transaction(async (tx) => {
          await setAvatar(tx, user.id, avatarPath(user.id, square.key));
          await recordActivity(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            action: 'AVATAR_UPDATED',
            targetType: 'user',
            targetId: user.id,
            summary: { after: { size: square.size, sha256: square.sha256, mime: square.mime } },
            ip: client.ip,
          });
        });
      } catch (error) {
        await storage.delete(square.key);
        throw error;
      }
      if (previous) await storage.delete(previous).catch(() => {});
      return me(auth);
    },

    async removeAvatar(auth: AuthContext, client: ClientInfo): Promise<Me> {
      const { user } = await identityOf(auth);
      const previous = avatarKey(user.avatar);
      if (user.avatar) {
        await db.transaction(async (tx) => {
          await setAvatar(tx, user.id, null);
          await recordActivity(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            action: 'AVATAR_REMOVED',
            targetType: 'user',
            targetId: user.id,
            ip: client.ip,
          });
        });
        if (previous) await storage.delete(previous).catch(() => {});
      }
      return me(auth);
    },

    /**
     * The storage key of a user's avatar, for an authenticated caller of the same company or a
     * LINCE role; 404 otherwise (as for a user without an avatar).
     */
    async avatarOf(auth: AuthContext, userId: string): Promise<string> {
      const identity = await findUserById(db, userId);
      if (!identity) throw fileNotFound();
      const visible = identity.user.companyId === auth.companyId || LINCE_ROLES.has(auth.role);
      const key = visible ? avatarKey(identity.user.avatar) : null;
      if (!key) throw new AppError(404, 'NOT_FOUND', 'Foto não encontrada.');
      return key;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
