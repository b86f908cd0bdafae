import {
  CHECK_DONE_STATUSES,
  type CheckKind,
  type CheckStatus,
  type DocumentStatus,
} from '@lince/contracts';
import {
  and,
  asc,
  checkItems,
  documentFiles,
  documentTypes,
  documents,
  entities,
  eq,
  findings,
  sql,
  type SQL,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { doneDocuments } from '../../domain/diligence/progress.ts';
import { plainRows } from '../../lib/plain-rows.ts';
import type { PlannedCheck, PlannedDocument } from './plan.ts';

/**
 * The checklists' SQL. A sync runs a few statements per table whatever the number of items (the
 * plan and id lists travel as one JSON parameter each): insert what is missing (`ON CONFLICT` on
 * the unique index of generated items: idempotent, and a concurrent sync of the same entity
 * waits, then finds the rows); read the scope's generated items and, only when some are no longer
 * planned, delete the untouched ones and keep the touched ones as not required. (An anti-join of
 * the items against the JSON plan was planned as a nested loop: ~300 ms for 2,000 items.)
 */

const doneChecks = sql.raw(CHECK_DONE_STATUSES.map((s) => `'${s}'`).join(', '));

export interface SyncScope {
  companyId: string;
  diligenceId: string;
  /** The entities whose items are synced; null: every entity of the diligence. */
  entityIds: string[] | null;
  userId: string | null;
}

const inScope = (column: SQL, scope: SyncScope) =>
  scope.entityIds
    ? sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(scope.entityIds)}::jsonb))`
    : sql`true`;

const plannedDocuments = (plan: PlannedDocument[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(plan)}::jsonb) as p("entityId" text, "documentTypeId" text, "stepKey" text, "stepTitle" text, "stepOrder" integer)`;
const plannedChecks = (plan: PlannedCheck[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(plan)}::jsonb) as p("entityId" text, "kind" text, "stepKey" text, "stepTitle" text, "stepOrder" integer)`;

const count = (result: unknown) =>
  (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
  (result as { rowCount?: number }).rowCount ??
  0;

/**
 * Items no longer planned: deleted while untouched (still PENDENTE and, for a document, without
 * a file or a finding), otherwise kept as not required. The state is checked again by the
 * statements themselves: an item touched meanwhile is kept.
 */
async function dropOrKeep(
  tx: DbExecutor,
  table: typeof documents | typeof checkItems,
  ids: string[],
): Promise<{ removed: number; kept: number }> {
  if (!ids.length) return { removed: 0, kept: 0 };
  const listed = sql`${table.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
  const untouched =
    table === documents
      ? sql`and not exists (select 1 from ${documentFiles} f where f."document_id" = ${documents.id})
          and not exists (select 1 from ${findings} fi where fi."document_id" = ${documents.id})`
      : sql``;
  const removed = await tx.execute(
    sql`delete from ${table} where ${listed} and ${table.status} = 'PENDENTE' ${untouched}`,
  );
  const kept = await tx.execute(
    sql`update ${table} set "required" = false, "updated_at" = now() where ${listed} and ${table.required}`,
  );
  return { removed: count(removed), kept: count(kept) };
}

export interface SyncCounts {
  added: number;
  removed: number;
  kept: number;
}

/** Brings the scope's generated documents to `plan` (see the module comment). */
export async function syncDocuments(
  tx: DbExecutor,
  scope: SyncScope,
  plan: PlannedDocument[],
): Promise<SyncCounts> {
  const inserted = await plainRows(
    tx,
    sql`insert into ${documents} ("id", "company_id", "diligence_id", "entity_id", "document_type_id", "source", "required", "step_key", "step_title", "step_order", "created_by")
      select gen_random_uuid()::text, ${scope.companyId}, ${scope.diligenceId}, p."entityId", p."documentTypeId", 'TRACK', true, p."stepKey", p."stepTitle", p."stepOrder", ${scope.userId}
      from ${plannedDocuments(plan)}
      on conflict ("entity_id", "document_type_id") where "source" = 'TRACK' do update set
        "required" = true, "step_key" = excluded."step_key", "step_title" = excluded."step_title",
        "step_order" = excluded."step_order", "updated_at" = now()
      where (${documents.required}, ${documents.stepKey}, ${documents.stepTitle}, ${documents.stepOrder})
        is distinct from (true, excluded."step_key", excluded."step_title", excluded."step_order")
      returning (xmax = 0) as "inserted"`,
  );
  const planned = new Set(plan.map((p) => `${p.entityId}|${p.documentTypeId}`));
  const existing = await tx
    .select({ id: documents.id, entityId: documents.entityId, typeId: documents.documentTypeId })
    .from(documents)
    .where(
      and(
        eq(documents.diligenceId, scope.diligenceId),
        eq(documents.source, 'TRACK'),
        inScope(sql`${documents.entityId}`, scope),
      ),
    );
  const unplanned = existing
    .filter((d) => !planned.has(`${d.entityId}|${d.typeId}`))
    .map((d) => d.id);
  const { removed, kept } = await dropOrKeep(tx, documents, unplanned);
  return {
    added: inserted.filter((r) => r.inserted).length,
    removed,
    kept,
  };
}

