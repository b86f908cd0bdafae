import {
  EntityFinancialStatementsSchema,
  EntityFinancialStatusSchema,
  EntityParamsSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { entityFinancialStatus } from './entity-check.ts';
import { entityStatements } from './entity-statements.ts';

/**
 * Inside the diligence scope: `/v1/diligences/:id/entities/:entityId/financial-statements` (the
 * check's status) and `…/financial-statements/statements` (the statements, read-only), for the
 * entity's checklist (the Documents screen, which shows the track's checks: every role).
 */
export const entityFinancialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entities/:entityId/financial-statements',
    {
      config: { permission: { screen: 'Documents' } },
      schema: {
        tags: ['demonstrações financeiras'],
        summary:
          'Verificação "Demonstrações financeiras" da parte: o CNPJ, a empresa analisada e os exercícios com demonstração',
        params: EntityParamsSchema,
        response: { 200: EntityFinancialStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      entityFinancialStatus(contextOf(request), diligenceOf(request), request.params.entityId),
  );

  app.get(
    '/entities/:entityId/financial-statements/statements',
    {
      config: { permission: { screen: 'Documents' } },
      schema: {
        tags: ['demonstrações financeiras'],
        summary:
          'Demonstrações financeiras da parte (somente leitura): a empresa analisada do CNPJ, as demonstrações por exercício e a análise',
        params: EntityParamsSchema,
        response: { 200: EntityFinancialStatementsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      entityStatements(contextOf(request), diligenceOf(request), request.params.entityId),
  );
};
