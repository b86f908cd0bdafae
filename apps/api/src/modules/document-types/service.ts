import type {
  DocumentType,
  DocumentTypeInputSchema,
  DocumentTypeListQuerySchema,
  DocumentTypeUpdateSchema,
  Page,
} from '@lince/contracts';
import {
  and,
  documentTypes,
  eq,
  ilike,
  or,
  sql,
  type Database,
  type DocumentTypeRow,
  type SQL,
} from '@lince/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { countAll, likePattern, orderBy, pageResult, pageWindow } from '../../lib/paging.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { changes } from '../../core/audit.ts';
import { recordActivity } from '../activity/repository.ts';

type Actor = AuthContext & { ip: string };

const notFound = () => new AppError(404, 'NOT_FOUND', 'Tipo de documento não encontrado.');

export function toDocumentType(row: DocumentTypeRow): DocumentType {
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    appliesTo: row.appliesTo,
    issuer: row.issuer,
    validityDays: row.validityDays,
    instructions: row.instructions,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The global catalogue of document types (no companyId: kept by the provider, read by everyone).
 * Types are deactivated, never deleted.
 */
export async function listDocumentTypes(
  db: Database,
  query: z.output<typeof DocumentTypeListQuerySchema>,
): Promise<Page<DocumentType>> {
  const where: SQL[] = [];
  if (query.category) where.push(eq(documentTypes.category, query.category));
  if (query.appliesTo) where.push(eq(documentTypes.appliesTo, query.appliesTo));
  if (query.active !== undefined) where.push(eq(documentTypes.active, query.active));
  const term = query.search?.trim();
  if (term)
    where.push(
      or(
        ilike(documentTypes.name, likePattern(term)),
        ilike(documentTypes.issuer, likePattern(term)),
      )!,
    );
  const condition = where.length ? and(...where) : undefined;
  const sortColumn = {
    name: sql`lower(${documentTypes.name})`,
    category: documentTypes.category,
    validityDays: documentTypes.validityDays,
    createdAt: documentTypes.createdAt,
  }[query.sort];
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documentTypes)
      .where(condition)
      .orderBy(...orderBy(sortColumn, query.order, documentTypes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll() }).from(documentTypes).where(condition),
  ]);
  return pageResult(rows.map(toDocumentType), total?.n ?? 0, query.page, query.pageSize);
}

/** Every active type, by name (for the selectors of later screens). */
export async function listActiveDocumentTypes(db: Database): Promise<{ items: DocumentType[] }> {
  const rows = await db
    .select()
    .from(documentTypes)
    .where(eq(documentTypes.active, true))
    .orderBy(sql`lower(${documentTypes.name})`);
  return { items: rows.map(toDocumentType) };
}

async function load(db: Database, id: string): Promise<DocumentTypeRow> {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getDocumentType(db: Database, id: string): Promise<DocumentType> {
  return toDocumentType(await load(db, id));
}

export async function createDocumentType(
  db: Database,
  input: z.output<typeof DocumentTypeInputSchema>,
  actor: Actor,
): Promise<DocumentType> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(documentTypes).values(input).returning();
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'DOCUMENT_TYPE_CREATED',
      targetType: 'document_type',
      targetId: created!.id,
      summary: { after: { name: created!.name, category: created!.category } },
      ip: actor.ip,
    });
    return created!;
  });
  return toDocumentType(row);
}

export async function updateDocumentType(
  db: Database,
  id: string,
  input: z.output<typeof DocumentTypeUpdateSchema>,
  actor: Actor,
): Promise<DocumentType> {
  const current = await load(db, id);
  const values = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as Partial<DocumentTypeRow>;
  const diff = changes(current as unknown as Record<string, unknown>, values);
  if (Object.keys(diff.after).length === 0) return toDocumentType(current);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(documentTypes)
      .set(values)
      .where(eq(documentTypes.id, id))
      .returning();
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'DOCUMENT_TYPE_UPDATED',
      targetType: 'document_type',
      targetId: id,
      summary: diff,
      ip: actor.ip,
    });
    return updated!;
  });
  return toDocumentType(row);
}

export async function setDocumentTypeActive(
  db: Database,
  id: string,
  active: boolean,
  actor: Actor,
): Promise<DocumentType> {
  const current = await load(db, id);
  if (current.active === active) return toDocumentType(current);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(documentTypes)
      .set({ active })
      .where(eq(documentTypes.id, id))
      .returning();
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: active ? 'DOCUMENT_TYPE_ACTIVATED' : 'DOCUMENT_TYPE_DEACTIVATED',
      targetType: 'document_type',
      targetId: id,
      summary: { name: current.name, before: { active: !active }, after: { active } },
      ip: actor.ip,
    });
    return updated!;
  });
  return toDocumentType(row);
}
