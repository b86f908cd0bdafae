import type { ActivityAction, ActivityTarget } from '@lince/contracts';
import { activities, sql, type ActivitySummary } from '@lince/db';
import { inTransaction, type DbExecutor, type ServiceContext } from '../core/context.ts';

interface ActivityInput {
  companyId: string;
  userId: string | null;
  action: ActivityAction;
  targetType: ActivityTarget;
  targetId?: string | null;
  summary?: ActivitySummary;
  ip?: string | null;
}

/**
 * Appends one entry to the audit trail, its company, user and IP given. A service with a context
 * writes through `audited` / `audit` (below), which call this.
 */
export async function recordActivity(db: DbExecutor, input: ActivityInput): Promise<void> {
  await db.insert(activities).values({
    companyId: input.companyId,
    userId: input.userId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId ?? null,
    summary: input.summary ?? {},
    ip: input.ip ?? null,
    // The moment of the write itself, not the transaction's start (`now()`): two writes of one
    // transaction (a diligence and its first entity) keep their order in the trail.
    at: sql`clock_timestamp()`,
  });
}

/** One entry of the audit trail; who, which company and from where come from the context. */
export interface AuditEntry {
  action: ActivityAction;
  targetType: ActivityTarget;
  targetId?: string | null;
  summary?: ActivitySummary;
}

/** Appends `entry` to the audit trail through `ctx.db` (the open transaction, if any). */
export function audit(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  return recordActivity(ctx.db, {
    ...entry,
    companyId: ctx.companyId,
    userId: ctx.userId,
    ip: ctx.ip,
  });
}

/**
 * A write and its audit entry in one transaction: runs `write` (its context's `db` is the
 * transaction), then records `entry` — given, or built from what `write` returned. If either
 * fails, neither happens.
 */
export function audited<T>(
  ctx: ServiceContext,
  entry: AuditEntry | ((result: T) => AuditEntry),
  write: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    const result = await write(tx);
    await audit(tx, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}

/**
 * The fields of `after` that differ from `before`, as `{ before, after }` with only those keys
 * (the short summary the audit trail keeps). Never pass secrets.
 */
export function changes<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const next = after[key];
    if (next === undefined) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(next ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = next ?? null;
    }
  }
  return { before: b, after: a };
}
