import {
  ApiErrorSchema,
  CompanySettingsSchema,
  UpdateCompanySettingsRequestSchema,
} from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo } from '../../lib/client-info.ts';
import { sendStoredFile } from '../../lib/storage/plugin.ts';
import { registerMultipart, storeUpload } from '../../lib/storage/upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { createSettingsService } from './service.ts';

const tags = ['configurações'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The company's settings (PRODUCT §4 Settings): ADMIN of the own company only. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const settings = createSettingsService({ db: app.deps.db, storage: app.storage });
  const permission = { screen: 'Settings' } as const;

  app.get(
    '/company/settings',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'As configurações da própria empresa',
        response: { 200: CompanySettingsSchema, ...errors },
      },
    },
    (request) => settings.get(authOf(request)),
  );

  app.patch(
    '/company/settings',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Alterar as configurações da própria empresa',
        description:
          'Nome, endereço, identidade dos relatórios (cor, rodapé), prazos padrão por status e trilha padrão. O CNPJ não muda aqui.',
        body: UpdateCompanySettingsRequestSchema,
        response: { 200: CompanySettingsSchema, ...errors },
      },
    },
    (request) => settings.update(authOf(request), request.body, clientInfo(request)),
  );

  app.put(
    '/company/settings/logo',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Enviar o logotipo dos relatórios',
        description:
          'multipart/form-data, campo `file`: PNG ou JPEG de até 2 MB (tipo verificado pelo conteúdo).',
        consumes: ['multipart/form-data'],
        response: {
          200: CompanySettingsSchema,
          ...errors,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    (request) =>
      settings.setLogo(
        authOf(request),
        (options) => storeUpload(request, app.storage, options),
        clientInfo(request),
      ),
  );

  app.delete(
    '/company/settings/logo',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remover o logotipo dos relatórios',
        response: { 200: CompanySettingsSchema, ...errors },
      },
    },
    (request) => settings.removeLogo(authOf(request), clientInfo(request)),
  );

  app.get(
    '/company/logo',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'O logotipo da própria empresa',
        querystring: z.looseObject({ v: z.string().max(200).optional() }),
        response: { 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const key = await settings.logoKey(authOf(request));
      return sendStoredFile(reply, app.storage, key, `logotipo.${key.split('.').pop()}`);
    },
  );
};
