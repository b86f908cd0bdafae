import {
  CreateReportRequestSchema,
  CreateReportResponseSchema,
  DiligenceIdParamsSchema,
  REPORT_VERIFY_MAX_BYTES,
  reportFileName,
  ReportListSchema,
  ReportParamsSchema,
  VerifyReportCodeRequestSchema,
  VerifyReportResponseSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { validationError } from '../../core/errors.ts';
import { emptyFile } from '../../lib/storage/inspector.ts';
import { registerMultipart, readUpload } from '../../lib/storage/upload.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { sendFile } from '../../lib/send-file.ts';
import { reportExportJob } from './export-job.ts';
import { REPORT_FILE_TYPES } from './export-handler.ts';
import { createReportExports } from './service.ts';
import { verifyReport } from './verify-service.ts';

const tags = ['relatórios'];
const permission = { screen: 'DiligenceReport' } as const;

/** Inside the diligence scope: `/v1/diligences/:id/reports…`. */
export const reportExportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The handler may run on another node: the queue exists whatever this one runs.
  app.deps.jobs.declare(reportExportJob);
  const exports = createReportExports({ storage: app.storage, jobs: app.deps.jobs });

  app.post(
    '/reports',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Exportar o relatório da diligência (PDF ou DOCX, padrão ou personalizado)',
        description:
          'Responde 202 `{ jobId, reportId }`: a geração corre em segundo plano (`GET /v1/jobs/{jobId}`); o relatório aparece em `GET …/reports` com o código de verificação impresso em cada página e, pronto, o SHA-256 do arquivo. PERSONALIZADO pede `sections` (ou `templateId`), `entityIds` e `blocks` opcionais.',
        params: DiligenceIdParamsSchema,
        body: CreateReportRequestSchema,
        response: { 202: CreateReportResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await exports.start(contextOf(request), diligenceOf(request), request.body)),
  );

  app.get(
    '/reports',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Exportações do relatório da diligência, da mais recente à mais antiga',
        params: DiligenceIdParamsSchema,
        response: { 200: ReportListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ items: await exports.list(contextOf(request), diligenceOf(request)) }),
  );

  app.get(
    '/reports/:reportId/file',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Arquivo de uma exportação pronta (PDF ou DOCX), como anexo',
        params: ReportParamsSchema,
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const diligence = diligenceOf(request);
      const { report, stream } = await exports.file(
        contextOf(request),
        diligence,
        request.params.reportId,
      );
      const file = {
        mimeType: REPORT_FILE_TYPES[report.format],
        size: report.sizeBytes ?? 0,
        name: reportFileName(diligence.diligence.code, report),
      };
      return sendFile(reply, file, stream, true);
    },
  );
};

/** `POST /v1/reports/verify`: a dropped file (multipart, field `file`) or a typed code (JSON). */
export const reportVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  app.post(
    '/reports/verify',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Verificar um relatório exportado: pelo arquivo ou pelo código de verificação',
        description:
          'multipart/form-data com o campo `file` (o PDF ou DOCX recebido: confere quando é idêntico, byte a byte, a uma exportação desta empresa) ou JSON `{ code }` (o código impresso no rodapé). Só as exportações da empresa de quem pergunta podem conferir.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: VerifyReportResponseSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      if (request.isMultipart()) {
        const bytes = await readUpload(request, REPORT_VERIFY_MAX_BYTES);
        if (bytes.byteLength === 0) throw emptyFile();
        return verifyReport(ctx, { bytes });
      }
      const body = VerifyReportCodeRequestSchema.safeParse(request.body);
      if (!body.success)
        throw validationError(body.error.issues[0]?.message ?? 'Informe o código de verificação.');
      return verifyReport(ctx, { code: body.data.code });
    },
  );
};
