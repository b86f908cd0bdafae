import {
  EntityParamsSchema,
  PartnersAddResultSchema,
  PartnersAddSchema,
  RegistrationConclusionSchema,
  RegistrationCreateSchema,
  RegistrationListSchema,
  RegistrationParamsSchema,
  RegistrationSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { addPartners } from './partners.ts';
import { createCnpjProvider } from './provider.ts';
import {
  concludeAnalysis,
  createRegistration,
  entityRegistrations,
  getRegistration,
} from './service.ts';

const tags = ['análise cadastral'];
const permission = { screen: 'RegistrationAnalysis' } as const;
const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

/** Inside the diligence scope: an entity's registration snapshots (Receita data, QSA). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createCnpjProvider(app.deps.config.cnpj);

  app.post(
    '/entities/:entityId/registrations',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Registrar os dados cadastrais da parte (consulta à fonte, arquivo ou formulário)',
        description:
          'Cada consulta é um novo registro datado; os anteriores ficam. 404 para um CNPJ desconhecido da fonte; 503 quando a fonte falha, demora ou responde com excesso de consultas (importe o arquivo ou preencha o formulário).',
        params: EntityParamsSchema,
        body: RegistrationCreateSchema,
        response: { 201: RegistrationSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const created = await createRegistration(
        contextOf(request),
        provider,
        diligenceOf(request),
        request.params.entityId,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/entities/:entityId/registrations',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Registros cadastrais da parte, do mais recente ao mais antigo',
        params: EntityParamsSchema,
        response: { 200: RegistrationListSchema, ...readErrors },
      },
    },
    (request) =>
      entityRegistrations(
        contextOf(request),
        provider,
        diligenceOf(request),
        request.params.entityId,
      ),
  );

  app.get(
    '/registrations/:registrationId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Um registro cadastral (o assunto da tela de análise cadastral)',
        params: RegistrationParamsSchema,
        response: { 200: RegistrationSchema, ...readErrors },
      },
    },
    (request) =>
      getRegistration(contextOf(request), diligenceOf(request), request.params.registrationId),
  );

  app.put(
    '/registrations/:registrationId/conclusion',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Registrar a conclusão da análise cadastral e as observações',
        params: RegistrationParamsSchema,
        body: RegistrationConclusionSchema,
        response: { 200: RegistrationSchema, ...writeErrors },
      },
    },
    (request) =>
      concludeAnalysis(
        contextOf(request),
        diligenceOf(request),
        request.params.registrationId,
        request.body,
      ),
  );

  app.post(
    '/registrations/:registrationId/partners',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Acrescentar sócios do QSA como partes da diligência',
        description:
          'PF pelo CPF inteiro, PJ pelo CNPJ; vinculados a esta parte, com a qualificação como relação. Os já presentes, repetidos ou sem documento inteiro (CPF mascarado pela fonte) voltam em `skipped` com o motivo.',
        params: RegistrationParamsSchema,
        body: PartnersAddSchema,
        response: { 201: PartnersAddResultSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const result = await addPartners(
        contextOf(request),
        diligenceOf(request),
        request.params.registrationId,
        request.body.indexes,
      );
      return reply.code(201).send(result);
    },
  );
};
