import type { Page } from '@lince/contracts';
import { asc, desc, sql, type SQL } from '@lince/db';

/** LIMIT/OFFSET of a 1-based page. */
export const pageWindow = (page: number, pageSize: number) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

export const pageResult = <T>(
  items: T[],
  total: number,
  page: number,
  pageSize: number,
): Page<T> => ({
  items,
  total,
  page,
  pageSize,
});

/** ORDER BY the chosen column, then a stable tiebreaker. */
export function orderBy(
  column: SQL | SQL.Aliased | Parameters<typeof asc>[0],
  order: 'asc' | 'desc',
  tiebreaker: Parameters<typeof asc>[0],
) {
  return [order === 'desc' ? desc(column as never) : asc(column as never), asc(tiebreaker)];
}

/** `%term%` for ILIKE, with the wildcard characters of the user's text escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `count(*)` as a number. */
export const countAll = () => sql<number>`cast(count(*) as integer)`;
