import {
  ApiErrorSchema,
  CurrentTermsSchema,
  IdParamsSchema,
  TermsAcceptSchema,
  TermsDraftInputSchema,
  TermsDraftUpdateSchema,
  TermsListQuerySchema,
  TermsPageSchema,
  TermsVersionSchema,
} from '@lince/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../../lib/client-info.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  acceptTerms,
  createTermsDraft,
  getCurrentTerms,
  getTermsVersion,
  listTermsVersions,
  publishTerms,
  updateTermsDraft,
} from './service.ts';

const tags = ['termos de uso'];
const permission = { screen: 'Terms' } as const;
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const actor = (request: FastifyRequest) => ({ ...authOf(request), ip: request.ip });

/** Terms of use: versions (LINCE roles), the current text and its acceptance (everyone). */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get(
    '/terms/current',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Termos vigentes e se o usuário da sessão precisa aceitá-los',
        response: { 200: CurrentTermsSchema, 401: ApiErrorSchema },
      },
    },
    (request) => getCurrentTerms(db, authOf(request)),
  );

  app.post(
    '/terms/accept',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Aceitar a versão vigente (registra data, hora e IP)',
        body: TermsAcceptSchema,
        response: {
          200: CurrentTermsSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    (request) => acceptTerms(db, authOf(request), request.body.version, clientInfo(request)),
  );

  app.get(
    '/terms',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Versões dos termos (paginado, da mais nova à mais antiga)',
        querystring: TermsListQuerySchema,
        response: { 200: TermsPageSchema, ...errors },
      },
    },
    (request) => listTermsVersions(db, request.query),
  );

  app.post(
    '/terms',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Criar rascunho (próximo número de versão)',
        body: TermsDraftInputSchema,
        response: { 201: TermsVersionSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createTermsDraft(db, request.body, actor(request));
    },
  );

  app.get(
    '/terms/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Uma versão dos termos',
        params: IdParamsSchema,
        response: { 200: TermsVersionSchema, ...errors },
      },
    },
    (request) => getTermsVersion(db, request.params.id),
  );

  app.patch(
    '/terms/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar rascunho (uma versão publicada é imutável)',
        params: IdParamsSchema,
        body: TermsDraftUpdateSchema,
        response: { 200: TermsVersionSchema, ...errors },
      },
    },
    (request) => updateTermsDraft(db, request.params.id, request.body, actor(request)),
  );

  app.post(
    '/terms/:id/publish',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Publicar: torna a versão vigente; todos os usuários precisarão aceitá-la',
        params: IdParamsSchema,
        response: { 200: TermsVersionSchema, ...errors },
      },
    },
    (request) => publishTerms(db, request.params.id, actor(request)),
  );
};
