import {
  EntityParamsSchema,
  JobAcceptedSchema,
  LAWSUIT_TEMPLATE_FILE_NAME,
  LawsuitTemplateQuerySchema,
} from '@lince/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { registerMultipart, storeUpload } from '../../lib/storage/upload.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { contentDisposition } from '../../lib/file-name.ts';
import { lawsuitImportJob } from './import-job.ts';
import { createLawsuitImports } from './import-service.ts';
import { lawsuitTemplateCsv, lawsuitTemplateXlsx } from './template.ts';

const tags = ['processos'];
const permission = { screen: 'LawSuits' } as const;

/** Inside the diligence scope: `POST /v1/diligences/:id/entities/:entityId/lawsuits/import`. */
export const lawsuitImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  // The handler may run on another node: the queue exists whatever this one runs.
  app.deps.jobs.declare(lawsuitImportJob);
  const imports = createLawsuitImports({
    storage: app.storage,
    jobs: app.deps.jobs,
    maxBytes: app.deps.config.lawsuitImportMaxBytes,
  });

  app.post(
    '/entities/:entityId/lawsuits/import',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Importar processos da parte (CSV, XLSX ou JSON do DataJud) em segundo plano',
        description:
          'multipart/form-data, campo `file`: CSV (`;`, UTF-8 ou Windows-1252, o cabeçalho do modelo), planilha XLSX (o mesmo cabeçalho) ou JSON do DataJud (`hits.hits[]._source`), reconhecido pelo conteúdo, até `LAWSUIT_IMPORT_MAX_BYTES` (413 acima; nada fica guardado); outro tipo: 415; vazio: 400. Responde 202 `{ jobId }`: acompanhe em `GET /v1/jobs/{jobId}`. Cada número CNJ entra uma vez por parte: importar de novo atualiza.',
        consumes: ['multipart/form-data'],
        params: EntityParamsSchema,
        response: { 202: JobAcceptedSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const accepted = await imports.start(
        contextOf(request),
        diligenceOf(request),
        request.params.entityId,
        (options) => storeUpload(request, app.storage, options),
      );
      return reply.code(202).send(accepted);
    },
  );
};

const TEMPLATE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The template as an attachment named in Portuguese (`filename*`). */
async function sendTemplate(reply: FastifyReply, format: keyof typeof TEMPLATE_TYPES) {
  const bytes = format === 'xlsx' ? await lawsuitTemplateXlsx() : lawsuitTemplateCsv();
  return reply
    .header('content-type', TEMPLATE_TYPES[format])
    .header(
      'content-disposition',
      contentDisposition('attachment', `${LAWSUIT_TEMPLATE_FILE_NAME}.${format}`),
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}

/** `GET /v1/lawsuits/import-template?format=csv|xlsx`: the import template, as an attachment. */
export const lawsuitTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lawsuits/import-template',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Modelo da importação de processos (CSV ou XLSX), com uma linha de exemplo',
        querystring: LawsuitTemplateQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    (request, reply) => sendTemplate(reply, request.query.format),
  );
};
