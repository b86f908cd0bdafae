import {
  isSameParty,
  maskedCpfDigits,
  normalizeSearchText,
  type EntityKind,
} from '@lince/contracts';
import { and, asc, desc, diligences, entities, eq, or, sql, type EntityRow } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { entityOfDiligence } from '../../domain/diligence/entity.ts';
import { entityProgress } from '../../domain/diligence/progress.ts';

/** Entities are always read through their diligence and the caller's company. */

const childrenCount = sql<number>`(select cast(count(*) as integer) from "entities" c where c."parent_entity_id" = "entities"."id")`;

const progress = entityProgress(sql`${entities.id}`);

/** The party's open hits (decision 056), through the hits' unique index on the entity. */
const openScreeningHits = sql<number>`(select cast(count(*) as integer) from "screening_hits" h where h."entity_id" = "entities"."id" and h."current" and not h."ended" and h."status" <> 'DESCARTADA')`;

export interface EntityListRow {
  entity: EntityRow;
  childrenCount: number;
  openScreeningHits: number;
  progressDone: number;
  progressRequired: number;
}

export async function listEntities(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
): Promise<EntityListRow[]> {
  return (await db
    .select({ entity: entities, childrenCount, openScreeningHits, ...progress })
    .from(entities)
    .where(and(eq(entities.companyId, companyId), eq(entities.diligenceId, diligenceId)))
    .orderBy(asc(entities.createdAt), asc(entities.id))) as EntityListRow[];
}

export async function findEntity(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  id: string,
): Promise<EntityListRow | undefined> {
  const [row] = await db
    .select({ entity: entities, childrenCount, openScreeningHits, ...progress })
    .from(entities)
    .where(entityOfDiligence(companyId, diligenceId, id))
    .limit(1);
  return row as EntityListRow | undefined;
}

type Party = { kind: EntityKind; name: string; document: string };

/**
 * The party of the diligence that `party` already is (`isSameParty`: the same document; for a
 * masked CPF, the same name and middle digits), other than `exceptId`.
 */
export async function findSameParty(
  db: DbExecutor,
  diligenceId: string,
  party: Party,
  exceptId: string | null = null,
): Promise<(Party & { id: string }) | undefined> {
  const middle =
    party.kind === 'PF' ? (maskedCpfDigits(party.document) ?? party.document.slice(3, 9)) : null;
  const rows = await db
    .select({
      id: entities.id,
      kind: entities.kind,
      name: entities.name,
      document: entities.document,
    })
    .from(entities)
    .where(
      and(
        eq(entities.diligenceId, diligenceId),
        middle === null
          ? eq(entities.document, party.document)
          : or(
              eq(entities.document, party.document),
              and(eq(entities.kind, 'PF'), sql`substr(${entities.document}, 4, 6) = ${middle}`),
            ),
      ),
    );
  return rows.find((row) => row.id !== exceptId && isSameParty(row, party));
}

/** id → parent id of every entity of the diligence (for the cycle check). */
export async function parentsOf(db: DbExecutor, diligenceId: string) {
  const rows = await db
    .select({ id: entities.id, parent: entities.parentEntityId })
    .from(entities)
    .where(eq(entities.diligenceId, diligenceId));
  return new Map(rows.map((r) => [r.id, r.parent]));
}

/** An entity's `search_text`: its name normalised and its document (lower case). */
export const entitySearchText = (name: string, document: string) =>
  `${normalizeSearchText(name)} ${document.toLowerCase()}`;

export type EntityValues = Partial<typeof entities.$inferInsert>;

export async function insertEntity(
  tx: DbExecutor,
  values: typeof entities.$inferInsert,
): Promise<string> {
  const [created] = await tx.insert(entities).values(values).returning({ id: entities.id });
  return created!.id;
}

export async function updateEntity(tx: DbExecutor, id: string, values: EntityValues) {
  await tx.update(entities).set(values).where(eq(entities.id, id));
}

export async function deleteEntityRow(tx: DbExecutor, id: string) {
  await tx.delete(entities).where(eq(entities.id, id));
}

/**
 * The company's entities that carry a CPF/CNPJ (normalised), with their diligence, newest
 * diligence first: the financial statements link an analysed company to them.
 */
export function entitiesWithDocument(db: DbExecutor, companyId: string, document: string) {
  return db
    .select({
      entityId: entities.id,
      entityName: entities.name,
      diligenceId: diligences.id,
      code: diligences.code,
      title: diligences.title,
      status: diligences.status,
    })
    .from(entities)
    .innerJoin(diligences, eq(diligences.id, entities.diligenceId))
    .where(and(eq(entities.companyId, companyId), eq(entities.document, document)))
    .orderBy(desc(diligences.createdAt), asc(entities.createdAt), asc(entities.id));
}
