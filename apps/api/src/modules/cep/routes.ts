import { CepLookupSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../core/http.ts';
import { createCepService } from './service.ts';

/** `GET /v1/cep/{cep}`: the address of a CEP, from the ViaCEP-compatible service. */
export const cepRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCepService(app.deps.config.cep);
  app.get(
    '/cep/:cep',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['endereço'],
        summary: 'Consultar um CEP',
        description:
          '400 para um CEP mal formado, 404 para um CEP desconhecido, 503 quando o serviço de CEP não responde.',
        params: z.strictObject({ cep: z.string().max(20) }),
        response: { 200: CepLookupSchema, ...errorResponses(400, 401, 404, 503) },
      },
    },
    (request) => service.lookup(request.params.cep),
  );
};
