import type { Database } from '@lince/db';

/**
 * A query prepared once per database and reused by every request (the hot, fixed-shape look-ups:
 * the caller of each request, the listing version): Drizzle builds the SQL once, and PostgreSQL
 * parses and plans a named statement once per connection.
 */
export function preparedPerDatabase<Q>(prepare: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) byDatabase.set(db, (query = prepare(db)));
    return query;
  };
}
