import type { FastifyInstance } from 'fastify';

/**
 * A worker thread that lives with the app, built by `create` from its `limits`. Warm, it never
 * stops for idleness and starts once the app is ready (not awaited: a slow start does not hold
 * the app back); cold, it starts with its first job. Either way it closes with the app.
 */
export function appWorker<Limits extends { idleMs: number | null }, Worker extends AppWorker>(
  app: FastifyInstance,
  { warm, limits, create }: { warm: boolean; limits: Limits; create: (limits: Limits) => Worker },
): Worker {
  const worker = create(warm ? { ...limits, idleMs: null } : limits);
  if (warm)
    app.addHook('onReady', async () => {
      void worker.warm();
    });
  app.addHook('onClose', async () => {
    await worker.close();
  });
  return worker;
}

interface AppWorker {
  warm(): unknown;
  close(): Promise<void>;
}
