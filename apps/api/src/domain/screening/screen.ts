import { SCREENING_NAME_THRESHOLD_DEFAULT, SCREENING_NAME_THRESHOLD_MIN } from '@lince/contracts';
import { todayInBrazil } from '@lince/contracts/calendar';
import {
  companies,
  entityScreenings,
  eq,
  inArray,
  screeningHits,
  sql,
  type CompanySettings,
} from '@lince/db';
import type { DbExecutor } from '../../lib/db-executor.ts';
import { listVersionsInForce, type ListVersionInForce } from '../restrictive-lists/in-force.ts';
import { matchParties, type ScreeningMatch } from './match.ts';
import { bumpListings } from './listings.ts';
import { notifyNewHits, type NewHit } from './notify.ts';
import { partyKeys, type ScreenedParty } from './parties.ts';

/** The similarity an OFAC name must reach for the company (its setting, else 0.8). */
export function nameThreshold(settings: CompanySettings | null | undefined): number {
  const set = settings?.screeningNameThreshold;
  return typeof set === 'number' && set >= SCREENING_NAME_THRESHOLD_MIN && set <= 1
    ? set
    : SCREENING_NAME_THRESHOLD_DEFAULT;
}

async function thresholdOf(db: DbExecutor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return nameThreshold(row?.settings);
}

/** What a company's screening runs against: the versions in force and its name threshold. */
export interface ScreeningBasis {
  versions: ListVersionInForce[];
  threshold: number;
}

export async function screeningBasis(db: DbExecutor, companyId: string): Promise<ScreeningBasis> {
  const [versions, threshold] = await Promise.all([
    listVersionsInForce(db, companyId),
    thresholdOf(db, companyId),
  ]);
  return { versions, threshold };
}

/** A sanction whose end date is before today (Brasília) has ended: "encerrada". */
export const hasEnded = (endDate: string | null, today = todayInBrazil()) =>
  endDate !== null && endDate < today;

/**
 * Screens parties of ONE company against its lists in force and writes the outcome: each match
 * upserted by party, list and record key (a decision is kept; the version and the record are
 * refreshed), the party's other hits marked not current, and the screening's date and versions.
 * Runs in the caller's transaction. New hits go to `notifyNewHits`.
 */
export async function screenCompanyParties(
  db: DbExecutor,
  parties: ScreenedParty[],
  basis: ScreeningBasis,
): Promise<void> {
  if (parties.length === 0) return;
  const matches = await matchParties(
    db,
    parties.map((p) => ({ ...partyKeys(p), threshold: basis.threshold })),
    basis.versions,
  );
  await writeScreening(db, parties, basis.versions, matches);
}

/** Screens parties that may belong to several companies (the job after an import). */
export async function screenParties(db: DbExecutor, parties: ScreenedParty[]): Promise<void> {
  const byCompany = new Map<string, ScreenedParty[]>();
  for (const p of parties) byCompany.set(p.companyId, [...(byCompany.get(p.companyId) ?? []), p]);
  for (const [companyId, group] of byCompany)
    await screenCompanyParties(db, group, await screeningBasis(db, companyId));
}

const hitKey = (h: { entityId: string; list: string; recordKey: string }) =>
  `${h.entityId}\u0000${h.list}\u0000${h.recordKey}`;

async function writeScreening(
  db: DbExecutor,
  parties: ScreenedParty[],
  versions: ListVersionInForce[],
  matches: ScreeningMatch[],
): Promise<void> {
  const ids = parties.map((p) => p.entityId);
  const party = new Map(parties.map((p) => [p.entityId, p]));
  const existing = await db
    .select({
      id: screeningHits.id,
      entityId: screeningHits.entityId,
      list: screeningHits.list,
      recordKey: screeningHits.recordKey,
      current: screeningHits.current,
    })
    .from(screeningHits)
    .where(inArray(screeningHits.entityId, ids));
  const before = new Map(existing.map((h) => [hitKey(h), h]));
  const today = todayInBrazil();
  const now = new Date();
  let kept: string[] = [];
  if (matches.length > 0) {
    const written = await db
      .insert(screeningHits)
      .values(
        matches.map((m) => ({
          companyId: party.get(m.entityId)!.companyId,
          diligenceId: party.get(m.entityId)!.diligenceId,
          entityId: m.entityId,
          list: m.list,
          version: m.version,
          recordKey: m.recordKey,
          matchKind: m.matchKind,
          score: m.score,
          record: m.record,
          current: true,
          ended: hasEnded(m.record.endDate, today),
        })),
      )
      .onConflictDoUpdate({
        target: [screeningHits.entityId, screeningHits.list, screeningHits.recordKey],
        set: {
          version: sql`excluded.version`,
          matchKind: sql`excluded.match_kind`,
          score: sql`excluded.score`,
          record: sql`excluded.record`,
          current: true,
          ended: sql`excluded.ended`,
          updatedAt: now,
        },
      })
      .returning({
        id: screeningHits.id,
        entityId: screeningHits.entityId,
        diligenceId: screeningHits.diligenceId,
        list: screeningHits.list,
        recordKey: screeningHits.recordKey,
      });
    kept = written.map((h) => h.id);
    const fresh: NewHit[] = written.filter((h) => !before.has(hitKey(h)));
    await notifyNewHits(db, fresh);
  }
  const gone = existing.filter((h) => h.current && !kept.includes(h.id)).map((h) => h.id);
  if (gone.length > 0)
    await db
      .update(screeningHits)
      .set({ current: false, updatedAt: now })
      .where(inArray(screeningHits.id, gone));
  if (matches.length > 0 || gone.length > 0)
    await bumpListings(
      db,
      parties.map((p) => p.companyId),
    );
  const lists = versions.map((v) => ({ list: v.list, version: v.version }));
  await db
    .insert(entityScreenings)
    .values(
      parties.map((p) => ({
        entityId: p.entityId,
        companyId: p.companyId,
        diligenceId: p.diligenceId,
        screenedAt: now,
        lists,
        screenedName: p.name,
        screenedDocument: p.document,
      })),
    )
    .onConflictDoUpdate({
      target: entityScreenings.entityId,
      set: {
        screenedAt: now,
        lists,
        screenedName: sql`excluded.screened_name`,
        screenedDocument: sql`excluded.screened_document`,
      },
    });
}
