/** The SQL of report templates; every read and write is scoped by the caller's company. */
import { and, asc, eq, reportTemplates, sql, users, type ReportTemplateRow } from '@lince/db';
import type { DbExecutor } from '../../../core/context.ts';

export interface ReportTemplateRecord {
  template: ReportTemplateRow;
  creatorName: string | null;
}

const select = (db: DbExecutor) =>
  db
    .select({ template: reportTemplates, creatorName: users.name })
    .from(reportTemplates)
    .leftJoin(users, eq(users.id, reportTemplates.createdBy));

/** The company's templates by name (case and accents as a person sorts them). */
export function listReportTemplates(
  db: DbExecutor,
  companyId: string,
): Promise<ReportTemplateRecord[]> {
  return select(db)
    .where(eq(reportTemplates.companyId, companyId))
    .orderBy(sql`lower(${reportTemplates.name})`, asc(reportTemplates.id));
}

export async function findReportTemplate(
  db: DbExecutor,
  companyId: string,
  id: string,
): Promise<ReportTemplateRecord | undefined> {
  const [row] = await select(db)
    .where(and(eq(reportTemplates.companyId, companyId), eq(reportTemplates.id, id)))
    .limit(1);
  return row;
}

export async function insertReportTemplate(
  db: DbExecutor,
  values: typeof reportTemplates.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(reportTemplates)
    .values(values)
    .returning({ id: reportTemplates.id });
  return row!.id;
}

export async function updateReportTemplate(
  db: DbExecutor,
  id: string,
  values: Pick<ReportTemplateRow, 'name' | 'sections' | 'blocks'>,
) {
  await db.update(reportTemplates).set(values).where(eq(reportTemplates.id, id));
}

export async function deleteReportTemplate(db: DbExecutor, id: string) {
  await db.delete(reportTemplates).where(eq(reportTemplates.id, id));
}
