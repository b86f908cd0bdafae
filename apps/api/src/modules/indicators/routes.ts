import { IndicatorsQuerySchema, IndicatorsSchema } from '@lince/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { contentDisposition } from '../../lib/file-name.ts';
import { companyIndicators, companyIndicatorsXlsx } from './service.ts';

const tags = ['relatórios'];
const permission = { screen: 'Reports' } as const;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook as an attachment with its Portuguese name (`filename*`). */
const sendXlsx = (reply: FastifyReply, file: { bytes: Uint8Array; filename: string }) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', file.filename))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));

/** `/v1/reports/indicators`: the company's indicators (ADMIN), as JSON and as XLSX. */
export const indicatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/indicators',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Indicadores da empresa: situação, meses, tempo de conclusão, SLA, risco, apontamentos, carga',
        description:
          'Período `from`–`to` (aaaa-mm-dd, inclusivos; padrão: os últimos 12 meses; no máximo 5 anos), filtros opcionais `purpose` e `ownerId`. Tudo calculado no banco, só na empresa de quem chama.',
        querystring: IndicatorsQuerySchema,
        response: { 200: IndicatorsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => companyIndicators(contextOf(request), request.query),
  );

  app.get(
    '/reports/indicators.xlsx',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Os indicadores em XLSX (uma planilha por indicador)',
        querystring: IndicatorsQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendXlsx(reply, await companyIndicatorsXlsx(contextOf(request), request.query)),
  );
};
