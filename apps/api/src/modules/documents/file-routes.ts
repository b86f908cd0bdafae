import {
  DataRoomPageSchema,
  DataRoomQuerySchema,
  DocumentFileParamsSchema,
  DocumentParamsSchema,
  DocumentSchema,
  EntityParamsSchema,
  FileContentQuerySchema,
  FileUploadQuerySchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { registerMultipart, storeUpload } from '../../lib/storage/upload.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { sendFile } from '../../lib/send-file.ts';
import { createDocumentFiles } from './files-service.ts';
import { documentReadingJob } from './reading/reading-job.ts';

const tags = ['documentos'];

const uploadDescription =
  'multipart/form-data, campo `file`: PDF, PNG, JPEG, DOCX ou XLSX (tipo reconhecido pelo conteúdo, nunca pelo nome; uma certidão aceita só PDF e imagens — 415 para o resto), até `MAX_UPLOAD_BYTES` (413 acima; nada fica guardado). Arquivo vazio: 400. Um PDF, PNG ou JPEG entra na fila de leitura (uma digitalização é lida por OCR). Um arquivo idêntico (mesmo SHA-256) a um dos arquivos da parte nesta diligência (de qualquer documento): 409 `DUPLICATE_FILE` com `details: [{ fileId, documentId }]` e nada guardado; `?allowDuplicate=true` guarda mesmo assim.';
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);

/** Inside the diligence scope: upload, content and removal of documents' files, and the data room. */
export const documentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  // The reading's handler may run on another node: the queue exists whatever this one runs.
  app.deps.jobs.declare(documentReadingJob);
  const files = createDocumentFiles({
    storage: app.storage,
    jobs: app.deps.jobs,
    maxUploadBytes: app.deps.config.maxUploadBytes,
  });
  const diligenceId = (request: Parameters<typeof diligenceOf>[0]) =>
    diligenceOf(request).diligence.id;

  app.post(
    '/documents/:documentId/files',
    {
      config: { permission: { screen: 'Documents' } },
      schema: {
        tags,
        summary: 'Enviar um arquivo do documento (Pendente → Recebido)',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        params: DocumentParamsSchema,
        querystring: FileUploadQuerySchema,
        response: { 201: DocumentSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const doc = await files.upload(
        contextOf(request),
        diligenceId(request),
        request.params.documentId,
        request.query,
        (options) => storeUpload(request, app.storage, options),
      );
      return reply.code(201).send(doc);
    },
  );

  app.post(
    '/entities/:entityId/files',
    {
      config: { permission: { screen: 'EntityDocs' } },
      schema: {
        tags,
        summary: 'Envio em lote: um arquivo vira um documento "Outros", a classificar',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        params: EntityParamsSchema,
        querystring: FileUploadQuerySchema,
        response: { 201: DocumentSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const doc = await files.uploadUnclassified(
        contextOf(request),
        diligenceId(request),
        request.params.entityId,
        request.query,
        (options) => storeUpload(request, app.storage, options),
      );
      return reply.code(201).send(doc);
    },
  );

  app.get(
    '/entities/:entityId/files',
    {
      config: { permission: { screen: 'EntityDocs' } },
      schema: {
        tags,
        summary: 'Sala de documentos da parte: todos os arquivos, mais recentes primeiro',
        params: EntityParamsSchema,
        querystring: DataRoomQuerySchema,
        response: { 200: DataRoomPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      files.dataRoom(
        contextOf(request),
        diligenceId(request),
        request.params.entityId,
        request.query,
      ),
  );

  app.get(
    '/documents/:documentId/files/:fileId',
    {
      // Every answer of this route is a recorded view: no HEAD twin that would record one unsent.
      exposeHeadRoute: false,
      config: { permission: { screen: 'DocumentAnalysis' } },
      schema: {
        tags,
        summary: 'O conteúdo de um arquivo (registrado na trilha de auditoria)',
        description:
          'Content-Type do tipo reconhecido no envio, `inline` (visualização, registrada como FILE_VIEWED) ou, com `?download=true`, `attachment` (FILE_DOWNLOADED); o nome em `filename*` (UTF-8).',
        params: DocumentFileParamsSchema,
        querystring: FileContentQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { download } = request.query;
      const { file, stream } = await files.content(
        contextOf(request),
        diligenceId(request),
        request.params.documentId,
        request.params.fileId,
        download,
      );
      return sendFile(reply, file, stream, download);
    },
  );

  app.delete(
    '/documents/:documentId/files/:fileId',
    {
      config: { permission: { screen: 'DocumentAnalysis' } },
      schema: {
        tags,
        summary: 'Remover um arquivo do documento',
        params: DocumentFileParamsSchema,
        response: { 200: DocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      files.remove(
        contextOf(request),
        diligenceId(request),
        request.params.documentId,
        request.params.fileId,
      ),
  );
};
