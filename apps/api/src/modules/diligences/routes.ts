import {
  ApiErrorSchema,
  CancelDiligenceSchema,
  DiligenceIdParamsSchema,
  DiligenceInputSchema,
  DiligenceListQuerySchema,
  DiligencePageSchema,
  DiligenceSchema,
  DiligenceStatusChangeSchema,
  DiligenceUpdateSchema,
  KanbanQuerySchema,
  KanbanSchema,
  RiskOverrideSchema,
} from '@lince/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { sendListing } from './listing-cache.ts';
import { diligenceExists } from './repository.ts';
import {
  cancelDiligence,
  changeStatus,
  createDiligence,
  diligenceNotFound,
  editDiligence,
  getDiligence,
  kanban,
  listDiligencePage,
  setDiligenceRisk,
} from './service.ts';

const tags = ['diligências'];
const permission = { screen: 'Diligence' } as const;
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
};
const actor = (request: FastifyRequest) => ({ ...authOf(request), ip: request.ip });

/** The company's diligences: `/v1/diligences` (every user of the company sees all of them). */
export const diligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;
  // Another company's (or an unknown) diligence is 404 before the body is even validated.
  app.addHook('preValidation', async (request) => {
    const id = (request.params as { id?: unknown }).id;
    if (typeof id === 'string' && !(await diligenceExists(db, authOf(request).companyId, id)))
      throw diligenceNotFound();
  });

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
      sendListing(request, reply as FastifyReply, 'list', DiligencePageSchema, (auth) =>
        listDiligencePage(db, auth, request.query),
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
      sendListing(request, reply as FastifyReply, 'kanban', KanbanSchema, (auth) =>
        kanban(db, auth, request.query),
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
        response: { 201: DiligenceSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createDiligence(db, request.body, actor(request));
    },
  );

  app.get(
    '/diligences/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Uma diligência (cabeçalho, equipe, número de partes)',
        params: DiligenceIdParamsSchema,
        response: { 200: DiligenceSchema, ...errors },
      },
    },
    (request) => getDiligence(db, authOf(request), request.params.id),
  );

  app.patch(
    '/diligences/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar diligência',
        params: DiligenceIdParamsSchema,
        body: DiligenceUpdateSchema,
        response: { 200: DiligenceSchema, ...errors },
      },
    },
    (request) => editDiligence(db, request.params.id, request.body, actor(request)),
  );

  app.post(
    '/diligences/:id/cancel',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Cancelar diligência (motivo obrigatório)',
        params: DiligenceIdParamsSchema,
        body: CancelDiligenceSchema,
        response: { 200: DiligenceSchema, ...errors },
      },
    },
    (request) => cancelDiligence(db, request.params.id, request.body, actor(request)),
  );

  app.post(
    '/diligences/:id/status',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Mover de situação (Concluída exige risco e conclusão; sair de Concluída/Cancelada: só ADMIN, com motivo)',
        params: DiligenceIdParamsSchema,
        body: DiligenceStatusChangeSchema,
        response: { 200: DiligenceSchema, ...errors },
      },
    },
    (request) => changeStatus(db, request.params.id, request.body, actor(request)),
  );

  app.put(
    '/diligences/:id/risk',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Classificação de risco escolhida (justificativa quando difere da calculada)',
        params: DiligenceIdParamsSchema,
        body: RiskOverrideSchema,
        response: { 200: DiligenceSchema, ...errors },
      },
    },
    (request) => setDiligenceRisk(db, request.params.id, request.body, actor(request)),
  );
};
