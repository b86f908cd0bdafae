/**
 * The query operators the API's repositories use, re-exported so that every workspace builds
 * queries with the same drizzle-orm copy as the schema.
 */
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  like,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
  Column,
  TransactionRollbackError,
} from 'drizzle-orm';
export { SQL, getTableColumns } from 'drizzle-orm';
export { alias } from 'drizzle-orm/pg-core';
