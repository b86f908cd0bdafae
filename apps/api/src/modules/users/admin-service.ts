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
import type { AppDeps } from '../../core/deps.ts';
import { audited, changes } from '../../domain/audit.ts';
import type { ServiceContext, DbExecutor } from '../../core/context.ts';
import { AppError, conflict, forbidden, notFound } from '../../core/errors.ts';
import { inCompany } from '../../core/in-company.ts';
import { pageResult } from '../../lib/paging.ts';
import { hashPassword, temporaryPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../../domain/accounts/sessions.ts';
import { findCompany } from '../companies/index.ts';
import { queueMail, invitationMail } from '../mail/index.ts';
import { listUsers, updateUser } from './admin-repository.ts';
import { assertAnotherProviderAdmin, assertMayActOn } from './provider-admin-rules.ts';
import { findUserById, type UserWithCompany } from '../../domain/accounts/users.ts';
import { createUserWithTemporaryPassword } from './service.ts';

export const userNotFound = () => notFound('Usuário não encontrado.');
const companyNotFound = () => notFound('Empresa não encontrada.');

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

/**
 * Users administration of the provider (`/v1/users`): list, invite, edit, (de)activate, resend.
 * Invitations are queued as e-mail jobs; every function takes the caller's context first.
 */
export function createUserAdminService(deps: AppDeps) {
  const { config } = deps;
  async function load(ctx: ServiceContext, id: string): Promise<UserWithCompany> {
    const identity = await findUserById(ctx.db, id);
    if (!identity) throw userNotFound();
    return identity;
  }

  /** LINCE roles belong to the provider's company only. */
  async function assertRoleFitsCompany(ctx: ServiceContext, role: string, companyId: string) {
    if (!isProviderRole(role as never)) return;
    const company = await findCompany(ctx.db, companyId);
    if (companyId !== ctx.companyId && !company?.provider)
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

  async function list(
    ctx: ServiceContext,
    query: z.output<typeof UserListQuerySchema>,
  ): Promise<Page<User>> {
    const { rows, total } = await listUsers(ctx.db, query);
    return pageResult(rows.map(toUser), total, query.page, query.pageSize);
  }

  async function get(ctx: ServiceContext, id: string): Promise<User> {
    return toUser(await load(ctx, id));
  }

  async function create(
    ctx: ServiceContext,
    input: z.output<typeof UserCreateSchema>,
  ): Promise<User> {
    assertMayActOn(ctx, input.role, 'create');
    const company = await findCompany(ctx.db, input.companyId);
    if (!company) throw companyNotFound();
    await assertRoleFitsCompany(ctx, input.role, input.companyId);
    const actorName = (await findUserById(ctx.db, ctx.userId))?.user.name;
    const created = await createUserWithTemporaryPassword(
      ctx,
      {
        email: input.email,
        name: input.name,
        role: input.role,
        company: company.company.id,
        cpf: input.cpf ?? undefined,
      },
      (tx, user) => queueInvitation(tx, user, user.temporaryPassword, actorName),
    );
    return toUser({ user: created.user, company: created.company });
  }

  async function update(
    ctx: ServiceContext,
    id: string,
    input: z.output<typeof UserUpdateSchema>,
  ): Promise<User> {
    const current = await load(ctx, id);
    assertMayActOn(ctx, current.user.role, 'edit');
    if (input.role !== undefined) assertMayActOn(ctx, input.role, 'promote');
    const self = id === ctx.userId;
    if (self && input.role !== undefined && input.role !== current.user.role)
      throw forbidden(OWN_ROLE_MESSAGE);
    if (self && input.companyId !== undefined && input.companyId !== current.company.id)
      throw forbidden(OWN_COMPANY_MESSAGE);
    const companyId = input.companyId ?? current.company.id;
    if (input.companyId !== undefined && input.companyId !== current.company.id) {
      const target = await findCompany(ctx.db, input.companyId);
      if (!target) throw companyNotFound();
    }
    await assertRoleFitsCompany(ctx, input.role ?? current.user.role, companyId);
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
    await audited(
      inCompany(ctx, companyId),
      { action: 'USER_UPDATED', targetType: 'user', targetId: id, summary: diff },
      async (tx) => {
        if (current.user.role === 'LINCE_ADMIN' && 'role' in diff.after)
          await assertAnotherProviderAdmin(tx.db, id);
        await updateUser(tx.db, id, values);
        // A new company or role changes what the sessions may see: they end.
        if ('companyId' in diff.after || 'role' in diff.after) await revokeUserSessions(tx.db, id);
      },
    );
    return get(ctx, id);
  }

  /** Deactivation ends every session of the user at once; the auth hook refuses the next request. */
  async function setActive(ctx: ServiceContext, id: string, active: boolean): Promise<User> {
    if (!active && id === ctx.userId) throw forbidden(OWN_DEACTIVATION_MESSAGE);
    const current = await load(ctx, id);
    assertMayActOn(ctx, current.user.role, active ? 'activate' : 'deactivate');
    if (current.user.active === active) return toUser(current);
    await audited(
      inCompany(ctx, current.company.id),
      {
        action: active ? 'USER_ACTIVATED' : 'USER_DEACTIVATED',
        targetType: 'user',
        targetId: id,
        summary: { before: { active: !active }, after: { active } },
      },
      async (tx) => {
        if (!active && current.user.role === 'LINCE_ADMIN')
          await assertAnotherProviderAdmin(tx.db, id);
        await updateUser(tx.db, id, { active });
        if (!active) await revokeUserSessions(tx.db, id);
      },
    );
    return get(ctx, id);
  }

  /** A new temporary password by e-mail, while the user has not set their own. */
  async function resendInvitation(ctx: ServiceContext, id: string): Promise<User> {
    const current = await load(ctx, id);
    assertMayActOn(ctx, current.user.role, 'resend');
    if (!current.user.active || !current.company.active)
      throw conflict('Reative o usuário (e a empresa) antes de reenviar o convite.');
    if (!current.user.mustChangePassword)
      throw conflict(
        'Este usuário já definiu a própria senha; ele pode usar “Esqueci minha senha”.',
      );
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const actorName = (await findUserById(ctx.db, ctx.userId))?.user.name;
    await audited(
      inCompany(ctx, current.company.id),
      {
        action: 'USER_INVITATION_RESENT',
        targetType: 'user',
        targetId: id,
        summary: { to: current.user.email },
      },
      async (tx) => {
        await updateUser(tx.db, id, { passwordHash, mustChangePassword: true });
        await revokeUserSessions(tx.db, id);
        await queueInvitation(tx.db, current, password, actorName);
      },
    );
    return get(ctx, id);
  }

  return { list, get, create, update, setActive, resendInvitation };
}
