import { CLOSED_STATUSES } from '@lince/contracts';
import {
  and,
  asc,
  diligenceMembers,
  diligences,
  documentTypes,
  documents,
  entities,
  eq,
  inArray,
  isNotNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** Code and title of the company's diligences among `ids` (one indexed look-up). */
export async function diligenceLabels(db: DbExecutor, companyId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: diligences.id, code: diligences.code, title: diligences.title })
    .from(diligences)
    .where(and(eq(diligences.companyId, companyId), inArray(diligences.id, ids)));
}

/** Name and diligence of the company's entities among `ids` (one indexed look-up). */
export async function entityLabels(db: DbExecutor, companyId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: entities.id, name: entities.name, diligenceId: entities.diligenceId })
    .from(entities)
    .where(and(eq(entities.companyId, companyId), inArray(entities.id, ids)));
}

/**
 * "Documentos vencendo": documents of the user's open diligences (owner or team member), not
 * waived, whose valid-until date is before `until` (today + the watch window) or before their
 * diligence's due date — expired ones included; earliest first, `limit` of them, with the total.
 */
export async function expiringDocuments(
  db: DbExecutor,
  companyId: string,
  userId: string,
  until: string,
  limit: number,
) {
  const team = sql`select m."diligence_id" from ${diligenceMembers} m where m."user_id" = ${userId}`;
  const rows = await db
    .select({
      documentId: documents.id,
      diligenceId: diligences.id,
      diligenceCode: diligences.code,
      dueDate: diligences.dueDate,
      entityId: entities.id,
      entityName: entities.name,
      documentTypeName: documentTypes.name,
      validUntil: sql<string>`${documents.validUntil}`,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(documents)
    .innerJoin(diligences, eq(diligences.id, documents.diligenceId))
    .innerJoin(entities, eq(entities.id, documents.entityId))
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(
      and(
        eq(documents.companyId, companyId),
        isNotNull(documents.validUntil),
        ne(documents.status, 'DISPENSADO'),
        notInArray(diligences.status, [...CLOSED_STATUSES]),
        or(eq(diligences.ownerId, userId), sql`${diligences.id} in (${team})`),
        or(lte(documents.validUntil, until), sql`${documents.validUntil} < ${diligences.dueDate}`),
      ),
    )
    .orderBy(asc(documents.validUntil), asc(diligences.code), asc(entities.name), asc(documents.id))
    .limit(limit);
  return { rows, total: rows[0]?.total ?? 0 };
}
