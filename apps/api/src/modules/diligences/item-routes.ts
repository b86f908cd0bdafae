import {
  CancelDiligenceSchema,
  DiligenceIdParamsSchema,
  DiligenceSchema,
  DiligenceStatusChangeSchema,
  DiligenceUpdateSchema,
  RiskOverrideSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { toDiligence } from '../../domain/diligence/mappers.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { cancelDiligence, changeStatus, editDiligence, setDiligenceRisk } from './service.ts';

const tags = ['diligências'];
const permission = { screen: 'Diligence' } as const;
const params = DiligenceIdParamsSchema;
const response = { 200: DiligenceSchema, ...errorResponses(400, 401, 403, 404, 409, 422) };

/** One diligence, inside the diligence scope: `/v1/diligences/:id`, its status and its risk. */
export const diligenceItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Uma diligência (cabeçalho, equipe, número de partes)',
        params,
        response: { 200: DiligenceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => toDiligence(diligenceOf(request)),
  );

  app.patch(
    '',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar diligência',
        params,
        body: DiligenceUpdateSchema,
        response,
      },
    },
    (request) => editDiligence(contextOf(request), diligenceOf(request), request.body),
  );

  app.post(
    '/cancel',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Cancelar diligência (motivo obrigatório)',
        params,
        body: CancelDiligenceSchema,
        response,
      },
    },
    (request) => cancelDiligence(contextOf(request), diligenceOf(request), request.body),
  );

  app.post(
    '/status',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Mover de situação (Concluída exige risco e conclusão; sair de Concluída/Cancelada: só ADMIN, com motivo)',
        params,
        body: DiligenceStatusChangeSchema,
        response,
      },
    },
    (request) => changeStatus(contextOf(request), diligenceOf(request), request.body),
  );

  app.put(
    '/risk',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Classificação de risco escolhida (justificativa quando difere da calculada)',
        params,
        body: RiskOverrideSchema,
        response,
      },
    },
    (request) => setDiligenceRisk(contextOf(request), diligenceOf(request), request.body),
  );
};
