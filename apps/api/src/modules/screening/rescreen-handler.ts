import { eq, restrictiveListVersions, type Database } from '@lince/db';
import type { JobHandler } from '../../lib/jobs/define.ts';
import { openPartiesPage } from '../../domain/screening/parties-repository.ts';
import type { RescreenAfterImportJobData } from '../../domain/screening/rescreen-job.ts';
import { screenParties } from '../../domain/screening/screen.ts';

/** Parties screened per transaction. */
export const RESCREEN_BATCH = 500;

/**
 * The handler of `rescreenAfterImportJob`: every party of every open diligence the version
 * concerns (a public list: every company's; a company's own list: that company's) is screened
 * again against the versions in force, a page at a time, each page in its own transaction. A
 * retried run screens again from the start: screening is idempotent (hits upserted, decisions kept).
 */
export function rescreenAfterImportHandler(db: Database): JobHandler<RescreenAfterImportJobData> {
  return async ({ versionId }) => {
    const [version] = await db
      .select({
        companyId: restrictiveListVersions.companyId,
        state: restrictiveListVersions.state,
      })
      .from(restrictiveListVersions)
      .where(eq(restrictiveListVersions.id, versionId));
    if (!version || version.state !== 'CONCLUIDA') return;
    let after = '';
    for (;;) {
      const page = await openPartiesPage(db, version.companyId, after, RESCREEN_BATCH);
      if (page.length === 0) return;
      await db.transaction((tx) => screenParties(tx, page));
      after = page[page.length - 1]!.entityId;
    }
  };
}
