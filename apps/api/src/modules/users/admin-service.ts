import {
  isProviderRole,
  OWN_COMPANY_MESSAGE,
  OWN_DEACTIVATION_MESSAGE,
  OWN_ROLE_MESSAGE,
  type Page,
  type User,
  type UserCreateSchema,
  type UserListQuerySchema,
  type UserUpdateSchema,
} from '@lince/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageResult } from '../../lib/paging.ts';
import { hashPassword, temporaryPassword } from '../../lib/passwords.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { changes, recordActivity, type DbExecutor } from '../activity/record-activity.ts';
import { revokeAllRefreshTokens } from '../auth/repository.ts';
import { findCompany } from '../companies/repository.ts';
import { queueMail } from '../mail/mail-job.ts';
import { invitationMail } from '../mail/templates.ts';
import { listUsers, updateUser } from './admin-repository.ts';
import { findUserById, type UserWithCompany } from './repository.ts';
import { createUserWithTemporaryPassword } from './service.ts';

type Actor = AuthContext & { ip: string };

export const userNotFound = () => new AppError(404, 'NOT_FOUND', 'Usuário não encontrado.');

export function toUser({ user, company }: UserWithCompany): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    cpf: user.cpf,
    role: user.role,
    active: user.active,
    pendingInvitation: user.mustChangePassword,
    company: { _id: company.id, name: company.name, cnpj: company.cnpj, active: company.active },
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** Users administration of the provider (`/v1/users`): list, invite, edit, (de)activate, resend. */
export function createUserAdminService(deps: AppDeps) {
  const { db, config } = deps;
  async function load(id: string): Promise<UserWithCompany> {
    const identity = await findUserById(db, id);
    if (!identity) throw userNotFound();
    return identity;
  }

  /** LINCE roles belong to the provider's company only. */
  async function assertRoleFitsCompany(role: string, companyId: string, actor: Actor) {
    if (!isProviderRole(role as never)) return;
    const company = await findCompany(db, companyId);
    if (companyId !== actor.companyId && !company?.provider)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        'Os perfis da equipe Lince só podem ser dados a usuários da empresa Lince.',
        [{ path: 'role', message: 'Perfil incompatível com a empresa.' }],
      );
  }

  /** The invitation e-mail, queued in the transaction that sets the temporary password. */
  async function queueInvitation(
    tx: DbExecutor,
    identity: UserWithCompany,
    password: string,
    actorName?: string,
  ) {
    await queueMail(
      deps,
      tx,
      invitationMail({
        to: identity.user.email,
        name: identity.user.name,
        companyName: identity.company.name,
        temporaryPassword: password,
        appUrl: config.appUrl,
        ...(actorName ? { invitedBy: actorName } : {}),
      }),
    );
  }

  async function list(query: z.output<typeof UserListQuerySchema>): Promise<Page<User>> {
    const { rows, total } = await listUsers(db, query);
    return pageResult(rows.map(toUser), total, query.page, query.pageSize);
  }

  async function get(id: string): Promise<User> {
    return toUser(await load(id));
  }

  async function create(input: z.output<typeof UserCreateSchema>, actor: Actor): Promise<User> {
    const company = await findCompany(db, input.companyId);
    if (!company) throw new AppError(404, 'NOT_FOUND', 'Empresa não encontrada.');
    await assertRoleFitsCompany(input.role, input.companyId, actor);
    const actorName = (await findUserById(db, actor.userId))?.user.name;
    const created = await createUserWithTemporaryPassword(
      db,
      {
        email: input.email,
        name: input.name,
        role: input.role,
        company: company.company.id,
        cpf: input.cpf ?? undefined,
      },
      actor,
      actor.ip,
      (tx, user) => queueInvitation(tx, user, user.temporaryPassword, actorName),
    );
    return toUser({ user: created.user, company: created.company });
  }

  async function update(
    id: string,
    input: z.output<typeof UserUpdateSchema>,
    actor: Actor,
  ): Promise<User> {
    const current = await load(id);
    const self = id === actor.userId;
    if (self && input.role !== undefined && input.role !== current.user.role)
      throw new AppError(403, 'FORBIDDEN', OWN_ROLE_MESSAGE);
    if (self && input.companyId !== undefined && input.companyId !== current.company.id)
      throw new AppError(403, 'FORBIDDEN', OWN_COMPANY_MESSAGE);
    const companyId = input.companyId ?? current.company.id;
    if (input.companyId !== undefined && input.companyId !== current.company.id) {
      const target = await findCompany(db, input.companyId);
      if (!target) throw new AppError(404, 'NOT_FOUND', 'Empresa não encontrada.');
    }
    await assertRoleFitsCompany(input.role ?? current.user.role, companyId, actor);
    const values = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.cpf !== undefined ? { cpf: input.cpf } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.companyId !== undefined ? { companyId: input.companyId } : {}),
    };
    const diff = changes(
      {
        name: current.user.name,
        cpf: current.user.cpf,
        role: current.user.role,
        companyId: current.company.id,
      } as Record<string, unknown>,
      values,
    );
    if (Object.keys(diff.after).length === 0) return toUser(current);
    await db.transaction(async (tx) => {
      await updateUser(tx, id, values);
      // A new company or role changes what the sessions may see: they end.
      if ('companyId' in diff.after || 'role' in diff.after) await revokeAllRefreshTokens(tx, id);
      await recordActivity(tx, {
        companyId,
        userId: actor.userId,
        action: 'USER_UPDATED',
        targetType: 'user',
        targetId: id,
        summary: diff,
        ip: actor.ip,
      });
    });
    return get(id);
  }

  /** Deactivation revokes every refresh token at once; the auth hook refuses the next request. */
  async function setActive(id: string, active: boolean, actor: Actor): Promise<User> {
    if (!active && id === actor.userId)
      throw new AppError(403, 'FORBIDDEN', OWN_DEACTIVATION_MESSAGE);
    const current = await load(id);
    if (current.user.active === active) return toUser(current);
    await db.transaction(async (tx) => {
      await updateUser(tx, id, { active });
      if (!active) await revokeAllRefreshTokens(tx, id);
      await recordActivity(tx, {
        companyId: current.company.id,
        userId: actor.userId,
        action: active ? 'USER_ACTIVATED' : 'USER_DEACTIVATED',
        targetType: 'user',
        targetId: id,
        summary: { before: { active: !active }, after: { active } },
        ip: actor.ip,
      });
    });
    return get(id);
  }

  /** A new temporary password by e-mail, while the user has not set their own. */
  async function resendInvitation(id: string, actor: Actor): Promise<User> {
    const current = await load(id);
    if (!current.user.active || !current.company.active)
      throw new AppError(
        409,
        'CONFLICT',
        'Reative o usuário (e a empresa) antes de reenviar o convite.',
      );
    if (!current.user.mustChangePassword)
      throw new AppError(
        409,
        'CONFLICT',
        'Este usuário já definiu a própria senha; ele pode usar “Esqueci minha senha”.',
      );
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const actorName = (await findUserById(db, actor.userId))?.user.name;
    await db.transaction(async (tx) => {
      await updateUser(tx, id, { passwordHash, mustChangePassword: true });
      await revokeAllRefreshTokens(tx, id);
      await recordActivity(tx, {
        companyId: current.company.id,
        userId: actor.userId,
        action: 'USER_INVITATION_RESENT',
        targetType: 'user',
        targetId: id,
        summary: { to: current.user.email },
        ip: actor.ip,
      });
      await queueInvitation(tx, current, password, actorName);
    });
    return get(id);
  }

  return { list, get, create, update, setActive, resendInvitation };
}
