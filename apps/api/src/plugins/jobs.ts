import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The background jobs' runtime (`app.deps.jobs`): each module registers its own job handlers and
 * upkeep tasks; the workers start once the app is ready (`buildApp` stops them when it closes). A
 * request that enqueued jobs wakes the workers once its answer is sent: its transaction has
 * committed by then.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onResponse', async () => deps.jobs.wake());
});
