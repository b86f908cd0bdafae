import {
  TERMS_PUBLISHED_IMMUTABLE_MESSAGE,
  type CurrentTerms,
  type Page,
  type TermsDraftInputSchema,
  type TermsDraftUpdateSchema,
  type TermsVersion,
} from '@lince/contracts';
import {
  alias,
  desc,
  eq,
  isNotNull,
  sql,
  termsAcceptances,
  termsVersions,
  users,
  type Database,
  type TermsVersionRow,
} from '@lince/db';
import type { z } from 'zod';
import type { ClientInfo } from '../../context.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { countAll, pageResult, pageWindow } from '../../lib/paging.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordActivity } from '../activity/repository.ts';

type Actor = AuthContext & { ip: string };

const notFound = () => new AppError(404, 'NOT_FOUND', 'Versão dos termos não encontrada.');
const immutable = () => new AppError(409, 'CONFLICT', TERMS_PUBLISHED_IMMUTABLE_MESSAGE);

const creator = alias(users, 'creator');
const publisher = alias(users, 'publisher');

/** The current terms: the most recently published version. */
export async function currentTermsRow(db: Database): Promise<TermsVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(termsVersions)
    .where(isNotNull(termsVersions.publishedAt))
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.version))
    .limit(1);
  return row;
}

async function withPeople(
  db: Database,
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

type Joined = Awaited<ReturnType<typeof withPeople>>[number];

function toTermsVersion(row: Joined, currentId: string | undefined): TermsVersion {
  const t = row.terms;
  return {
    _id: t.id,
    version: t.version,
    title: t.title,
    text: t.text,
    status: t.publishedAt ? 'PUBLICADA' : 'RASCUNHO',
    current: t.id === currentId,
    createdAt: t.createdAt.toISOString(),
    createdBy: row.creator ? { _id: row.creator.id, name: row.creator.name } : null,
    updatedAt: t.updatedAt.toISOString(),
    publishedAt: t.publishedAt?.toISOString() ?? null,
    publishedBy: row.publisher ? { _id: row.publisher.id, name: row.publisher.name } : null,
    acceptances: row.acceptances,
  };
}

export async function listTermsVersions(
  db: Database,
  query: { page: number; pageSize: number },
): Promise<Page<TermsVersion>> {
  const [rows, [total], current] = await Promise.all([
    withPeople(db, undefined, pageWindow(query.page, query.pageSize)),
    db.select({ n: countAll() }).from(termsVersions),
    currentTermsRow(db),
  ]);
  return pageResult(
    rows.map((r) => toTermsVersion(r, current?.id)),
    total?.n ?? 0,
    query.page,
    query.pageSize,
  );
}

export async function getTermsVersion(db: Database, id: string): Promise<TermsVersion> {
  const [[row], current] = await Promise.all([
    withPeople(db, eq(termsVersions.id, id)),
    currentTermsRow(db),
  ]);
  if (!row) throw notFound();
  return toTermsVersion(row, current?.id);
}

export async function createTermsDraft(
  db: Database,
  input: z.output<typeof TermsDraftInputSchema>,
  actor: Actor,
): Promise<TermsVersion> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const id = await db.transaction(async (tx) => {
        const [max] = await tx
          .select({ v: sql<number>`cast(coalesce(max(${termsVersions.version}), 0) as integer)` })
          .from(termsVersions);
        const [created] = await tx
          .insert(termsVersions)
          .values({ ...input, version: (max?.v ?? 0) + 1, createdBy: actor.userId })
          .returning();
        await recordActivity(tx, {
          companyId: actor.companyId,
          userId: actor.userId,
          action: 'TERMS_CREATED',
          targetType: 'terms',
          targetId: created!.id,
          summary: { after: { version: created!.version, title: created!.title } },
          ip: actor.ip,
        });
        return created!.id;
      });
      return getTermsVersion(db, id);
    } catch (error) {
      // Two drafts created at once took the same number: try the next one.
      const code = (error as { code?: string; cause?: { code?: string } }).cause?.code;
      if (code !== '23505' || attempt >= 3) throw error;
    }
  }
}

