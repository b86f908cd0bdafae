import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '@lince/contracts/roles';
import { companies } from './companies.ts';
import { createdAt, idColumn, list, timestampColumn, updatedAt } from './columns.ts';

const roleList = list(ROLES);

/** A user of a company. The e-mail is the username and is always stored in lower case. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf'),
    avatar: text('avatar'),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    role: text('role').$type<Role>().notNull().default('DEFAULT'),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    termsAcceptedVersion: integer('terms_accepted_version'),
    lastLoginAt: timestampColumn('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_company_idx').on(t.companyId),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_role_known', sql`${t.role} in (${roleList})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
