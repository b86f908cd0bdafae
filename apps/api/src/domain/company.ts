import { companies, eq, type CompanyRow } from '@lince/db';
import type { DbExecutor } from '../core/context.ts';

/** The client company's record (name, address, settings, logo…), by id. */
export async function findCompanyRecord(
  db: DbExecutor,
  companyId: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/** Writes the company's own fields: by the provider (name, CNPJ, address, active) or by its ADMIN (settings, logo). */
export async function updateCompany(
  db: DbExecutor,
  companyId: string,
  values: Partial<Pick<CompanyRow, 'name' | 'cnpj' | 'address' | 'active' | 'settings' | 'logo'>>,
) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** The company's SLA days per status (`settings.slaDaysByStatus`; empty when none is set). */
export async function slaDaysOfCompany(db: DbExecutor, companyId: string) {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.settings.slaDaysByStatus ?? {};
}
