import {
  DocumentAnalysisSchema,
  DocumentClassifySchema,
  DocumentCreateSchema,
  DocumentListSchema,
  DocumentParamsSchema,
  DocumentSchema,
  DocumentWaiverSchema,
  EntityParamsSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { analyseDocument, undoWaiver, waiveDocument } from './analysis-service.ts';
import { addDocument, classifyDocument, entityDocuments, getDocument } from './service.ts';

const tags = ['documentos'];
const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

/** Inside the diligence scope: an entity's documents (its checklist) and each document's analysis. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const diligenceId = (request: Parameters<typeof diligenceOf>[0]) =>
    diligenceOf(request).diligence.id;

  app.get(
    '/entities/:entityId/documents',
    {
      config: { permission: { screen: 'Documents' } },
      schema: {
        tags,
        summary: 'Documentos da parte (checklist por etapa da trilha, com os arquivos)',
        params: EntityParamsSchema,
        response: { 200: DocumentListSchema, ...readErrors },
      },
    },
    (request) => entityDocuments(contextOf(request), diligenceId(request), request.params.entityId),
  );

  app.post(
    '/entities/:entityId/documents',
    {
      config: { permission: { screen: 'Documents' } },
      schema: {
        tags,
        summary:
          'Acrescentar um documento à parte (qualquer tipo ativo que se aplique; não obrigatório)',
        params: EntityParamsSchema,
        body: DocumentCreateSchema,
        response: { 201: DocumentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const doc = await addDocument(
        contextOf(request),
        diligenceId(request),
        request.params.entityId,
        request.body.documentTypeId,
      );
      return reply.code(201).send(doc);
    },
  );

  app.get(
    '/documents/:documentId',
    {
      config: { permission: { screen: 'DocumentAnalysis' } },
      schema: {
        tags,
        summary: 'Um documento (o assunto da tela de análise)',
        params: DocumentParamsSchema,
        response: { 200: DocumentSchema, ...readErrors },
      },
    },
    (request) => getDocument(contextOf(request), diligenceId(request), request.params.documentId),
  );

  app.put(
    '/documents/:documentId/analysis',
    {
      config: { permission: { screen: 'DocumentAnalysis' } },
      schema: {
        tags,
        summary: 'Registrar a análise do documento (situação, tipo, datas, resultado, observações)',
        description:
          'Campos omitidos ficam como estão. Sem `validUntil` e com `issuedAt`, a validade é a emissão + a validade usual do tipo. Recebido exige arquivo (409); um documento dispensado não é analisado (409).',
        params: DocumentParamsSchema,
        body: DocumentAnalysisSchema,
        response: { 200: DocumentSchema, ...writeErrors },
      },
    },
    (request) =>
      analyseDocument(
        contextOf(request),
        diligenceOf(request),
        request.params.documentId,
        request.body,
      ),
  );

  app.post(
    '/documents/:documentId/waiver',
    {
      config: { permission: { screen: 'Documents' } },
      schema: {
        tags,
        summary: 'Dispensar o documento, com justificativa',
        params: DocumentParamsSchema,
        body: DocumentWaiverSchema,
        response: { 200: DocumentSchema, ...writeErrors },
      },
    },
    (request) =>
      waiveDocument(
        contextOf(request),
        diligenceId(request),
        request.params.documentId,
        request.body.justification,
      ),
  );

  app.delete(
    '/documents/:documentId/waiver',
    {
      config: { permission: { screen: 'Documents' } },
      schema: {
        tags,
        summary: 'Desfazer a dispensa (Recebido se houver arquivo, senão Pendente)',
        params: DocumentParamsSchema,
        response: { 200: DocumentSchema, ...writeErrors },
      },
    },
    (request) => undoWaiver(contextOf(request), diligenceId(request), request.params.documentId),
  );

  app.post(
    '/documents/:documentId/classify',
    {
      config: { permission: { screen: 'EntityDocs' } },
      schema: {
        tags,
        summary: 'Classificar um arquivo enviado em lote ("Outros") em um tipo de documento',
        description:
          'Se a parte já tem um documento desse tipo sem arquivo, os arquivos passam para ele (que fica Recebido) e este é removido: a resposta é aquele documento. Senão, este documento passa a ser do tipo.',
        params: DocumentParamsSchema,
        body: DocumentClassifySchema,
        response: { 200: DocumentSchema, ...writeErrors },
      },
    },
    (request) =>
      classifyDocument(
        contextOf(request),
        diligenceId(request),
        request.params.documentId,
        request.body.documentTypeId,
      ),
  );
};
