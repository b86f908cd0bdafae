import { integer, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, idColumn, timestampColumn } from './columns.ts';

/** Opaque refresh tokens, stored as SHA-256 of the token; absolute lifetime, revocable. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
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
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
