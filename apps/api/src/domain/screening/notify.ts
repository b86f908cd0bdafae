import type { DbExecutor } from '../../lib/db-executor.ts';

/** A hit the screening found for the first time. */
export interface NewHit {
  id: string;
  entityId: string;
  diligenceId: string;
  list: string;
  recordKey: string;
}

/**
 * The seam for issue 29 (notifications): each new hit is to be notified to the diligence's owner.
 * Notifications do not exist yet, so this does nothing; once they do, insert them here, in the
 * screening's transaction (the hits arrive grouped by the screening that found them).
 */
export async function notifyNewHits(_db: DbExecutor, _hits: NewHit[]): Promise<void> {
  // Nothing to notify through until the notifications (issue 29) exist.
}
