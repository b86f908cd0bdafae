import {
  ChangePasswordRequestSchema,
  MeSchema,
  UpdateProfileRequestSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { sendStoredFile } from '../../lib/storage/plugin.ts';
import { registerMultipart, storeUpload } from '../../lib/storage/upload.ts';
import { createProfileService } from './service.ts';

const tags = ['perfil'];
const errors = errorResponses(400, 401, 403);

/** The user's own profile: name, CPF, avatar and password. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const profile = createProfileService({
    storage: app.storage,
    limiter: app.deps.limiter,
    maxPasswordAttempts: app.deps.config.rateLimit.loginPerAccount,
  });
  const permission = 'authenticated' as const;

  app.patch(
    '/users/me',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar o próprio nome e CPF',
        description: 'Empresa, perfil e e-mail não são alterados aqui.',
        body: UpdateProfileRequestSchema,
        response: { 200: MeSchema, ...errors },
      },
    },
    (request) => profile.update(contextOf(request), request.body),
  );

  app.post(
    '/users/me/password',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Trocar a própria senha',
        description:
          'Exige a senha atual. Encerra as outras sessões do usuário; a sessão do token de acesso continua.',
        body: ChangePasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await profile.changePassword(contextOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/users/me/avatar',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Enviar a própria foto',
        description:
          'multipart/form-data, campo `file`: PNG ou JPEG de até 2 MB e 50 megapixels (tipo verificado pelo conteúdo; 415 se a imagem não puder ser lida, 400 `IMAGE_TOO_LARGE` acima de 50 megapixels). Guardada quadrada (recorte central), no máximo 512 × 512, sem metadados.',
        consumes: ['multipart/form-data'],
        response: { 200: MeSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    (request) =>
      profile.setAvatar(contextOf(request), (options) =>
        storeUpload(request, app.storage, options),
      ),
  );

  app.delete(
    '/users/me/avatar',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remover a própria foto',
        response: { 200: MeSchema, ...errors },
      },
    },
    (request) => profile.removeAvatar(contextOf(request)),
  );

  app.get(
    '/users/:id/avatar',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'A foto de um usuário',
        description: 'Para usuários da mesma empresa e para a equipe Lince; 404 para os demais.',
        params: z.strictObject({ id: z.string().max(64) }),
        querystring: z.looseObject({ v: z.string().max(200).optional() }),
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const key = await profile.avatarOf(contextOf(request), request.params.id);
      return sendStoredFile(reply, app.storage, key, `foto.${key.split('.').pop()}`);
    },
  );
};
