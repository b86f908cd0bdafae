import {
  EntityParamsSchema,
  LawsuitCreateSchema,
  LawsuitListQuerySchema,
  LawsuitListSchema,
  LawsuitParamsSchema,
  LawsuitSchema,
  LawsuitUpdateSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import {
  createLawsuit,
  editLawsuit,
  getDiligenceLawsuit,
  listEntityLawsuits,
  removeLawsuit,
} from './service.ts';

const tags = ['processos'];
const permission = { screen: 'LawSuits' } as const;
const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * Inside the diligence scope: `/v1/diligences/:id/entities/:entityId/lawsuits` (the entity's
 * page and summary; create) and `/v1/diligences/:id/lawsuits/:lawsuitId` (one).
 */
export const lawsuitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entities/:entityId/lawsuits',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Processos da parte, paginados (filtros: área, polo, risco, situação; ordenação), com o resumo por área × risco',
        params: EntityParamsSchema,
        querystring: LawsuitListQuerySchema,
        response: { 200: LawsuitListSchema, ...readErrors },
      },
    },
    (request) =>
      listEntityLawsuits(
        contextOf(request),
        diligenceOf(request),
        request.params.entityId,
        request.query,
        request.server.deps.listings,
      ),
  );

  app.post(
    '/entities/:entityId/lawsuits',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Cadastrar processo da parte (número CNJ único na parte)',
        params: EntityParamsSchema,
        body: LawsuitCreateSchema,
        response: { 201: LawsuitSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createLawsuit(
        contextOf(request),
        diligenceOf(request),
        request.params.entityId,
        request.body,
      );
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/lawsuits/:lawsuitId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Um processo',
        params: LawsuitParamsSchema,
        response: { 200: LawsuitSchema, ...readErrors },
      },
    },
    (request) =>
      getDiligenceLawsuit(contextOf(request), diligenceOf(request), request.params.lawsuitId),
  );

  app.put(
    '/lawsuits/:lawsuitId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar processo (os campos enviados; null limpa)',
        params: LawsuitParamsSchema,
        body: LawsuitUpdateSchema,
        response: { 200: LawsuitSchema, ...writeErrors },
      },
    },
    (request) =>
      editLawsuit(contextOf(request), diligenceOf(request), request.params.lawsuitId, request.body),
  );

  app.delete(
    '/lawsuits/:lawsuitId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remover processo',
        params: LawsuitParamsSchema,
        response: { 204: z.null(), ...readErrors },
      },
    },
    async (request, reply) => {
      await removeLawsuit(contextOf(request), diligenceOf(request), request.params.lawsuitId);
      reply.code(204);
      return null;
    },
  );
};
