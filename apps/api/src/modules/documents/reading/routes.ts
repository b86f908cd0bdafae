import { DocumentParamsSchema, DocumentReadingSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../../core/http.ts';
import { diligenceOf } from '../../../domain/diligence/scope.ts';
import { documentReading } from './service.ts';

/** Inside the diligence scope: the certidão reading of a document's latest PDF or image. */
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
};
