import type { DbExecutor, ServiceContext } from '../../core/context.ts';
import type { UserWithCompany } from '../../domain/accounts/users.ts';

/**
 * The context of a flow that has no session yet (login, first password, password reset): once the
 * account it concerns is known, the flow acts as that account, in its company, from the request's
 * address — so its audit entries read like those of a signed-in user.
 */
export const accountContext = (
  db: DbExecutor,
  { user, company }: UserWithCompany,
  ip: string,
): ServiceContext => ({ userId: user.id, companyId: company.id, role: user.role, ip, db });
