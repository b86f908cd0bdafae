import type { DbExecutor } from './context.ts';

/**
 * The context of work no user asked for — the command line: it acts as nobody, from no address,
 * so its audit entries have no user and no IP. A service both the API and the command line call
 * takes `ServiceContext | SystemContext`.
 */
export interface SystemContext {
  userId: null;
  ip: null;
  db: DbExecutor;
}

export const systemContext = (db: DbExecutor): SystemContext => ({ userId: null, ip: null, db });
