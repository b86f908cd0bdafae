import { clientOf, kindOf, type Database } from '@lince/db';

type Query = (...args: unknown[]) => unknown;
const textOf = (arg: unknown) =>
  typeof arg === 'string' ? arg : String((arg as { text?: unknown } | null)?.text ?? arg);

/**
 * Every SQL statement the driver sends while `run` runs, in order, `BEGIN` and `COMMIT`
 * included: `pg.Client#query` on PostgreSQL; on PGlite its `query`, `exec` and each
 * transaction (begin, the statements through the transaction's handle, commit). The job queue's
 * own statements (pg-boss polling or maintenance on the same database, at any moment — a request's
 * answer wakes the workers) are left out: they are not the request's.
 */
export async function statementsOf(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const client = clientOf(db);
  const restore: (() => void)[] = [];
  const patch = <T extends object>(target: T, key: keyof T, wrap: (original: Query) => Query) => {
    const original = target[key] as unknown as Query;
    (target as Record<keyof T, unknown>)[key] = wrap(original);
    restore.push(() => ((target as Record<keyof T, unknown>)[key] = original));
  };
  const counting = (original: Query) =>
    function (this: unknown, ...args: unknown[]) {
      const text = textOf(args[0]);
      if (!text.includes('pgboss.')) seen.push(text);
      return original.apply(this, args);
    };
  if (kindOf(db) === 'pglite') {
    const pglite = client as unknown as Record<'query' | 'exec' | 'transaction', Query>;
    patch(pglite, 'query', counting);
    patch(pglite, 'exec', counting);
    patch(
      pglite,
      'transaction',
      (original) =>
        function (this: unknown, callback: unknown) {
          seen.push('BEGIN');
          return (
            original.call(this, async (tx: { query: Query; exec: Query }) => {
              tx.query = counting(tx.query.bind(tx));
              tx.exec = counting(tx.exec.bind(tx));
              return (callback as (tx: unknown) => Promise<unknown>)(tx);
            }) as Promise<unknown>
          ).finally(() => seen.push('COMMIT'));
        },
    );
  } else {
    // The pool's connections are instances of its `Client` class (pg-pool keeps it there).
    const { Client } = client as unknown as { Client: { prototype: { query: Query } } };
    patch(Client.prototype, 'query', counting);
  }
  try {
    await run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return seen;
}
