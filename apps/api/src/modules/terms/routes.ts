import {
  CurrentTermsSchema,
  IdParamsSchema,
  TermsAcceptSchema,
  TermsDraftInputSchema,
  TermsDraftUpdateSchema,
  TermsListQuerySchema,
  TermsPageSchema,
  TermsVersionSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../../lib/client-info.ts';
import { contextOf, errorResponses } from '../../core/http.ts';
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
const errors = errorResponses(400, 401, 403, 404, 409);

/** Terms of use: versions (LINCE roles), the current text and its acceptance (everyone). */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms/current',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Termos vigentes e se o usuário da sessão precisa aceitá-los',
        response: { 200: CurrentTermsSchema, ...errorResponses(401) },
      },
    },
    (request) => getCurrentTerms(contextOf(request)),
  );

  app.post(
    '/terms/accept',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Aceitar a versão vigente (registra data, hora e IP)',
        body: TermsAcceptSchema,
        response: { 200: CurrentTermsSchema, ...errorResponses(400, 401, 409) },
      },
    },
    (request) =>
      acceptTerms(contextOf(request), request.body.version, clientInfo(request).userAgent),
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
    (request) => listTermsVersions(contextOf(request), request.query),
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
      return createTermsDraft(contextOf(request), request.body);
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
    (request) => getTermsVersion(contextOf(request), request.params.id),
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
    (request) => updateTermsDraft(contextOf(request), request.params.id, request.body),
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
    (request) => publishTerms(contextOf(request), request.params.id),
  );
};
