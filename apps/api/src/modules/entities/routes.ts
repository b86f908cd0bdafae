import {
  ApiErrorSchema,
  DiligenceIdParamsSchema,
  EntityInputSchema,
  EntityListSchema,
  EntityParamsSchema,
  EntitySchema,
  EntityUpdateSchema,
  RiskOverrideSchema,
} from '@lince/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { diligenceExists } from '../diligences/repository.ts';
import { diligenceNotFound } from '../diligences/service.ts';
import {
  createEntity,
  deleteEntity,
  editEntity,
  listDiligenceEntities,
  setEntityRisk,
} from './service.ts';

const tags = ['partes'];
const permission = { screen: 'Entity' } as const;
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
};
const actor = (request: FastifyRequest) => ({ ...authOf(request), ip: request.ip });

/** The parties of a diligence: `/v1/diligences/:id/entities`. */
export const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;
  // Another company's (or an unknown) diligence is 404 before the body is even validated.
  app.addHook('preValidation', async (request) => {
    const id = (request.params as { id?: unknown }).id;
    if (typeof id === 'string' && !(await diligenceExists(db, authOf(request).companyId, id)))
      throw diligenceNotFound();
  });

  app.get(
    '/diligences/:id/entities',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Partes da diligência',
        params: DiligenceIdParamsSchema,
        response: { 200: EntityListSchema, ...errors },
      },
    },
    (request) => listDiligenceEntities(db, authOf(request), request.params.id),
  );

  app.post(
    '/diligences/:id/entities',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Acrescentar parte (PF com CPF, PJ com CNPJ; o mesmo documento só uma vez)',
        params: DiligenceIdParamsSchema,
        body: EntityInputSchema,
        response: { 201: EntitySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createEntity(db, request.params.id, request.body, actor(request));
    },
  );

  app.patch(
    '/diligences/:id/entities/:entityId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar parte',
        params: EntityParamsSchema,
        body: EntityUpdateSchema,
        response: { 200: EntitySchema, ...errors },
      },
    },
    (request) =>
      editEntity(db, request.params.id, request.params.entityId, request.body, actor(request)),
  );

  app.delete(
    '/diligences/:id/entities/:entityId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remover parte (recusado quando outras partes estão vinculadas a ela)',
        params: EntityParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEntity(db, request.params.id, request.params.entityId, actor(request));
      reply.code(204);
      return null;
    },
  );

  app.put(
    '/diligences/:id/entities/:entityId/risk',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Classificação de risco da parte (justificativa quando difere da calculada)',
        params: EntityParamsSchema,
        body: RiskOverrideSchema,
        response: { 200: EntitySchema, ...errors },
      },
    },
    (request) =>
      setEntityRisk(db, request.params.id, request.params.entityId, request.body, actor(request)),
  );
};
