import {
  FinancialAnalysisSchema,
  FinancialImportResultSchema,
  FinancialStatementInputSchema,
  FinancialStatementListSchema,
  FinancialStatementParamsSchema,
  FinancialStatementSchema,
  IdParamsSchema,
} from '@lince/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { contentDisposition } from '../../lib/file-name.ts';
import { readUpload, registerMultipart } from '../../lib/storage/upload.ts';
import { WORKBOOK_LIMITS } from './parse-workbook.ts';
import { financialCompanyFirst, permission, tags } from './routes.ts';
import {
  analyseCompany,
  createStatement,
  editStatement,
  importStatements,
  listCompanyStatements,
  removeStatement,
} from './statements-service.ts';
import { statementTemplateXlsx } from './template.ts';

const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendXlsx(reply: FastifyReply, bytes: Uint8Array) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      contentDisposition('attachment', 'modelo-demonstracoes-financeiras.xlsx'),
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}

/** Statements of an analysed company, the XLSX template and import, and the analysis. */
export const financialStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  app.get(
    '/financial-statements/template.xlsx',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Modelo XLSX: uma planilha, coluna A com as contas ("Conta" em A1), linha 1 com os exercícios a partir da coluna B',
        response: errorResponses(401, 403),
      },
    },
    async (_request, reply) =>
      sendXlsx(reply, await statementTemplateXlsx(new Date().getUTCFullYear())),
  );

  app.get(
    '/financial-companies/:id/statements',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Demonstrações da empresa analisada, por exercício',
        params: IdParamsSchema,
        response: { 200: FinancialStatementListSchema, ...readErrors },
      },
    },
    (request) => listCompanyStatements(contextOf(request), request.params.id),
  );

  app.post(
    '/financial-companies/:id/statements',
    {
      preValidation: financialCompanyFirst,
      config: { permission },
      schema: {
        tags,
        summary:
          'Cadastrar demonstração de um exercício (uma anual por exercício; subtotais calculados, nunca digitados)',
        params: IdParamsSchema,
        body: FinancialStatementInputSchema,
        response: { 201: FinancialStatementSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createStatement(contextOf(request), request.params.id, request.body);
      reply.code(201);
      return created;
    },
  );

  app.put(
    '/financial-companies/:id/statements/:statementId',
    {
      preValidation: financialCompanyFirst,
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar a demonstração (o corpo inteiro; conta ausente vale zero)',
        params: FinancialStatementParamsSchema,
        body: FinancialStatementInputSchema,
        response: { 200: FinancialStatementSchema, ...writeErrors },
      },
    },
    (request) =>
      editStatement(
        contextOf(request),
        request.params.id,
        request.params.statementId,
        request.body,
      ),
  );

  app.delete(
    '/financial-companies/:id/statements/:statementId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remover a demonstração',
        params: FinancialStatementParamsSchema,
        response: { 204: z.null(), ...readErrors },
      },
    },
    async (request, reply) => {
      await removeStatement(contextOf(request), request.params.id, request.params.statementId);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/financial-companies/:id/statements/import',
    {
      preValidation: financialCompanyFirst,
      config: { permission },
      schema: {
        tags,
        summary: 'Importar o modelo XLSX (vários exercícios; tudo ou nada)',
        description: `multipart/form-data, campo \`file\`: XLSX de até ${WORKBOOK_LIMITS.maxBytes / 1024 / 1024} MB. Cada exercício vira (ou substitui as contas de) a demonstração anual. Fórmulas valem pelo resultado gravado. Conta desconhecida: \`rejectedLines\`; ativo ≠ passivo + PL: \`warnings\`. Arquivo vazio, que não é XLSX, primeira coluna errada, ano como texto, valor não numérico: 400 com a linha, nada importado.`,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: {
          200: FinancialImportResultSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const bytes = await readUpload(request, WORKBOOK_LIMITS.maxBytes);
      return importStatements(ctx, request.params.id, bytes);
    },
  );

  app.get(
    '/financial-companies/:id/analysis',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Análise por exercício: índices (4 casas; null com o motivo), subtotais, análise horizontal e vertical',
        params: IdParamsSchema,
        response: { 200: FinancialAnalysisSchema, ...readErrors },
      },
    },
    (request) => analyseCompany(contextOf(request), request.params.id),
  );
};
