import {
  CompanyInputSchema,
  CompanyListQuerySchema,
  CompanyPageSchema,
  CompanySchema,
  CompanyUpdateSchema,
  IdParamsSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import {
  createCompany,
  editCompany,
  getCompany,
  listCompanyPage,
  setCompanyActive,
} from './service.ts';

const tags = ['empresas'];
const permission = { screen: 'Companies' } as const;
const errors = errorResponses(400, 401, 403, 404, 409);

/** Companies (tenants), kept by the provider: `/v1/companies`. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Empresas (paginado; busca por nome ou CNPJ)',
        querystring: CompanyListQuerySchema,
        response: { 200: CompanyPageSchema, ...errors },
      },
    },
    (request) => listCompanyPage(contextOf(request), request.query),
  );

  app.post(
    '/companies',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Criar empresa',
        body: CompanyInputSchema,
        response: { 201: CompanySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createCompany(contextOf(request), request.body);
    },
  );

  app.get(
    '/companies/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Uma empresa',
        params: IdParamsSchema,
        response: { 200: CompanySchema, ...errors },
      },
    },
    (request) => getCompany(contextOf(request), request.params.id),
  );

  app.patch(
    '/companies/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar empresa',
        params: IdParamsSchema,
        body: CompanyUpdateSchema,
        response: { 200: CompanySchema, ...errors },
      },
    },
    (request) => editCompany(contextOf(request), request.params.id, request.body),
  );

  for (const [path, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/companies/:id/${path}`,
      {
        config: { permission },
        schema: {
          tags,
          summary: active
            ? 'Reativar empresa'
            : 'Desativar empresa (bloqueia o acesso dos usuários e revoga as sessões)',
          params: IdParamsSchema,
          response: { 200: CompanySchema, ...errors },
        },
      },
      (request) => setCompanyActive(contextOf(request), request.params.id, active),
    );
  }
};
