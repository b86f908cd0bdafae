import {
  JobAcceptedSchema,
  ListsInForceSchema,
  ListVersionPageSchema,
  ListVersionsQuerySchema,
  PublicListParamsSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { registerMultipart, storeUpload } from '../../lib/storage/upload.ts';
import { createListImports } from './import-service.ts';
import { versionHistory, versionsInForce } from './queries.ts';

const tags = ['listas restritivas'];
const publicLists = { screen: 'RestrictiveLists' } as const;
const companyList = { screen: 'CompanyList' } as const;
const FILE_DESCRIPTION =
  'multipart/form-data, campo `file`: CSV (UTF-8 ou Windows-1252), XLSX ou ZIP com o arquivo publicado, até `RESTRICTIVE_LIST_IMPORT_MAX_BYTES` (413 acima; nada fica guardado); outro tipo: 415; vazio: 400. Responde 202 `{ jobId }`: acompanhe em `GET /v1/jobs/{jobId}`. Cada importação é uma versão nova; se o arquivo não tiver o layout da lista, a tarefa falha dizendo o que falta e a versão em vigor continua.';

/** The restrictive lists: their versions in force, the provider's imports, a company's own list. */
export const restrictiveListRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const imports = createListImports({
    storage: app.storage,
    jobs: app.deps.jobs,
    maxBytes: app.deps.config.restrictiveListImportMaxBytes,
  });

  app.get(
    '/restrictive-lists',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Versões em vigor das listas restritivas (públicas e a lista própria da empresa)',
        response: { 200: ListsInForceSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return { items: await versionsInForce(ctx.db, ctx.companyId) };
    },
  );

  app.get(
    '/restrictive-lists/:list/versions',
    {
      config: { permission: publicLists },
      schema: {
        tags,
        summary: 'Histórico de versões de uma lista restritiva pública (inclusive as que falharam)',
        params: PublicListParamsSchema,
        querystring: ListVersionsQuerySchema,
        response: { 200: ListVersionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      versionHistory(
        contextOf(request).db,
        { list: request.params.list, companyId: null },
        request.query.page,
        request.query.pageSize,
      ),
  );

  app.post(
    '/restrictive-lists/:list/imports',
    {
      config: { permission: publicLists },
      schema: {
        tags,
        summary: 'Importar uma nova versão de uma lista restritiva pública, em segundo plano',
        description: `${FILE_DESCRIPTION} O OFAC recebe o sdn.csv, ou um ZIP com o sdn.csv e o alt.csv.`,
        consumes: ['multipart/form-data'],
        params: PublicListParamsSchema,
        response: { 202: JobAcceptedSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const accepted = await imports.start(contextOf(request), request.params.list, (options) =>
        storeUpload(request, app.storage, options),
      );
      return reply.code(202).send(accepted);
    },
  );

  app.get(
    '/company-list/versions',
    {
      config: { permission: companyList },
      schema: {
        tags,
        summary: 'Histórico de versões da lista própria da empresa',
        querystring: ListVersionsQuerySchema,
        response: { 200: ListVersionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => {
      const ctx = contextOf(request);
      return versionHistory(
        ctx.db,
        { list: 'EMPRESA', companyId: ctx.companyId },
        request.query.page,
        request.query.pageSize,
      );
    },
  );

  app.post(
    '/company-list/imports',
    {
      config: { permission: companyList },
      schema: {
        tags,
        summary:
          'Importar uma nova versão da lista própria da empresa (CSV: nome; CPF/CNPJ; observação)',
        description: FILE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 202: JobAcceptedSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const accepted = await imports.start(contextOf(request), 'EMPRESA', (options) =>
        storeUpload(request, app.storage, options),
      );
      return reply.code(202).send(accepted);
    },
  );
};
