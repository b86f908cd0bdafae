import {
  alias,
  desc,
  eq,
  isNotNull,
  sql,
  termsAcceptances,
  termsVersions,
  users,
  type TermsVersionRow,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { countAll } from '../../lib/paging.ts';

const creator = alias(users, 'creator');
const publisher = alias(users, 'publisher');

/** The current terms: the most recently published version. */
export async function currentTermsRow(db: DbExecutor): Promise<TermsVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(termsVersions)
    .where(isNotNull(termsVersions.publishedAt))
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.version))
    .limit(1);
  return row;
}

/** Versions, newest first, with who created and published them and how many accepted them. */
export async function termsWithPeople(
  db: DbExecutor,
  where: ReturnType<typeof eq> | undefined,
  window?: { limit: number; offset: number },
) {
  const acceptances = sql<number>`(select cast(count(*) as integer) from "terms_acceptances" a where a."version" = "terms_versions"."version")`;
  let query = db
    .select({
      terms: termsVersions,
      creator: { id: creator.id, name: creator.name },
      publisher: { id: publisher.id, name: publisher.name },
      acceptances,
    })
    .from(termsVersions)
    .leftJoin(creator, eq(creator.id, termsVersions.createdBy))
    .leftJoin(publisher, eq(publisher.id, termsVersions.publishedBy))
    .where(where)
    .orderBy(desc(termsVersions.version))
    .$dynamic();
  if (window) query = query.limit(window.limit).offset(window.offset);
  return query;
}

export type TermsWithPeople = Awaited<ReturnType<typeof termsWithPeople>>[number];

export const termsVersionById = (db: DbExecutor, id: string) =>
  termsWithPeople(db, eq(termsVersions.id, id)).then(([row]) => row);

export async function countTermsVersions(db: DbExecutor): Promise<number> {
  const [total] = await db.select({ n: countAll() }).from(termsVersions);
  return total?.n ?? 0;
}

export async function findTermsVersion(db: DbExecutor, id: string) {
  const [row] = await db.select().from(termsVersions).where(eq(termsVersions.id, id)).limit(1);
  return row;
}

/** A new draft numbered after the highest version (the unique number refuses a concurrent twin). */
export async function insertNextTermsVersion(
  db: DbExecutor,
  values: Omit<typeof termsVersions.$inferInsert, 'version'>,
): Promise<TermsVersionRow> {
  const [max] = await db
    .select({ v: sql<number>`cast(coalesce(max(${termsVersions.version}), 0) as integer)` })
    .from(termsVersions);
  const [created] = await db
    .insert(termsVersions)
    .values({ ...values, version: (max?.v ?? 0) + 1 })
    .returning();
  return created!;
}

/** Changes a draft; false when it is (by now) published or gone. */
export async function updateDraftRow(
  db: DbExecutor,
  id: string,
  values: { title?: string; text?: string },
): Promise<boolean> {
  const updated = await db
    .update(termsVersions)
    .set(values)
    .where(sql`${termsVersions.id} = ${id} and ${termsVersions.publishedAt} is null`)
    .returning({ id: termsVersions.id });
  return updated.length > 0;
}

/** Publishes a draft; undefined when it is already published or does not exist. */
export async function publishDraftRow(
  db: DbExecutor,
  id: string,
  publishedBy: string,
): Promise<TermsVersionRow | undefined> {
  const [published] = await db
    .update(termsVersions)
    .set({ publishedAt: new Date(), publishedBy })
    .where(sql`${termsVersions.id} = ${id} and ${termsVersions.publishedAt} is null`)
    .returning();
  return published;
}

export async function termsVersionExists(db: DbExecutor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: termsVersions.id })
    .from(termsVersions)
    .where(eq(termsVersions.id, id));
  return !!row;
}

/** The version of the terms a user last accepted; undefined when the user does not exist. */
export async function acceptedTermsVersion(db: DbExecutor, userId: string) {
  const [user] = await db
    .select({ accepted: users.termsAcceptedVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user && { accepted: user.accepted ?? null };
}

/** Records a user's acceptance of a version (once); true when this call recorded it. */
export async function insertAcceptance(
  db: DbExecutor,
  values: { userId: string; version: number; ip: string | null; userAgent: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(termsAcceptances)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: termsAcceptances.id });
  await db
    .update(users)
    .set({ termsAcceptedVersion: values.version })
    .where(eq(users.id, values.userId));
  return inserted.length > 0;
}
