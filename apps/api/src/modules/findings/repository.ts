import {
  FINDING_SEVERITIES,
  type Finding,
  type FindingSeverity,
  type FindingTarget,
} from '@lince/contracts';
import {
  alias,
  and,
  desc,
  documentTypes,
  documents,
  entities,
  eq,
  findings,
  sql,
  users,
  type FindingRow,
  type SQL,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** Findings are always read through their diligence and the caller's company. */

const creator = alias(users, 'finding_creator');
const resolver = alias(users, 'finding_resolver');

const columns = {
  finding: findings,
  entityName: entities.name,
  documentTypeName: documentTypes.name,
  creatorName: creator.name,
  resolverName: resolver.name,
};

export interface FindingRecord {
  finding: FindingRow;
  entityName: string | null;
  documentTypeName: string | null;
  creatorName: string | null;
  resolverName: string | null;
}

const severityRank = sql`case ${findings.severity} ${sql.join(
  FINDING_SEVERITIES.map((s, i) => sql`when ${sql.raw(`'${s}'`)} then ${sql.raw(String(i + 1))}`),
  sql` `,
)} end`;

function select(db: DbExecutor) {
  return db
    .select(columns)
    .from(findings)
    .leftJoin(entities, eq(entities.id, findings.entityId))
    .leftJoin(documents, eq(documents.id, findings.documentId))
    .leftJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .leftJoin(creator, eq(creator.id, findings.createdBy))
    .leftJoin(resolver, eq(resolver.id, findings.resolvedBy));
}

export interface FindingFilter {
  entityId?: string | undefined;
  documentId?: string | undefined;
  resolved?: boolean | undefined;
  target?: FindingTarget | undefined;
}

function filterOf(companyId: string, diligenceId: string, filter: FindingFilter): SQL {
  return and(
    eq(findings.companyId, companyId),
    eq(findings.diligenceId, diligenceId),
    filter.entityId ? eq(findings.entityId, filter.entityId) : undefined,
    filter.documentId ? eq(findings.documentId, filter.documentId) : undefined,
    filter.resolved === undefined ? undefined : eq(findings.resolved, filter.resolved),
    filter.target ? eq(findings.target, filter.target) : undefined,
  )!;
}

/** One page of the diligence's findings: open first, severest first, newest first. */
export async function listFindings(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  filter: FindingFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: FindingRecord[]; total: number }> {
  const where = filterOf(companyId, diligenceId, filter);
  const [rows, [count]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(findings.resolved, desc(severityRank), desc(findings.createdAt), findings.id)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(findings)
      .where(where),
  ]);
  return { rows: rows as FindingRecord[], total: count?.total ?? 0 };
}

export async function findFinding(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  id: string,
): Promise<FindingRecord | undefined> {
  const [row] = await select(db)
    .where(and(filterOf(companyId, diligenceId, {}), eq(findings.id, id)))
    .limit(1);
  return row as FindingRecord | undefined;
}

/** The document of this diligence (and company) with its entity, or undefined. */
export async function documentOfDiligence(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  documentId: string,
) {
  const [row] = await db
    .select({ id: documents.id, entityId: documents.entityId })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.diligenceId, diligenceId),
        eq(documents.id, documentId),
      ),
    )
    .limit(1);
  return row;
}

export interface FindingValues {
  title: string;
  description: string;
  severity: FindingSeverity;
  recommendation: string;
}

export async function insertFinding(
  tx: DbExecutor,
  values: FindingValues & {
    companyId: string;
    diligenceId: string;
    entityId: string | null;
    documentId: string | null;
    target: FindingTarget;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await tx.insert(findings).values(values).returning({ id: findings.id });
  return row!.id;
}

export async function updateFinding(
  tx: DbExecutor,
  id: string,
  values: Partial<typeof findings.$inferInsert>,
) {
  await tx.update(findings).set(values).where(eq(findings.id, id));
}

export async function deleteFinding(tx: DbExecutor, id: string) {
  await tx.delete(findings).where(eq(findings.id, id));
}

/** Open findings of the diligence per severity (the overview's card). */
export async function openFindingsBySeverity(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
): Promise<Map<FindingSeverity, number>> {
  const rows = await db
    .select({ severity: findings.severity, count: sql<number>`cast(count(*) as integer)` })
    .from(findings)
    .where(filterOf(companyId, diligenceId, { resolved: false }))
    .groupBy(findings.severity);
  return new Map(rows.map((r) => [r.severity, r.count]));
}

export function toFinding(r: FindingRecord): Finding {
  const f = r.finding;
  return {
    _id: f.id,
    diligenceId: f.diligenceId,
    target: f.target,
    entityId: f.entityId,
    entityName: r.entityName,
    documentId: f.documentId,
    documentTypeName: r.documentTypeName,
    title: f.title,
    description: f.description,
    severity: f.severity,
    recommendation: f.recommendation,
    resolved: f.resolved,
    resolvedAt: f.resolvedAt?.toISOString() ?? null,
    resolvedBy: f.resolvedBy && r.resolverName ? { _id: f.resolvedBy, name: r.resolverName } : null,
    createdAt: f.createdAt.toISOString(),
    createdBy: f.createdBy && r.creatorName ? { _id: f.createdBy, name: r.creatorName } : null,
    updatedAt: f.updatedAt.toISOString(),
  };
}
