/** Query-string filters of the list and the kanban, as the API reads them (lists comma-joined). */
export type DiligenceQuery = Record<string, string | number | boolean | undefined>;

/**
 * Prefix of every cached diligence listing (the list's pages and the kanban boards): a write that
 * changes a diligence, its risk or its entities invalidates it so no listing shows stale rows.
 */
export const diligenceListingsKey = () => ['diligences'] as const;
