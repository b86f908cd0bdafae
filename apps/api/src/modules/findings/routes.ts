import {
  DiligenceIdParamsSchema,
  FindingCreateSchema,
  FindingListQuerySchema,
  FindingListSchema,
  FindingParamsSchema,
  FindingSchema,
  FindingUpdateSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { createFinding, editFinding, listDiligenceFindings, removeFinding } from './service.ts';

const tags = ['apontamentos'];
/** Whoever may open the diligence's analysis screens records and handles its findings. */
const permission = { screen: 'DocumentAnalysis' } as const;
const errors = errorResponses(400, 401, 403, 404);

/** Inside the diligence scope: `/v1/diligences/:id/findings`. */
export const findingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/findings',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Apontamentos da diligência (filtros: parte, documento, resolvidos), paginados',
        params: DiligenceIdParamsSchema,
        querystring: FindingListQuerySchema,
        response: { 200: FindingListSchema, ...errors },
      },
    },
    (request) => listDiligenceFindings(contextOf(request), diligenceOf(request), request.query),
  );

  app.post(
    '/findings',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Registrar apontamento (de um documento, de uma parte ou da diligência)',
        params: DiligenceIdParamsSchema,
        body: FindingCreateSchema,
        response: { 201: FindingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createFinding(contextOf(request), diligenceOf(request), request.body);
      reply.code(201);
      return created;
    },
  );

  app.patch(
    '/findings/:findingId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar, resolver (resolved: true) ou reabrir (resolved: false) um apontamento',
        params: FindingParamsSchema,
        body: FindingUpdateSchema,
        response: { 200: FindingSchema, ...errors },
      },
    },
    (request) =>
      editFinding(contextOf(request), diligenceOf(request), request.params.findingId, request.body),
  );

  app.delete(
    '/findings/:findingId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remover apontamento',
        params: FindingParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeFinding(contextOf(request), diligenceOf(request), request.params.findingId);
      reply.code(204);
      return null;
    },
  );
};
