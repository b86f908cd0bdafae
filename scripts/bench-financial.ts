/**
 * The financial statements part of `npm run bench` (`BENCH_ONLY=financial`): an ADMIN of the
 * measured company analyses a company with 10 annual statements (every line filled, figures
 * varying by year), and the endpoint measured is its analysis — ratios, subtotals, horizontal and
 * vertical analysis of the 10 years. Budget (issue 14): p95 ≤ 50 ms.
 */
import { FINANCIAL_LINE_KEYS, isSignedLine } from '@lince/contracts';
import { eq, financialCompanies, financialStatements, users, type Database } from '@lince/db';
import { createUser, randomCnpj } from '@lince/db/testing/factories';

export const BENCH_FINANCIAL_YEARS = 10;
export const BENCH_FINANCIAL_ADMIN = 'admin.financeiro@bench.test';

/** Seeds the analysed company beside the user of `email`; returns the analysis path to ask for. */
export async function seedFinancial(db: Database, email: string): Promise<string[]> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`usuário ${email} não semeado`);
  await createUser(db, { companyId: user.companyId, role: 'ADMIN', email: BENCH_FINANCIAL_ADMIN });
  const [company] = await db
    .insert(financialCompanies)
    .values({ companyId: user.companyId, cnpj: randomCnpj(), name: 'Analisada do benchmark S.A.' })
    .returning({ id: financialCompanies.id });
  const rows = Array.from({ length: BENCH_FINANCIAL_YEARS }, (_, y) => ({
    companyId: user.companyId,
    financialCompanyId: company!.id,
    fiscalYear: 2016 + y,
    periodType: 'ANUAL' as const,
    periodEnd: `${2016 + y}-12-31`,
    ...Object.fromEntries(
      FINANCIAL_LINE_KEYS.map((key, i) => {
        const value = ((i + 1) * 104_729 + y * 7_919 * (i + 3)) % 90_000_000;
        return [key, (isSignedLine(key) && (i + y) % 3 === 0 ? -value : value).toFixed(2)];
      }),
    ),
  }));
  await db.insert(financialStatements).values(rows);
  return [`/v1/financial-companies/${company!.id}/analysis`];
}
