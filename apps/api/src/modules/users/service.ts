import {
  EmailSchema,
  isRole,
  isValidCpf,
  normalizeCpf,
  ROLES,
  type Me,
  type Role,
} from '@lince/contracts';
import type { CompanyRow, UserRow } from '@lince/db';
import type { ServiceContext, DbExecutor } from '../../core/context.ts';
import { conflict, notFound, unauthorized, validationError } from '../../core/errors.ts';
import type { SystemContext } from '../../core/system.ts';
import { hashPassword, temporaryPassword } from '../../lib/passwords.ts';
import { recordActivity } from '../../domain/audit.ts';
import { findCompanyByReference } from '../companies/index.ts';
import { findUserByEmail, findUserById, insertUser } from '../../domain/accounts/users.ts';
import { toMe } from '../../domain/accounts/session-user.ts';

export async function getMe(ctx: ServiceContext): Promise<Me> {
  const identity = await findUserById(ctx.db, ctx.userId);
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
 * Creates a user with a random temporary password (`mustChangePassword`), recorded in the new
 * user's company trail: by the caller of the API, or by nobody from the command line. `withUser`
 * runs in the creating transaction (the invitation e-mail is queued with it).
 */
export async function createUserWithTemporaryPassword(
  ctx: ServiceContext | SystemContext,
  input: NewUserInput,
  withUser?: (tx: DbExecutor, created: CreatedUser) => Promise<void>,
): Promise<CreatedUser> {
  const { db } = ctx;
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
    throw notFound(
      `Empresa não encontrada: "${input.company}" (use o nome exato, o CNPJ ou o id).`,
    );
  if (!company.active)
    throw conflict('A empresa está desativada: reative-a antes de criar usuários.');
  if (await findUserByEmail(db, email.data))
    throw conflict(`Já existe um usuário com o e-mail ${email.data}.`);
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
    // Not `audited`: the command line has no user to record (core/system.ts).
    await recordActivity(tx, {
      companyId: company.id,
      userId: ctx.userId,
      action: 'USER_CREATED',
      targetType: 'user',
      targetId: created.id,
      summary: {
        after: { email: created.email, name: created.name, role: created.role },
        via: ctx.userId ? 'api' : 'cli',
      },
      ip: ctx.ip,
    });
    await withUser?.(tx, { user: created, company, temporaryPassword: password });
    return created;
  });
  return { user, company, temporaryPassword: password };
}
