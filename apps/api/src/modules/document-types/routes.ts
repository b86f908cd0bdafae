import {
  ApiErrorSchema,
  DocumentTypeInputSchema,
  DocumentTypeListQuerySchema,
  DocumentTypeListSchema,
  DocumentTypePageSchema,
  DocumentTypeSchema,
  DocumentTypeUpdateSchema,
  IdParamsSchema,
} from '@lince/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
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
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
const actor = (request: FastifyRequest) => ({ ...authOf(request), ip: request.ip });

/** The document-type catalogue: `/v1/document-types` (no DELETE: types are deactivated). */
export const documentTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

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
    (request) => listDocumentTypes(db, request.query),
  );

  app.get(
    '/document-types/active',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Catálogo ativo (todos os usuários)',
        response: { 200: DocumentTypeListSchema, 401: ApiErrorSchema },
      },
    },
    () => listActiveDocumentTypes(db),
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
      return createDocumentType(db, request.body, actor(request));
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
    (request) => getDocumentType(db, request.params.id),
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
    (request) => updateDocumentType(db, request.params.id, request.body, actor(request)),
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
      (request) => setDocumentTypeActive(db, request.params.id, active, actor(request)),
    );
  }
};
