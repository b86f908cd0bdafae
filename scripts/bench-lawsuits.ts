/**
 * The lawsuits part of `npm run bench` (`BENCH_ONLY=lawsuits`): one entity of a diligence of the
 * measured analyst holds 5,000 lawsuits (every area, side, status and risk; amounts and dates
 * spread), and the endpoint measured is its table page as the web asks for it — sorted, filtered,
 * paged — each answer with the summary (area × risk, passive exposure, 5 largest). Budget (issue
 * 13): p95 ≤ 50 ms.
 */
import {
  LAWSUIT_AREAS,
  LAWSUIT_RISKS,
  LAWSUIT_SIDES,
  LAWSUIT_STATUSES,
  cnjCheckDigits,
} from '@lince/contracts';
import { eq, lawsuits, sql, users, type Database } from '@lince/db';
import { createDiligence, createEntity } from '@lince/db/testing/factories';

export const BENCH_LAWSUITS = 5_000;

const pick = <T>(values: readonly T[], i: number) => values[i % values.length]!;

/** Seeds the entity's lawsuits for the user of `email`; returns the table pages to ask for. */
export async function seedLawsuits(db: Database, email: string): Promise<string[]> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`usuário ${email} não semeado`);
  const diligence = await createDiligence(db, { companyId: user.companyId, ownerId: user.id });
  const entity = await createEntity(db, { companyId: user.companyId, diligenceId: diligence.id });
  const rows = Array.from({ length: BENCH_LAWSUITS }, (_, i) => {
    const seq = String(i + 1).padStart(7, '0');
    const year = String(2005 + (i % 20));
    return {
      companyId: user.companyId,
      diligenceId: diligence.id,
      entityId: entity.id,
      cnjNumber: `${seq}${cnjCheckDigits(seq, year, '8', '26', '0100')}${year}8260100`,
      court: 'TJSP',
      body: `${(i % 40) + 1}ª Vara Cível`,
      class: 'Procedimento Comum Cível',
      subjects: ['Indenização por dano material'],
      area: pick(LAWSUIT_AREAS, i),
      side: pick(LAWSUIT_SIDES, i * 7),
      counterparty: `Parte contrária ${i}`,
      claimValue: ((i * 7919) % 10_000_000).toFixed(2),
      filedAt: `${year}-${String((i % 12) + 1).padStart(2, '0')}-15`,
      status: pick(LAWSUIT_STATUSES, i * 3),
      lastMovementAt: `2025-${String((i % 12) + 1).padStart(2, '0')}-01`,
      risk: i % 4 === 3 ? null : pick(LAWSUIT_RISKS, i * 5),
      estimatedLoss: ((i * 3571) % 1_000_000).toFixed(2),
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(lawsuits).values(rows.slice(i, i + 1000));
  // As the rest of the bench's data (bench-seed.ts), and as autovacuum leaves a table soon after
  // an import: statistics and visibility map up to date.
  await db.execute(sql`vacuum analyze lawsuits`);
  const base = `/v1/diligences/${diligence.id}/entities/${entity.id}/lawsuits`;
  return [
    `${base}?page=1&pageSize=20`,
    `${base}?page=40&pageSize=50&sort=claimValue&order=desc`,
    `${base}?side=PASSIVO&risk=PROVAVEL&sort=estimatedLoss&order=desc`,
    `${base}?area=TRABALHISTA&status=ATIVO&page=3`,
    `${base}?sort=filedAt&pageSize=100&page=10`,
  ];
}
