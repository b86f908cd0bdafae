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
import { readNamedUpload, registerMultipart } from '../../lib/storage/upload.ts';
import { CVM_FILE_LIMITS } from './cvm-files.ts';
import { WORKBOOK_LIMITS } from './parse-workbook.ts';
import { financialCompanyFirst, permission, tags } from './routes.ts';
import {
  analyseCompany,
  createStatement,
  editStatement,
  listCompanyStatements,
  removeStatement,
} from './statements-service.ts';
import { importStatements } from './statements-import.ts';
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
        summary:
          'Importar o modelo XLSX ou os dados abertos da CVM (BPA, BPP, DRE; vários exercícios; tudo ou nada)',
        description: `multipart/form-data, campo \`file\`; o formato vem do conteúdo. **XLSX** do modelo, até ${WORKBOOK_LIMITS.maxBytes / 1024 / 1024} MB: cada exercício vira (ou substitui as contas de) a demonstração anual; fórmulas valem pelo resultado gravado; conta desconhecida: \`rejectedLines\`; ativo ≠ passivo + PL: \`warnings\`; arquivo vazio, primeira coluna errada, ano como texto, valor não numérico: 400 com a linha. **CVM** (dfp_cia_aberta_BPA_con_AAAA.csv, _BPP_, _DRE_, itr_…; \`;\`, UTF-8 ou Windows-1252), até ${CVM_FILE_LIMITS.maxBytes / 1024 / 1024} MB: um CSV ou um ZIP deles, de todas as companhias ou só da analisada (as linhas do CNPJ dela); consolidado quando houver, senão individual; a maior VERSAO; DFP: ÚLTIMO e PENÚLTIMO viram as demonstrações anuais, ITR: o trimestre (DRE acumulada no ano); contas padrão nas linhas, o resto de cada grupo em “outros”, os totais da CVM conferidos (\`warnings\` quando não fecham); MIL multiplicado. Arquivo que não é da CVM, de outro CNPJ, sem linhas, com codificação desconhecida: 400, nada importado.`,
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
      // The largest file accepted (CVM's); a workbook is held to its own limit once recognised.
      const upload = await readNamedUpload(request, CVM_FILE_LIMITS.maxBytes);
      return importStatements(ctx, request.params.id, upload);
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
