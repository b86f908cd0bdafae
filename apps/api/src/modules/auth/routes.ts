import {
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  NewPasswordRequestSchema,
  RenewResponseSchema,
  ResetPasswordRequestSchema,
  SessionUserSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo } from '../../lib/client-info.ts';
import { contextOf, errorResponses } from '../../core/http.ts';
import { createPasswordResetService } from './password-reset-service.ts';
import { createRenewalService } from './renewal-service.ts';
import { createSessionService } from './service.ts';

const tags = ['sessão'];
const errors = errorResponses(400, 401, 403, 429);
const RefreshTokenHeaders = z.looseObject({ refreshtoken: z.string().max(256).optional() });
const LogoutBodySchema = z.strictObject({ RefreshToken: z.string().max(256).optional() }).nullish();

/** Session and password routes (`/v1/users/...`). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = createSessionService(app.deps);
  const resets = createPasswordResetService(app.deps);
  const renewals = createRenewalService(app.deps);

  app.post(
    '/users/login',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Entrar com e-mail e senha',
        description:
          'Devolve o usuário da sessão, ou o desafio NEW_PASSWORD_REQUIRED para uma senha temporária.',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    (request) => sessions.login(request.body, clientInfo(request)),
  );

  app.get(
    '/users/auth',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Renovar o token de acesso (e trocar o refresh token)',
        description:
          'Cabeçalho `RefreshToken`, sem corpo. Devolve um novo par; o refresh token apresentado deixa de valer (por 10 s ainda devolve o mesmo par; depois, apresentá-lo encerra a sessão).',
        headers: RefreshTokenHeaders,
        response: { 200: RenewResponseSchema, ...errorResponses(401) },
      },
    },
    (request) => renewals.renew(request.headers.refreshtoken, clientInfo(request)),
  );

  app.post(
    '/users/logout',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Sair (encerra a sessão do token de acesso, e só ela)',
        description:
          'O cabeçalho `RefreshToken` e o corpo `{ RefreshToken }` ainda são aceitos, mas ignorados: a sessão é a do token de acesso.',
        headers: RefreshTokenHeaders,
        body: LogoutBodySchema,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await sessions.logout(contextOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/forgot-password',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Pedir um código de redefinição de senha por e-mail',
        body: ForgotPasswordRequestSchema,
        response: { 202: ForgotPasswordResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return resets.requestCode(request.body.email, clientInfo(request));
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Redefinir a senha com o código recebido por e-mail',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => resets.resetPassword(request.body, clientInfo(request)),
  );

  app.post(
    '/users/new-password',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Definir a senha no primeiro acesso (desafio NEW_PASSWORD_REQUIRED) e entrar',
        body: NewPasswordRequestSchema,
        response: { 200: SessionUserSchema, ...errorResponses(400, 403) },
      },
    },
    (request) => sessions.completeNewPassword(request.body, clientInfo(request)),
  );
};
