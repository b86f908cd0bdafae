import { CompanySettingsSchema, UpdateCompanySettingsRequestSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { sendStoredFile } from '../../lib/storage/plugin.ts';
import { registerMultipart, storeUpload } from '../../lib/storage/upload.ts';
import { createSettingsService } from './service.ts';

const tags = ['configurações'];
const errors = errorResponses(400, 401, 403);

/** The company's settings: ADMIN of the own company only. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const settings = createSettingsService({ storage: app.storage });
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
    (request) => settings.get(contextOf(request)),
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
    (request) => settings.update(contextOf(request), request.body),
  );

  app.put(
    '/company/settings/logo',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Enviar o logotipo dos relatórios',
        description:
          'multipart/form-data, campo `file`: PNG ou JPEG de até 2 MB e 50 megapixels (tipo verificado pelo conteúdo; 415 se a imagem não puder ser lida, 400 `IMAGE_TOO_LARGE` acima de 50 megapixels). Guardado em no máximo 1024 × 1024 (proporções mantidas), sem metadados.',
        consumes: ['multipart/form-data'],
        response: { 200: CompanySettingsSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    (request) =>
      settings.setLogo(contextOf(request), (options) => storeUpload(request, app.storage, options)),
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
    (request) => settings.removeLogo(contextOf(request)),
  );

  app.get(
    '/company/logo',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'O logotipo da própria empresa',
        querystring: z.looseObject({ v: z.string().max(200).optional() }),
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const key = await settings.logoKey(contextOf(request));
      return sendStoredFile(reply, app.storage, key, `logotipo.${key.split('.').pop()}`);
    },
  );
};
