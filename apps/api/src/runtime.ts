import {
  DEMO_ACCOUNTS,
  inArray,
  migrate,
  openDatabase,
  seedDemo,
  users,
  type Database,
  type DemoAccount,
} from '@lince/db';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from './core/config.ts';
import { hashPassword } from './lib/passwords.ts';
import { initSentry } from './lib/sentry.ts';
import type { Mailer } from './lib/mailer.ts';

export interface StartOptions {
  /** Use this database (left open on close) instead of opening `DATA_DIR` / `DATABASE_URL`. */
  db?: Database;
  logger?: boolean;
  mailer?: Mailer;
}

export interface RunningLince {
  app: FastifyInstance;
  /** Where it listens, with the real port when PORT is 0. */
  url: string;
  /** True when this start created the demo data. */
  seeded: boolean;
  /** The demo accounts that exist in the database (to print them). */
  demoAccounts: DemoAccount[];
  close(): Promise<void>;
}

async function presentDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email));
}

function urlOf(app: FastifyInstance, host: string): string {
  const { port } = app.server.address() as AddressInfo;
  const shown =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** Opens and migrates the database, seeds the demo data when asked and empty, builds the app and listens. */
export async function startLince(
  config: AppConfig,
  opts: StartOptions = {},
): Promise<RunningLince> {
  await initSentry(config.sentryDsn);
  // The app's modules load while the embedded database starts (both take a good part of a start).
  const [{ buildApp }, handle] = await Promise.all([
    import('./app.ts'),
    opts.db
      ? undefined
      : openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }),
  ]);
  const db = opts.db ?? handle!.db;
  try {
    await migrate(db);
    const { seeded } = config.seedDemo ? await seedDemo(db, hashPassword) : { seeded: false };
    if (seeded && config.seedDemoDiligences) {
      const { seedDemoWorkspace } = await import('./seed/demo-workspace.ts');
      await seedDemoWorkspace(db);
    }
    const app = await buildApp({ config, db, mailer: opts.mailer, logger: opts.logger ?? true });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close();
      throw error;
    }
    return {
      app,
      url: urlOf(app, config.host),
      seeded,
      demoAccounts: await presentDemoAccounts(db),
      close: async () => {
        await app.close();
        await handle?.close();
      },
    };
  } catch (error) {
    await handle?.close();
    throw error;
  }
}

/**
 * SIGTERM or SIGINT closes Lince — no new requests, the running ones and the running jobs finish
 * (jobs up to `JOB_SHUTDOWN_SECONDS`, then handed back to the queue) — and exits; a second signal
 * exits at once.
 */
export function closeOnSignals(lince: RunningLince): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    lince.app.log.info(`${signal} recebido: encerrando…`);
    try {
      await lince.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
