import {
  ApiErrorSchema,
  IdParamsSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
  UserUpdateSchema,
} from '@lince/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { createUserAdminService } from './admin-service.ts';

const tags = ['usuários'];
const permission = { screen: 'Users' } as const;
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const actor = (request: FastifyRequest) => ({ ...authOf(request), ip: request.ip });

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
    (request) => users.list(request.query),
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
      return users.create(request.body, actor(request));
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
    (request) => users.get(request.params.id),
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
    (request) => users.update(request.params.id, request.body, actor(request)),
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
      (request) => users.setActive(request.params.id, active, actor(request)),
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
    (request) => users.resendInvitation(request.params.id, actor(request)),
  );
};
