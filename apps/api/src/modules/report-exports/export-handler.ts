import type { ReportFormat } from '@lince/contracts';
import type { Database, DiligenceReportRow } from '@lince/db';
import { Readable } from 'node:stream';
import { audited } from '../../domain/audit.ts';
import type { JobHandler } from '../../lib/jobs/define.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { FileType } from '../../lib/storage/file-types.ts';
import { finishTask, taskContext } from '../background-tasks/index.ts';
import { buildReportDocument, type ReportBuildLayout } from '../reports/index.ts';
import type { ReportRenderer } from '../reports/index.ts';
import type { ReportExportJobData } from './export-job.ts';
import { finishReport, reportOfJob } from './repository.ts';

/** The largest export kept (a 50-entity report is a few MB): past it the export FALHOU. */
export const REPORT_FILE_MAX_BYTES = 200 * 1024 * 1024;

export const REPORT_FILE_TYPES: Record<ReportFormat, FileType> = {
  PDF: 'application/pdf',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const UNAVAILABLE =
  'Não foi possível gerar o relatório agora. Exporte-o de novo para tentar outra vez.';

/** Draws one model as a file (the renderers' worker thread in the app: `ReportRenderer.render`). */
export type RenderReport = ReportRenderer['render'];

export interface ReportExportDeps {
  db: Database;
  storage: FileStorage;
  render: RenderReport;
}

const layoutOf = (report: DiligenceReportRow): ReportBuildLayout =>
  report.kind === 'PERSONALIZADO' && report.layout
    ? { kind: 'PERSONALIZADO', ...report.layout }
    : { kind: 'PADRAO' };

/**
 * The handler of `reportExportJob`: the model built from the diligence as it is now (by the user
 * who asked, in their company), rendered off the event loop, stored (hashed on the way); then, in
 * one transaction, the report PRONTO with its SHA-256, the task CONCLUIDO and the audit entry. A
 * failure is retried; on the last attempt the report and its task end FALHOU with a message.
 * A run that finds the export already ended does nothing (and a file it stored is deleted).
 */
export function reportExportHandler({
  db,
  storage,
  render,
}: ReportExportDeps): JobHandler<ReportExportJobData> {
  return async ({ taskId, reportId }, job) => {
    const report = await reportOfJob(db, reportId);
    if (report?.state !== 'PROCESSANDO') return;
    const ctx = await taskContext(db, { userId: report.createdBy, companyId: report.companyId });
    let storedKey: string | null = null;
    try {
      const document = await buildReportDocument(
        ctx,
        report.diligenceId,
        layoutOf(report),
        new Date(),
        {
          storage,
        },
      );
      const bytes = await render(document, report.format, report.verificationCode);
      const stored = await storage.put(Readable.from([bytes]), {
        maxBytes: REPORT_FILE_MAX_BYTES,
        allowedTypes: [REPORT_FILE_TYPES[report.format]],
      });
      storedKey = stored.key;
      const finished = await audited(
        ctx,
        {
          action: 'REPORT_EXPORTED',
          targetType: 'report',
          targetId: report.id,
          summary: {
            diligenceId: report.diligenceId,
            format: report.format,
            kind: report.kind,
            verificationCode: report.verificationCode,
            sha256: stored.sha256,
            sizeBytes: stored.size,
          },
        },
        async (tx) => {
          const end = {
            state: 'PRONTO',
            sha256: stored.sha256,
            storageKey: stored.key,
            sizeBytes: stored.size,
          } as const;
          if (!(await finishReport(tx.db, report.id, end))) return false;
          await finishTask(tx.db, taskId, {
            state: 'CONCLUIDO',
            result: {
              reportId: report.id,
              sha256: stored.sha256,
              verificationCode: report.verificationCode,
            },
          });
          return true;
        },
      );
      if (finished) storedKey = null;
    } catch (error) {
      if (!job.lastAttempt) throw error;
      await reportFailed(db, report.id, taskId);
    } finally {
      if (storedKey) await storage.delete(storedKey).catch(() => {});
    }
  };
}

async function reportFailed(db: Database, reportId: string, taskId: string) {
  await db.transaction(async (tx) => {
    await finishReport(tx, reportId, { state: 'FALHOU', message: UNAVAILABLE });
    await finishTask(tx, taskId, { state: 'FALHOU', message: UNAVAILABLE });
  });
}

/**
 * The export's job failed for good without ending it (its process died during the last
 * attempt): the report and its task end FALHOU instead of staying PROCESSANDO for ever.
 */
export function reportExportGivenUp({ db }: Pick<ReportExportDeps, 'db'>) {
  return ({ reportId, taskId }: ReportExportJobData) => reportFailed(db, reportId, taskId);
}
