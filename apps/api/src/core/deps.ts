import type { Database } from '@lince/db';
import type { AppConfig } from './config.ts';
import type { JobQueue } from '../lib/jobs/queue.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import type { SnapshotCache } from '../lib/snapshot-cache.ts';
import type { TokenSigner } from '../lib/tokens.ts';
import type { Mailer } from '../lib/mailer.ts';

/** What the services need, built once per app and reachable from routes as `app.deps`. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  tokens: TokenSigner;
  limiter: RateLimiter;
  /** Durable background jobs (pg-boss on the same database). */
  jobs: JobQueue;
  /** Diligence list pages and kanbans already built, by company listing version and query. */
  listings: SnapshotCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
