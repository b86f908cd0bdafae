import { diligenceCodeCounters, diligenceMembers, diligences, eq, sql } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/**
 * One diligence's SQL: its reads are scoped by `companyId` (the caller's, from the verified
 * token), so another company's diligence simply is not found; its writes take an id read that way.
 */

export type DiligenceValues = Partial<typeof diligences.$inferInsert>;

export async function insertDiligence(
  tx: DbExecutor,
  values: typeof diligences.$inferInsert,
): Promise<string> {
  const [created] = await tx.insert(diligences).values(values).returning({ id: diligences.id });
  return created!.id;
}

export async function updateDiligence(tx: DbExecutor, id: string, values: DiligenceValues) {
  await tx.update(diligences).set(values).where(eq(diligences.id, id));
}

/** Next number of the company's code sequence for `year`; unique under concurrency (row lock of the upsert). */
export async function nextCodeNumber(tx: DbExecutor, companyId: string, year: number) {
  const [row] = await tx
    .insert(diligenceCodeCounters)
    .values({ companyId, year, last: 1 })
    .onConflictDoUpdate({
      target: [diligenceCodeCounters.companyId, diligenceCodeCounters.year],
      set: { last: sql`${diligenceCodeCounters.last} + 1` },
    })
    .returning({ last: diligenceCodeCounters.last });
  return row!.last;
}

export async function replaceTeam(tx: DbExecutor, diligenceId: string, memberIds: string[]) {
  await tx.delete(diligenceMembers).where(eq(diligenceMembers.diligenceId, diligenceId));
  if (memberIds.length)
    await tx
      .insert(diligenceMembers)
      .values(memberIds.map((userId) => ({ diligenceId, userId })))
      .onConflictDoNothing();
}
