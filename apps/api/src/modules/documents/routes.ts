import {
  DocumentCreateSchema,
  DocumentListSchema,
  DocumentParamsSchema,
  DocumentSchema,
  EntityParamsSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../diligences/scope.ts';
import { addDocument, entityDocuments, getDocument } from './service.ts';

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
};
