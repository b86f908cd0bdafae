import {
  reportEntityNotInDiligenceMessage,
  type CreateReportRequest,
  type ReportItem,
  type ReportLayout,
} from '@lince/contracts';
import type { Readable } from 'node:stream';
import { audit, audited } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import type { JobQueue } from '../../lib/jobs/queue.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { insertTask } from '../background-tasks/index.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { resolveReportLayout } from '../reports/index.ts';
import { reportExportJob } from './export-job.ts';
import { findReport, insertReport, listReports } from './repository.ts';
import { newVerificationCode } from './verification-code.ts';
import { and, entities, eq, inArray, type DiligenceReportRow } from '@lince/db';

export const REPORT_NOT_FOUND_MESSAGE = 'Relatório não encontrado.';
const NOT_READY = {
  PROCESSANDO: 'O relatório ainda está sendo gerado. Aguarde a conclusão para baixá-lo.',
  FALHOU: 'A geração deste relatório falhou: não há arquivo para baixar. Exporte-o de novo.',
} as const;

/** A custom report's entities must be the diligence's: a 400 naming the first that is not. */
async function checkEntitiesOf(ctx: ServiceContext, diligenceId: string, entityIds: string[]) {
  if (!entityIds.length) return;
  const found = await ctx.db
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(
        eq(entities.companyId, ctx.companyId),
        eq(entities.diligenceId, diligenceId),
        inArray(entities.id, entityIds),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const unknown = entityIds.find((id) => !known.has(id));
  if (unknown) throw validationError(reportEntityNotInDiligenceMessage(unknown), 'entityIds');
}

export interface ReportExportsDeps {
  storage: FileStorage;
  jobs: Pick<JobQueue, 'enqueue'>;
}

/** The exports of a diligence's report: requested here, rendered by `reportExportJob`. */
export function createReportExports({ storage, jobs }: ReportExportsDeps) {
  return {
    /**
     * `POST /v1/diligences/:id/reports`: the layout resolved now (a template or entity of
     * another diligence or company refused before anything is written), then the report
     * PROCESSANDO with its verification code, its task and its job, in one audited transaction.
     */
    async start(
      ctx: ServiceContext,
      { diligence }: DiligenceRecord,
      request: CreateReportRequest,
    ): Promise<{ jobId: string; reportId: string }> {
      const resolved = await resolveReportLayout(ctx, request);
      if (resolved.kind === 'PERSONALIZADO' && resolved.entityIds)
        await checkEntitiesOf(ctx, diligence.id, resolved.entityIds);
      const layout: ReportLayout | null =
        resolved.kind === 'PERSONALIZADO'
          ? {
              sections: resolved.sections,
              ...(resolved.entityIds ? { entityIds: resolved.entityIds } : {}),
              ...(resolved.blocks ? { blocks: resolved.blocks } : {}),
            }
          : null;
      return audited(
        ctx,
        ({ reportId }) => ({
          action: 'REPORT_EXPORT_REQUESTED',
          targetType: 'report',
          targetId: reportId,
          summary: { diligenceId: diligence.id, format: request.format, kind: request.kind },
        }),
        async (tx) => {
          const task = await insertTask(tx.db, {
            companyId: ctx.companyId,
            userId: ctx.userId,
            kind: 'REPORT_EXPORT',
          });
          const report = await insertReport(tx.db, {
            companyId: ctx.companyId,
            diligenceId: diligence.id,
            format: request.format,
            kind: request.kind,
            layout,
            verificationCode: newVerificationCode(),
            taskId: task.id,
            createdBy: ctx.userId,
          });
          await jobs.enqueue(tx.db, reportExportJob, { taskId: task.id, reportId: report.id });
          return { jobId: task.id, reportId: report.id };
        },
      );
    },

    list(ctx: ServiceContext, { diligence }: DiligenceRecord): Promise<ReportItem[]> {
      return listReports(ctx.db, ctx.companyId, diligence.id);
    },

    /** The stored file of a finished export, audited as downloaded before it is sent. */
    async file(
      ctx: ServiceContext,
      { diligence }: DiligenceRecord,
      reportId: string,
    ): Promise<{ report: DiligenceReportRow; stream: Readable }> {
      const report = await findReport(ctx.db, ctx.companyId, diligence.id, reportId);
      if (!report) throw notFound(REPORT_NOT_FOUND_MESSAGE);
      if (report.state !== 'PRONTO' || !report.storageKey)
        throw conflict(NOT_READY[report.state === 'FALHOU' ? 'FALHOU' : 'PROCESSANDO']);
      const stream = await storage.get(report.storageKey);
      try {
        await audit(ctx, {
          action: 'REPORT_DOWNLOADED',
          targetType: 'report',
          targetId: report.id,
          summary: { diligenceId: diligence.id, format: report.format, sha256: report.sha256 },
        });
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return { report, stream };
    },
  };
}
