import { ACCENTED, PLAIN, sql, type eq, type SQL } from '@lince/db';

/**
 * A text column lower case and without accents, in SQL (neither PGlite nor every PostgreSQL has
 * `unaccent`, and `lower()` leaves accented capitals alone under the C collation): compare it
 * with `normalizeSearchText(term)`.
 */
export const foldAccents = (column: Parameters<typeof eq>[0]): SQL =>
  sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;
