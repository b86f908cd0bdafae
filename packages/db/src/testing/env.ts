/** Environment variables through which the global setup tells the test workers where the migrated database is. */
export const PGLITE_DUMP_ENV = 'LINCE_TEST_PGLITE_DUMP';
export const PG_TEMPLATE_ENV = 'LINCE_TEST_PG_TEMPLATE';
export const TEST_DATABASE_URL_ENV = 'TEST_DATABASE_URL';

/** The connection string of `databaseName` on the server of `serverUrl`. */
export function urlForDatabase(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nome de banco inválido: ${name}`);
  return `"${name}"`;
}
