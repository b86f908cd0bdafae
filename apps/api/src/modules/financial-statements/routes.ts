import {
  FinancialCompanyDetailSchema,
  FinancialCompanyInputSchema,
  FinancialCompanyListQuerySchema,
  FinancialCompanyPageSchema,
  FinancialCompanySchema,
  IdParamsSchema,
  NameSuggestionQuerySchema,
  NameSuggestionSchema,
} from '@lince/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import {
  createFinancialCompany,
  editFinancialCompany,
  getFinancialCompany,
  listFinancialCompanyPage,
  loadFinancialCompany,
  removeFinancialCompany,
  suggestName,
} from './service.ts';

export const tags = ['demonstrações financeiras'];

/**
 * Before the body is validated: another company's or an unknown analysed company is the same 404
 * whatever the body (a malformed id is left to the route's 400).
 */
export async function financialCompanyFirst(request: FastifyRequest) {
  const parsed = IdParamsSchema.safeParse(request.params);
  if (parsed.success) await loadFinancialCompany(contextOf(request), parsed.data.id);
}
export const permission = { screen: 'FinancialStatement' } as const;
const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

/** The analysed companies of the caller's company: `/v1/financial-companies`. */
export const financialCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/financial-companies',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Empresas analisadas (paginado; `q` busca por CNPJ com ou sem pontuação ou por nome, sem distinguir acentos)',
        querystring: FinancialCompanyListQuerySchema,
        response: { 200: FinancialCompanyPageSchema, ...readErrors },
      },
    },
    (request) => listFinancialCompanyPage(contextOf(request), request.query),
  );

  app.get(
    '/financial-companies/name-suggestion',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Nome sugerido para um CNPJ: a razão social da análise cadastral de uma diligência, ou o nome da parte',
        querystring: NameSuggestionQuerySchema,
        response: { 200: NameSuggestionSchema, ...readErrors },
      },
    },
    (request) => suggestName(contextOf(request), request.query.cnpj),
  );

  app.post(
    '/financial-companies',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Cadastrar empresa analisada (CNPJ validado, único na empresa)',
        body: FinancialCompanyInputSchema,
        response: { 201: FinancialCompanySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createFinancialCompany(contextOf(request), request.body);
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/financial-companies/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Uma empresa analisada, com as diligências cujas partes têm o CNPJ',
        params: IdParamsSchema,
        response: { 200: FinancialCompanyDetailSchema, ...readErrors },
      },
    },
    (request) => getFinancialCompany(contextOf(request), request.params.id),
  );

  app.put(
    '/financial-companies/:id',
    {
      preValidation: financialCompanyFirst,
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar CNPJ e nome da empresa analisada',
        params: IdParamsSchema,
        body: FinancialCompanyInputSchema,
        response: { 200: FinancialCompanyDetailSchema, ...writeErrors },
      },
    },
    (request) => editFinancialCompany(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/financial-companies/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remover a empresa analisada e as suas demonstrações',
        params: IdParamsSchema,
        response: { 204: z.null(), ...readErrors },
      },
    },
    async (request, reply) => {
      await removeFinancialCompany(contextOf(request), request.params.id);
      reply.code(204);
      return null;
    },
  );
};
