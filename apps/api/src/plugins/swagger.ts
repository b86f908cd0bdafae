import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/v1/docs';

/** OpenAPI document from the routes' zod schemas, at /v1/docs/json, and Swagger UI at /v1/docs. */
export const swaggerPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lince API',
        version: '1.0.0',
        description:
          'API do Lince (due diligence). Rotas autenticadas exigem `Authorization: Bearer <AccessToken>` e o cabeçalho `user` com o id do usuário.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          userHeader: { type: 'apiKey', in: 'header', name: 'user' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the error body, core/http.ts) become components, referenced by $ref.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would load an image from another origin (refused by the CSP).
    uiConfig: { validatorUrl: null, docExpansion: 'list' },
  });
});
