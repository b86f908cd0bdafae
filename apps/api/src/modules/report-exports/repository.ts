import type { ReportItem } from '@lince/contracts';
import {
  and,
  desc,
  diligenceReports,
  diligences,
  eq,
  users,
  type DiligenceReportRow,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** The rows of `diligence_reports`: a diligence's exports and their verification. */

export type NewReport = Pick<
  DiligenceReportRow,
  | 'companyId'
  | 'diligenceId'
  | 'format'
  | 'kind'
  | 'layout'
  | 'verificationCode'
  | 'taskId'
  | 'createdBy'
>;

export async function insertReport(tx: DbExecutor, values: NewReport): Promise<DiligenceReportRow> {
  const [row] = await tx.insert(diligenceReports).values(values).returning();
  return row!;
}

const itemColumns = {
  report: diligenceReports,
  authorName: users.name,
};

type ItemRow = { report: DiligenceReportRow; authorName: string };

export function toReportItem({ report, authorName }: ItemRow): ReportItem {
  return {
    _id: report.id,
    format: report.format,
    kind: report.kind,
    state: report.state,
    verificationCode: report.verificationCode,
    sha256: report.sha256,
    createdAt: report.createdAt.toISOString(),
    createdBy: authorName,
    jobId: report.taskId,
    ...(report.message ? { message: report.message } : {}),
    sizeBytes: report.sizeBytes,
  };
}

/** A diligence's exports, newest first (a diligence has tens, not thousands: no paging). */
export async function listReports(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
): Promise<ReportItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(diligenceReports)
    .innerJoin(users, eq(users.id, diligenceReports.createdBy))
    .where(
      and(eq(diligenceReports.companyId, companyId), eq(diligenceReports.diligenceId, diligenceId)),
    )
    .orderBy(desc(diligenceReports.createdAt), desc(diligenceReports.id))
    .limit(500);
  return rows.map(toReportItem);
}

/** One export of the company's diligence (any other is not there). */
export async function findReport(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  id: string,
): Promise<DiligenceReportRow | undefined> {
  const [row] = await db
    .select()
    .from(diligenceReports)
    .where(
      and(
        eq(diligenceReports.companyId, companyId),
        eq(diligenceReports.diligenceId, diligenceId),
        eq(diligenceReports.id, id),
      ),
    )
    .limit(1);
  return row;
}

/** The export a job renders, whatever its company (the job carries its id). */
export async function reportOfJob(
  db: DbExecutor,
  id: string,
): Promise<DiligenceReportRow | undefined> {
  const [row] = await db
    .select()
    .from(diligenceReports)
    .where(eq(diligenceReports.id, id))
    .limit(1);
  return row;
}

/** The export ends: PRONTO with its stored file, or FALHOU with the reason (only once). */
export async function finishReport(
  tx: DbExecutor,
  id: string,
  end:
    | { state: 'PRONTO'; sha256: string; storageKey: string; sizeBytes: number }
    | { state: 'FALHOU'; message: string },
): Promise<boolean> {
  const done = await tx
    .update(diligenceReports)
    .set({ ...end, finishedAt: new Date() })
    .where(and(eq(diligenceReports.id, id), eq(diligenceReports.state, 'PROCESSANDO')))
    .returning({ id: diligenceReports.id });
  return done.length > 0;
}

export interface VerifiedReport {
  report: DiligenceReportRow;
  authorName: string;
  diligenceCode: string;
}

/** A finished export of the company with this code or this file hash (PRONTO only). */
export async function findReadyReport(
  db: DbExecutor,
  companyId: string,
  by: { code: string } | { sha256: string },
): Promise<VerifiedReport | undefined> {
  const [row] = await db
    .select({ report: diligenceReports, authorName: users.name, diligenceCode: diligences.code })
    .from(diligenceReports)
    .innerJoin(users, eq(users.id, diligenceReports.createdBy))
    .innerJoin(diligences, eq(diligences.id, diligenceReports.diligenceId))
    .where(
      and(
        eq(diligenceReports.companyId, companyId),
        eq(diligenceReports.state, 'PRONTO'),
        'code' in by
          ? eq(diligenceReports.verificationCode, by.code)
          : eq(diligenceReports.sha256, by.sha256),
      ),
    )
    .orderBy(desc(diligenceReports.createdAt))
    .limit(1);
  return row;
}
