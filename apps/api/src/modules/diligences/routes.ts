import {
  DiligenceInputSchema,
  DiligenceListQuerySchema,
  DiligencePageSchema,
  DiligenceSchema,
  KanbanQuerySchema,
  KanbanSchema,
} from '@lince/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { sendListing } from './listing-cache.ts';
import { kanban, listDiligencePage } from './listing-service.ts';
import { createDiligence } from './service.ts';

const tags = ['diligências'];
const permission = { screen: 'Diligence' } as const;
const errors = errorResponses(400, 401, 403);

/** The company's diligences: `/v1/diligences` (every user of the company sees all of them). */
export const diligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/diligences',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Diligências (paginado, filtros e busca por código, título, parte, CPF ou CNPJ)',
        querystring: DiligenceListQuerySchema,
        response: { 200: DiligencePageSchema, ...errors },
      },
    },
    (request, reply) =>
      sendListing(request, reply as FastifyReply, 'list', DiligencePageSchema, (ctx) =>
        listDiligencePage(ctx, request.query),
      ),
  );

  app.get(
    '/diligences/kanban',
    {
      config: { permission: { screen: 'DiligenceKanban' } },
      schema: {
        tags,
        summary: 'Quadro: as cinco colunas com contagem e cartões (mesmos filtros da lista)',
        querystring: KanbanQuerySchema,
        response: { 200: KanbanSchema, ...errors },
      },
    },
    (request, reply) =>
      sendListing(request, reply as FastifyReply, 'kanban', KanbanSchema, (ctx) =>
        kanban(ctx, request.query),
      ),
  );

  app.post(
    '/diligences',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Criar diligência (código DD-AAAA-NNNN; primeira parte opcional)',
        body: DiligenceInputSchema,
        response: { 201: DiligenceSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createDiligence(contextOf(request), request.body);
    },
  );
};
