import type { ServiceContext } from './context.ts';

/**
 * The same caller acting on another company's records (a provider role administering a client
 * company): the audit entries written through the returned context go to that company's trail.
 */
export const inCompany = (ctx: ServiceContext, companyId: string): ServiceContext => ({
  ...ctx,
  companyId,
});
