import {
  EmailSchema,
  isRole,
  isValidCpf,
  normalizeCpf,
  ROLES,
  type Me,
  type Role,
} from '@lince/contracts';
import type { CompanyRow, Database, UserRow } from '@lince/db';
import { AppError, unauthorized, validationError } from '../../lib/app-error.ts';
import { hashPassword, temporaryPassword } from '../../lib/passwords.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordActivity, type DbExecutor } from '../activity/record-activity.ts';
import { findCompanyByReference } from '../companies/repository.ts';
import { findUserByEmail, findUserById, insertUser } from './repository.ts';
import { toMe } from './session-user.ts';

export async function getMe(db: Database, auth: AuthContext): Promise<Me> {
  const identity = await findUserById(db, auth.userId);
  if (!identity) throw unauthorized();
  return toMe(identity);
}

export interface NewUserInput {
  email: string;
  name: string;
  role: string;
  /** Company id, exact name or CNPJ (with or without punctuation). */
  company: string;
  cpf?: string | undefined;
}

export interface CreatedUser {
  user: UserRow;
  company: CompanyRow;
  /** Shown once; the first login with it goes through NEW_PASSWORD_REQUIRED. */
  temporaryPassword: string;
}

/**
 * Creates a user with a random temporary password (`mustChangePassword`), recorded in the audit
 * trail. `actor` is the user who did it, or null for the command line. `withUser` runs in the
 * creating transaction (the invitation e-mail is queued with it).
 */
export async function createUserWithTemporaryPassword(
  db: Database,
  input: NewUserInput,
  actor: AuthContext | null = null,
  ip: string | null = null,
  withUser?: (tx: DbExecutor, created: CreatedUser) => Promise<void>,
): Promise<CreatedUser> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw validationError(`E-mail inválido: "${input.email}".`, 'email');
  const name = input.name.trim();
  if (name.length < 2 || name.length > 120)
    throw validationError('Informe o nome (de 2 a 120 caracteres).', 'name');
  const role: Role | undefined = isRole(input.role) ? input.role : undefined;
  if (!role)
    throw validationError(
      `Perfil inválido: "${input.role}". Use um de: ${ROLES.join(', ')}.`,
      'role',
    );
  if (input.cpf && !isValidCpf(input.cpf))
    throw validationError(`CPF inválido: "${input.cpf}".`, 'cpf');
  const company = await findCompanyByReference(db, input.company);
  if (!company)
    throw new AppError(
      404,
      'NOT_FOUND',
      `Empresa não encontrada: "${input.company}" (use o nome exato, o CNPJ ou o id).`,
    );
  if (!company.active)
    throw new AppError(
      409,
      'CONFLICT',
      'A empresa está desativada: reative-a antes de criar usuários.',
    );
  if (await findUserByEmail(db, email.data)) {
    throw new AppError(409, 'CONFLICT', `Já existe um usuário com o e-mail ${email.data}.`);
  }
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email: email.data,
      name,
      role,
      companyId: company.id,
      cpf: input.cpf ? normalizeCpf(input.cpf) : null,
      passwordHash,
      mustChangePassword: true,
    });
    await recordActivity(tx, {
      companyId: company.id,
      userId: actor?.userId ?? null,
      action: 'USER_CREATED',
      targetType: 'user',
      targetId: created.id,
      summary: {
        after: { email: created.email, name: created.name, role: created.role },
        via: actor ? 'api' : 'cli',
      },
      ip,
    });
    await withUser?.(tx, { user: created, company, temporaryPassword: password });
    return created;
  });
  return { user, company, temporaryPassword: password };
}
