import type { DocumentTypeListQuerySchema } from '@lince/contracts';
import {
  and,
  documentTypes,
  eq,
  ilike,
  or,
  sql,
  type DocumentTypeRow,
  type NewDocumentTypeRow,
  type SQL,
} from '@lince/db';
import type { z } from 'zod';
import type { DbExecutor } from '../../core/context.ts';
import { countAll, likePattern, orderBy, pageWindow } from '../../lib/paging.ts';

/** The global catalogue of document types: no companyId, kept by the provider, read by everyone. */

export async function listDocumentTypeRows(
  db: DbExecutor,
  query: z.output<typeof DocumentTypeListQuerySchema>,
): Promise<{ rows: DocumentTypeRow[]; total: number }> {
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
  return { rows, total: total?.n ?? 0 };
}

/** Every active type, by name. */
export function activeDocumentTypeRows(db: DbExecutor): Promise<DocumentTypeRow[]> {
  return db
    .select()
    .from(documentTypes)
    .where(eq(documentTypes.active, true))
    .orderBy(sql`lower(${documentTypes.name})`);
}

export async function findDocumentType(
  db: DbExecutor,
  id: string,
): Promise<DocumentTypeRow | undefined> {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id)).limit(1);
  return row;
}

export async function insertDocumentType(
  db: DbExecutor,
  values: NewDocumentTypeRow,
): Promise<DocumentTypeRow> {
  const [created] = await db.insert(documentTypes).values(values).returning();
  return created!;
}

export async function updateDocumentTypeRow(
  db: DbExecutor,
  id: string,
  values: Partial<DocumentTypeRow>,
): Promise<DocumentTypeRow> {
  const [updated] = await db
    .update(documentTypes)
    .set(values)
    .where(eq(documentTypes.id, id))
    .returning();
  return updated!;
}
