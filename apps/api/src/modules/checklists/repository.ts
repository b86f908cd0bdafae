import { DOCUMENT_DONE_STATUSES, CHECK_DONE_STATUSES } from '@lince/contracts';
import { and, asc, checkItems, documentTypes, documents, eq, sql, type SQL } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { plainRows } from '../../lib/plain-rows.ts';
import type { PlannedCheck, PlannedDocument } from './plan.ts';

/**
 * The checklists' SQL. A sync runs three statements per table whatever the number of items (the
 * plan travels as one JSON parameter): insert what is missing (`ON CONFLICT` on the unique index
 * of generated items: idempotent, and a concurrent sync of the same entity waits, then finds the
 * rows), delete the untouched PENDENTE items no longer planned, keep the touched ones as not
 * required.
 */

const doneDocuments = sql.raw(DOCUMENT_DONE_STATUSES.map((s) => `'${s}'`).join(', '));
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
  const unplanned = sql`${documents.diligenceId} = ${scope.diligenceId} and ${inScope(sql`${documents.entityId}`, scope)}
    and ${documents.source} = 'TRACK'
    and not exists (select 1 from ${plannedDocuments(plan)} where p."entityId" = ${documents.entityId} and p."documentTypeId" = ${documents.documentTypeId})`;
  // Untouched: still PENDENTE (the documents issue adds: and no file).
  const removed = await tx.execute(
    sql`delete from ${documents} where ${unplanned} and ${documents.status} = 'PENDENTE'`,
  );
  const kept = await tx.execute(
    sql`update ${documents} set "required" = false, "updated_at" = now() where ${unplanned} and ${documents.required}`,
  );
  return {
    added: inserted.filter((r) => r.inserted).length,
    removed: count(removed),
    kept: count(kept),
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
  const unplanned = sql`${checkItems.diligenceId} = ${scope.diligenceId} and ${inScope(sql`${checkItems.entityId}`, scope)}
    and not exists (select 1 from ${plannedChecks(plan)} where p."entityId" = ${checkItems.entityId} and p."kind" = ${checkItems.kind})`;
  await tx.execute(
    sql`delete from ${checkItems} where ${unplanned} and ${checkItems.status} = 'PENDENTE'`,
  );
  await tx.execute(
    sql`update ${checkItems} set "required" = false, "updated_at" = now() where ${unplanned} and ${checkItems.required}`,
  );
}

/** An entity's documents, by step then type name (extra documents last). */
export function entityDocuments(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
) {
  return db
    .select({ document: documents, typeName: documentTypes.name })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.diligenceId, diligenceId),
        eq(documents.entityId, entityId),
      ),
    )
    .orderBy(sql`${documents.stepOrder} asc nulls last`, sql`lower(${documentTypes.name})`);
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

/** "Documentos analisados" of a diligence (a list row, a card): analysed or waived ÷ required. */
export const diligenceProgressDone = (diligenceId: SQL | string) =>
  sql<number>`(select cast(count(*) as integer) from ${documents} pd where pd."diligence_id" = ${diligenceId} and pd."required" and pd."status" in (${doneDocuments}))`.mapWith(
    Number,
  );
export const diligenceProgressRequired = (diligenceId: SQL | string) =>
  sql<number>`(select cast(count(*) as integer) from ${documents} pd where pd."diligence_id" = ${diligenceId} and pd."required")`.mapWith(
    Number,
  );

/** "Documentos analisados" of an entity: analysed or waived ÷ required. */
export const entityProgress = (entityId: SQL) => ({
  progressDone:
    sql<number>`(select cast(count(*) as integer) from ${documents} pd where pd."entity_id" = ${entityId} and pd."required" and pd."status" in (${doneDocuments}))`.mapWith(
      Number,
    ),
  progressRequired:
    sql<number>`(select cast(count(*) as integer) from ${documents} pd where pd."entity_id" = ${entityId} and pd."required")`.mapWith(
      Number,
    ),
});

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
