import {
  EntityParamsSchema,
  EntityScreeningSchema,
  ScreeningDecisionSchema,
  ScreeningHitParamsSchema,
  ScreeningHitSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { decideHit, getScreening, rescreenEntity } from './service.ts';

const tags = ['listas restritivas'];
/** Whoever may open the party screen reads its screening, runs it again and decides its hits. */
const permission = { screen: 'Entity' } as const;
const errors = errorResponses(400, 401, 403, 404);

/** Inside the diligence scope: a party's screening and the decisions on its hits. */
export const screeningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entities/:entityId/screening',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Verificação da parte nas listas restritivas: data, versões consultadas e ocorrências',
        params: EntityParamsSchema,
        response: { 200: EntityScreeningSchema, ...errors },
      },
    },
    (request) => getScreening(contextOf(request), diligenceOf(request), request.params.entityId),
  );

  app.post(
    '/entities/:entityId/screening',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Verificar agora: consulta a parte nas versões em vigor das listas',
        params: EntityParamsSchema,
        response: { 200: EntityScreeningSchema, ...errors },
      },
    },
    (request) => rescreenEntity(contextOf(request), diligenceOf(request), request.params.entityId),
  );

  app.put(
    '/screening-hits/:hitId',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Confirmar (propõe um apontamento) ou descartar (com justificativa) uma ocorrência',
        params: ScreeningHitParamsSchema,
        body: ScreeningDecisionSchema,
        response: { 200: ScreeningHitSchema, ...errors },
      },
    },
    (request) =>
      decideHit(contextOf(request), diligenceOf(request), request.params.hitId, request.body),
  );
};
