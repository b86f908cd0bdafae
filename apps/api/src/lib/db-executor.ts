import type { Database } from '@lince/db';

/** An open transaction's handle: it runs the same queries as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A database or an open transaction: whatever a repository function runs its SQL on. */
export type DbExecutor = Database | Transaction;
