import {
  DiligenceIdParamsSchema,
  EntityInputSchema,
  EntityListSchema,
  EntityParamsSchema,
  EntitySchema,
  EntityUpdateSchema,
  RiskOverrideSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import {
  createEntity,
  deleteEntity,
  editEntity,
  listDiligenceEntities,
  setEntityRisk,
} from './service.ts';

const tags = ['partes'];
const permission = { screen: 'Entity' } as const;
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** The parties of a diligence, inside the diligence scope: `/v1/diligences/:id/entities`. */
export const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entities',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Partes da diligência',
        params: DiligenceIdParamsSchema,
        response: { 200: EntityListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => listDiligenceEntities(contextOf(request), diligenceOf(request)),
  );

  app.post(
    '/entities',
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
      return createEntity(contextOf(request), diligenceOf(request), request.body);
    },
  );

  app.patch(
    '/entities/:entityId',
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
      editEntity(contextOf(request), diligenceOf(request), request.params.entityId, request.body),
  );

  app.delete(
    '/entities/:entityId',
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
      const keys = await deleteEntity(
        contextOf(request),
        diligenceOf(request),
        request.params.entityId,
      );
      // Its files' content, once the rows are gone (best effort: a failure leaves an orphan object).
      for (const key of keys) await app.storage.delete(key).catch(() => {});
      reply.code(204);
      return null;
    },
  );

  app.put(
    '/entities/:entityId/risk',
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
      setEntityRisk(
        contextOf(request),
        diligenceOf(request),
        request.params.entityId,
        request.body,
      ),
  );
};
