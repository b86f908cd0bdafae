import {
  CheckItemSchema,
  CheckListSchema,
  CheckParamsSchema,
  CheckStatusInputSchema,
  DiligenceIdParamsSchema,
  DiligenceSchema,
  DiligenceTrackChangeSchema,
  EntityParamsSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { toDiligence } from '../../domain/diligence/mappers.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { loadDiligence } from '../../domain/diligence/record.ts';
import { entityCheckList, setEntityCheck } from './service.ts';
import { changeDiligenceTrack } from './track-choice.ts';

const tags = ['checklists'];
const documentsPermission = { screen: 'Documents' } as const;
const readErrors = errorResponses(400, 401, 403, 404);

/** Inside the diligence scope: the entities' checks and the diligence's track (their documents: `documents/routes.ts`). */
export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entities/:entityId/checks',
    {
      config: { permission: documentsPermission },
      schema: {
        tags,
        summary: 'Verificações da parte (cadastro, processos, demonstrações financeiras)',
        params: EntityParamsSchema,
        response: { 200: CheckListSchema, ...readErrors },
      },
    },
    (request) =>
      entityCheckList(
        contextOf(request),
        diligenceOf(request).diligence.id,
        request.params.entityId,
      ),
  );

  app.put(
    '/entities/:entityId/checks/:kind',
    {
      config: { permission: documentsPermission },
      schema: {
        tags,
        summary: 'Marcar a situação de uma verificação da parte (cadastro, processos, financeiro)',
        params: CheckParamsSchema,
        body: CheckStatusInputSchema,
        response: { 200: CheckItemSchema, ...readErrors },
      },
    },
    (request) =>
      setEntityCheck(
        contextOf(request),
        diligenceOf(request).diligence.id,
        request.params.entityId,
        request.params.kind,
        request.body.status,
      ),
  );

  app.put(
    '/track',
    {
      config: { permission: { screen: 'Diligence' } },
      schema: {
        tags,
        summary:
          'Escolher ou trocar a trilha (ou ir para a versão mais nova): acrescenta o que falta, nunca apaga item analisado',
        params: DiligenceIdParamsSchema,
        body: DiligenceTrackChangeSchema,
        response: { 200: DiligenceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { diligence } = diligenceOf(request);
      await changeDiligenceTrack(ctx, diligence, request.body.trackId);
      return toDiligence(await loadDiligence(ctx, diligence.id));
    },
  );
};
