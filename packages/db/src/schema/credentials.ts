import { integer, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, idColumn, timestampColumn } from './columns.ts';

/**
 * One login: what an access token names (its `sid` claim) and every request checks. Revoking it
 * ends the session at once: its access tokens are refused and its refresh tokens renew nothing.
 * Its absolute lifetime is fixed at login; renewals do not extend it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    /** The sweep of sessions long expired. */
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The opaque refresh tokens of a session, stored as SHA-256: each renewal rotates the one it
 * presents (`rotated_at`) and adds its successor. The pair that renewal answered stays sealed in
 * `successor` (AES-256-GCM), so a second renewal with the same token in the grace gets it again.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    rotatedAt: timestampColumn('rotated_at'),
    successor: text('successor'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Six-digit password-reset codes, stored as a keyed hash; single use; only the newest counts. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_codes_user_idx').on(t.userId, t.createdAt),
    index('password_reset_codes_expires_idx').on(t.expiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