/** Brings the scope's check items to `plan`, like `syncDocuments`. */
export async function syncChecks(
  tx: DbExecutor,
  scope: SyncScope,
  plan: PlannedCheck[],
): Promise<void> {
  await tx.execute(
    sql`insert into ${checkItems} ("id", "company_id", "diligence_id", "entity_id", "kind", "required", "step_key", "step_title", "step_order")
      select gen_random_uuid()::text, ${scope.companyId}, ${scope.diligenceId}, p."entityId", p."kind", true, p."stepKey", p."stepTitle", p."stepOrder"
      from ${plannedChecks(plan)}
      on conflict ("entity_id", "kind") do update set
        "required" = true, "step_key" = excluded."step_key", "step_title" = excluded."step_title",
        "step_order" = excluded."step_order", "updated_at" = now()
      where (${checkItems.required}, ${checkItems.stepKey}, ${checkItems.stepTitle}, ${checkItems.stepOrder})
        is distinct from (true, excluded."step_key", excluded."step_title", excluded."step_order")`,
  );
  const planned = new Set(plan.map((p) => `${p.entityId}|${p.kind}`));
  const existing = await tx
    .select({ id: checkItems.id, entityId: checkItems.entityId, kind: checkItems.kind })
    .from(checkItems)
    .where(
      and(
        eq(checkItems.diligenceId, scope.diligenceId),
        inScope(sql`${checkItems.entityId}`, scope),
      ),
    );
  await dropOrKeep(
    tx,
    checkItems,
    existing.filter((c) => !planned.has(`${c.entityId}|${c.kind}`)).map((c) => c.id),
  );
}

/** An entity's checks, by step. */
export function entityChecks(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
) {
  return db
    .select()
    .from(checkItems)
    .where(
      and(
        eq(checkItems.companyId, companyId),
        eq(checkItems.diligenceId, diligenceId),
        eq(checkItems.entityId, entityId),
      ),
    )
    .orderBy(sql`${checkItems.stepOrder} asc nulls last`, asc(checkItems.kind));
}

/** Sets where one check of an entity stands; null when the entity has no such check. */
export async function setCheckStatus(
  db: DbExecutor,
  entityId: string,
  kind: CheckKind,
  status: CheckStatus,
) {
  const [row] = await db
    .update(checkItems)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(checkItems.entityId, entityId), eq(checkItems.kind, kind)))
    .returning();
  return row ?? null;
}

/** Done ÷ required per entity, and per step and entity (documents and checks), of a diligence. */
export async function progressRows(db: DbExecutor, diligenceId: string) {
  const rows = await plainRows(
    db,
    sql`select "kind", "entity_id" as "entityId", "step_key" as "stepKey", cast(count(*) as integer) as "required",
        cast(count(*) filter (where "done") as integer) as "done"
      from (
        select 'DOCUMENT' as "kind", "entity_id", "step_key", "status" in (${doneDocuments}) as "done"
          from ${documents} where "diligence_id" = ${diligenceId} and "required"
        union all
        select 'CHECK', "entity_id", "step_key", "status" in (${doneChecks})
          from ${checkItems} where "diligence_id" = ${diligenceId} and "required"
      ) items
      group by "kind", "entity_id", "step_key"`,
  );
  return rows as {
    kind: 'DOCUMENT' | 'CHECK';
    entityId: string;
    stepKey: string | null;
    required: number;
    done: number;
  }[];
}

/** A required document not yet analysed nor waived, as the concluding rule names it. */
export interface PendingDocument {
  documentId: string;
  entityId: string;
  entityName: string;
  documentTypeName: string;
  status: DocumentStatus;
}

/**
 * The diligence's required documents that are neither analysed nor waived (what keeps it from
 * Concluída), by entity name then type name.
 */
export async function pendingRequiredDocuments(
  db: DbExecutor,
  diligenceId: string,
): Promise<PendingDocument[]> {
  return db
    .select({
      documentId: documents.id,
      entityId: documents.entityId,
      entityName: entities.name,
      documentTypeName: documentTypes.name,
      status: documents.status,
    })
    .from(documents)
    .innerJoin(entities, eq(entities.id, documents.entityId))
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(
      and(
        eq(documents.diligenceId, diligenceId),
        eq(documents.required, true),
        sql`${documents.status} not in (${doneDocuments})`,
      ),
    )
    .orderBy(asc(entities.name), asc(documentTypes.name), asc(documents.id));
}
