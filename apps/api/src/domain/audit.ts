import type { ActivityAction, ActivityTarget } from '@lince/contracts';
import type { ActivitySummary } from '@lince/db';
import { recordActivity } from '../modules/activity/repository.ts';
import { inTransaction, type ServiceContext } from '../core/context.ts';

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
