import {
  ApiErrorSchema,
  CompanyInputSchema,
  CompanyListQuerySchema,
  CompanyPageSchema,
  CompanySchema,
  CompanyUpdateSchema,
  IdParamsSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import type { FastifyRequest } from 'fastify';
import {
  createCompany,
  editCompany,
  getCompany,
  listCompanyPage,
  setCompanyActive,
} from './service.ts';

const tags = ['empresas'];
const permission = { screen: 'Companies' } as const;
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const actor = (request: FastifyRequest) => ({ ...authOf(request), ip: request.ip });

/** Companies (tenants), kept by the provider: `/v1/companies`. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

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
    (request) => listCompanyPage(db, request.query),
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
      return createCompany(db, request.body, actor(request));
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
    (request) => getCompany(db, request.params.id),
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
    (request) => editCompany(db, request.params.id, request.body, actor(request)),
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
      (request) => setCompanyActive(db, request.params.id, active, actor(request)),
    );
  }
};
