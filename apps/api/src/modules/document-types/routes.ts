import {
  DocumentTypeInputSchema,
  DocumentTypeListQuerySchema,
  DocumentTypeListSchema,
  DocumentTypePageSchema,
  DocumentTypeSchema,
  DocumentTypeUpdateSchema,
  IdParamsSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import {
  createDocumentType,
  getDocumentType,
  listActiveDocumentTypes,
  listDocumentTypes,
  setDocumentTypeActive,
  updateDocumentType,
} from './service.ts';

const tags = ['tipos de documento'];
const permission = { screen: 'DocumentTypes' } as const;
const errors = errorResponses(400, 401, 403, 404);

/** The document-type catalogue: `/v1/document-types` (no DELETE: types are deactivated). */
export const documentTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/document-types',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Tipos de documento (paginado; busca e filtros)',
        querystring: DocumentTypeListQuerySchema,
        response: { 200: DocumentTypePageSchema, ...errors },
      },
    },
    (request) => listDocumentTypes(contextOf(request), request.query),
  );

  app.get(
    '/document-types/active',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Catálogo ativo (todos os usuários)',
        response: { 200: DocumentTypeListSchema, ...errorResponses(401) },
      },
    },
    (request) => listActiveDocumentTypes(contextOf(request)),
  );

  app.post(
    '/document-types',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Criar tipo de documento',
        body: DocumentTypeInputSchema,
        response: { 201: DocumentTypeSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createDocumentType(contextOf(request), request.body);
    },
  );

  app.get(
    '/document-types/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Um tipo de documento',
        params: IdParamsSchema,
        response: { 200: DocumentTypeSchema, ...errors },
      },
    },
    (request) => getDocumentType(contextOf(request), request.params.id),
  );

  app.patch(
    '/document-types/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar tipo de documento',
        params: IdParamsSchema,
        body: DocumentTypeUpdateSchema,
        response: { 200: DocumentTypeSchema, ...errors },
      },
    },
    (request) => updateDocumentType(contextOf(request), request.params.id, request.body),
  );

  for (const [path, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/document-types/:id/${path}`,
      {
        config: { permission },
        schema: {
          tags,
          summary: active ? 'Reativar tipo de documento' : 'Desativar tipo de documento',
          params: IdParamsSchema,
          response: { 200: DocumentTypeSchema, ...errors },
        },
      },
      (request) => setDocumentTypeActive(contextOf(request), request.params.id, active),
    );
  }
};
