import {
  ApplyReadingsResultSchema,
  ApplyReadingsSchema,
  DocumentParamsSchema,
  DocumentReadingSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../../core/http.ts';
import { diligenceOf } from '../../../domain/diligence/scope.ts';
import { applyReadings } from './apply-service.ts';
import { documentReading } from './service.ts';

/**
 * Inside the diligence scope: the certidão reading of a document's latest PDF or image, and its
 * proposals applied to the untouched documents at once.
 */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/:documentId/reading',
    {
      config: { permission: { screen: 'DocumentAnalysis' } },
      schema: {
        tags: ['documents'],
        summary:
          'Leitura do último PDF ou imagem do documento (proposta de tipo, datas, resultado, CPF/CNPJ; uma digitalização é lida por OCR)',
        params: DocumentParamsSchema,
        response: { 200: DocumentReadingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      documentReading(contextOf(request), diligenceOf(request), request.params.documentId),
  );

  app.post(
    '/documents/apply-readings',
    {
      config: { permission: { screen: 'Documents' } },
      schema: {
        tags: ['documents'],
        summary: 'Aplicar a leitura aos documentos ainda não preenchidos (tipo, datas, resultado)',
        description:
          'Cada documento sem análise, datas nem resultado recebe a proposta da sua leitura, como "Aplicar tudo" no formulário; a situação fica como está (o analista ainda aprova). Os demais ficam como estão, em `skipped`, com o motivo.',
        body: ApplyReadingsSchema,
        response: { 200: ApplyReadingsResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => applyReadings(contextOf(request), diligenceOf(request), request.body.documentIds),
  );
};