export async function updateTermsDraft(
  db: Database,
  id: string,
  input: z.output<typeof TermsDraftUpdateSchema>,
  actor: Actor,
): Promise<TermsVersion> {
  const [current] = await db.select().from(termsVersions).where(eq(termsVersions.id, id)).limit(1);
  if (!current) throw notFound();
  if (current.publishedAt) throw immutable();
  const values = {
    ...(input.title !== undefined && input.title !== current.title ? { title: input.title } : {}),
    ...(input.text !== undefined && input.text !== current.text ? { text: input.text } : {}),
  };
  if (Object.keys(values).length === 0) return getTermsVersion(db, id);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(termsVersions)
      .set(values)
      .where(sql`${termsVersions.id} = ${id} and ${termsVersions.publishedAt} is null`)
      .returning({ id: termsVersions.id });
    if (updated.length === 0) throw immutable();
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'TERMS_UPDATED',
      targetType: 'terms',
      targetId: id,
      summary: {
        version: current.version,
        ...(values.title
          ? { before: { title: current.title }, after: { title: values.title } }
          : {}),
        textChanged: values.text !== undefined,
      },
      ip: actor.ip,
    });
  });
  return getTermsVersion(db, id);
}

/** Publishing makes the version current (every user must accept it) and immutable. */
export async function publishTerms(db: Database, id: string, actor: Actor): Promise<TermsVersion> {
  await db.transaction(async (tx) => {
    const published = await tx
      .update(termsVersions)
      .set({ publishedAt: new Date(), publishedBy: actor.userId })
      .where(sql`${termsVersions.id} = ${id} and ${termsVersions.publishedAt} is null`)
      .returning();
    if (published.length === 0) {
      const [exists] = await tx
        .select({ id: termsVersions.id })
        .from(termsVersions)
        .where(eq(termsVersions.id, id));
      throw exists ? immutable() : notFound();
    }
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'TERMS_PUBLISHED',
      targetType: 'terms',
      targetId: id,
      summary: { version: published[0]!.version, title: published[0]!.title },
      ip: actor.ip,
    });
  });
  return getTermsVersion(db, id);
}

export async function getCurrentTerms(db: Database, auth: AuthContext): Promise<CurrentTerms> {
  const [current, [user]] = await Promise.all([
    currentTermsRow(db),
    db
      .select({ accepted: users.termsAcceptedVersion })
      .from(users)
      .where(eq(users.id, auth.userId))
      .limit(1),
  ]);
  if (!user) throw unauthorized();
  const acceptedVersion = user.accepted ?? null;
  return {
    terms: current
      ? {
          version: current.version,
          title: current.title,
          text: current.text,
          publishedAt: current.publishedAt!.toISOString(),
        }
      : null,
    acceptedVersion,
    mustAccept: !!current && acceptedVersion !== current.version,
  };
}

/** Records the caller's acceptance of the current version (time, IP, browser). */
export async function acceptTerms(
  db: Database,
  auth: AuthContext,
  version: number,
  client: ClientInfo,
): Promise<CurrentTerms> {
  const current = await currentTermsRow(db);
  if (!current || current.version !== version)
    throw new AppError(
      409,
      'CONFLICT',
      'Esta não é a versão vigente dos termos. Recarregue a página e leia a versão atual.',
    );
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(termsAcceptances)
      .values({ userId: auth.userId, version, ip: client.ip, userAgent: client.userAgent })
      .onConflictDoNothing()
      .returning({ id: termsAcceptances.id });
    await tx.update(users).set({ termsAcceptedVersion: version }).where(eq(users.id, auth.userId));
    if (inserted.length > 0)
      await recordActivity(tx, {
        companyId: auth.companyId,
        userId: auth.userId,
        action: 'TERMS_ACCEPTED',
        targetType: 'terms',
        targetId: current.id,
        summary: { version },
        ip: client.ip,
      });
  });
  return getCurrentTerms(db, auth);
}
