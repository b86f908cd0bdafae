import { LAST_LINCE_ADMIN_MESSAGE, LINCE_ADMIN_ONLY_MESSAGES, type Role } from '@lince/contracts';
import type { DbExecutor, ServiceContext } from '../../core/context.ts';
import { conflict, forbidden } from '../../core/errors.ts';
import { otherActiveProviderAdmins } from './admin-repository.ts';

export type LinceAdminAction = keyof typeof LINCE_ADMIN_ONLY_MESSAGES;

/**
 * Only a LINCE_ADMIN creates, edits, (de)activates or re-invites a LINCE_ADMIN, or gives that role
 * (decision 002): anyone else gets 403 with the action's message, before anything is written.
 */
export function assertMayActOn(ctx: ServiceContext, role: Role, action: LinceAdminAction): void {
  if (role === 'LINCE_ADMIN' && ctx.role !== 'LINCE_ADMIN')
    throw forbidden(LINCE_ADMIN_ONLY_MESSAGES[action]);
}

/**
 * In the transaction that demotes or deactivates the LINCE_ADMIN `id`: another active LINCE_ADMIN
 * must remain (409 otherwise). The caller is one, so this only fails when two LINCE_ADMINs remove
 * each other at once; the lock makes the second see the first.
 */
export async function assertAnotherProviderAdmin(db: DbExecutor, id: string): Promise<void> {
  if ((await otherActiveProviderAdmins(db, id)) === 0) throw conflict(LAST_LINCE_ADMIN_MESSAGE);
}
