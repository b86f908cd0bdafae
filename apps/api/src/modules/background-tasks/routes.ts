import { JobParamsSchema, JobStatusSchema } from '@lince/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import { getJobStatus } from './service.ts';

/**
 * `/v1/jobs/:jobId`: the state of a background task (an import, a report) the web follows
 * after a 202. Any signed-in user of the task's company; another company's task is a 404.
 */
export const backgroundTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:jobId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['tarefas'],
        summary:
          'Situação de uma tarefa em segundo plano (PROCESSANDO, CONCLUIDO, FALHOU), com o progresso e o resultado',
        params: JobParamsSchema,
        response: { 200: JobStatusSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => getJobStatus(contextOf(request), request.params.jobId),
  );
};
