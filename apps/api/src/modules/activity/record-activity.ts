import { activities, sql, type ActivitySummary, type Database } from '@lince/db';

/** A database or an open transaction: anything that can run the activity insert. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export const ACTIVITY_ACTIONS = [
  'LOGIN',
  'LOGIN_FAILED',
  'LOGOUT',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET',
  'PASSWORD_CHANGED',
  'USER_CREATED',
  'USER_UPDATED',
  'USER_DEACTIVATED',
  'USER_ACTIVATED',
  'USER_INVITATION_RESENT',
  'COMPANY_CREATED',
  'COMPANY_UPDATED',
  'COMPANY_DEACTIVATED',
  'COMPANY_ACTIVATED',
  'DOCUMENT_TYPE_CREATED',
  'DOCUMENT_TYPE_UPDATED',
  'DOCUMENT_TYPE_DEACTIVATED',
  'DOCUMENT_TYPE_ACTIVATED',
  'TERMS_CREATED',
  'TERMS_UPDATED',
  'TERMS_PUBLISHED',
  'TERMS_ACCEPTED',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export type ActivityTarget =
  'user' | 'company' | 'session' | 'document_type' | 'terms' | (string & {});

export interface ActivityInput {
  companyId: string;
  userId: string | null;
  action: ActivityAction | (string & {});
  targetType: ActivityTarget;
  targetId?: string | null;
  summary?: ActivitySummary;
  ip?: string | null;
}

/** Appends one entry to the audit trail. Every write of the API goes through here. */
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
