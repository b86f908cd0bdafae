import {
  IdParamsSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
  UserUpdateSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { createUserAdminService } from './admin-service.ts';

const tags = ['usuários'];
const permission = { screen: 'Users' } as const;
const errors = errorResponses(400, 401, 403, 404, 409);

/** Users of every company, kept by the provider (LINCE roles): `/v1/users`. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUserAdminService(app.deps);

  app.get(
    '/users',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Usuários de todas as empresas (paginado; filtros e busca)',
        querystring: UserListQuerySchema,
        response: { 200: UserPageSchema, ...errors },
      },
    },
    (request) => users.list(contextOf(request), request.query),
  );

  app.post(
    '/users',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Criar usuário (envia o convite com uma senha temporária)',
        body: UserCreateSchema,
        response: { 201: UserSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return users.create(contextOf(request), request.body);
    },
  );

  app.get(
    '/users/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Um usuário',
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    (request) => users.get(contextOf(request), request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar nome, CPF, perfil e empresa',
        params: IdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    (request) => users.update(contextOf(request), request.params.id, request.body),
  );

  for (const [path, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/users/:id/${path}`,
      {
        config: { permission },
        schema: {
          tags,
          summary: active ? 'Reativar usuário' : 'Desativar usuário (encerra as sessões)',
          params: IdParamsSchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      (request) => users.setActive(contextOf(request), request.params.id, active),
    );
  }

  app.post(
    '/users/:id/resend-invitation',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Reenviar o convite (nova senha temporária)',
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    (request) => users.resendInvitation(contextOf(request), request.params.id),
  );
};
