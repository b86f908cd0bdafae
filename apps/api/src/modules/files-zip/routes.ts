import { EntityParamsSchema } from '@lince/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { diligenceOf } from '../../domain/diligence/scope.ts';
import { contentDisposition } from '../../lib/file-name.ts';
import { entityFilesZip, type EntityZip } from './service.ts';

/** The ZIP as an attachment with its Portuguese name (`filename*`), its size when known. */
function sendZip(reply: FastifyReply, zip: EntityZip) {
  if (zip.size !== null) reply.header('content-length', zip.size);
  return reply
    .header('content-type', 'application/zip')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('attachment', zip.filename))
    .header('cache-control', 'private, no-store')
    .send(zip.stream);
}

/** Inside the diligence scope: the entity's files as one streamed ZIP. */
export const filesZipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entities/:entityId/files.zip',
    {
      config: { permission: { screen: 'EntityDocs' } },
      schema: {
        tags: ['documents'],
        summary: 'Todos os arquivos da parte num ZIP (registrado na trilha de auditoria)',
        description:
          'Entradas `<etapa ou tipo>/<nome original>` (nomes em UTF-8; repetidos ganham " (2)"), arquivos guardados sem recompressão, enviados um após o outro direto do armazenamento.',
        params: EntityParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendZip(
        reply,
        await entityFilesZip(
          contextOf(request),
          diligenceOf(request),
          request.params.entityId,
          app.storage,
        ),
      ),
  );
};
