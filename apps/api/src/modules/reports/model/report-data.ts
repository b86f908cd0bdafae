/**
 * What a report shows, read through the other modules' services and repositories (never queried
 * differently here): the diligence, its entities and, per entity, only the parts the layout asks
 * for. Everything is scoped by the caller's company as those functions are.
 */
import {
  reportEntityNotInDiligenceMessage,
  type Document,
  type EntityScreening,
  type FinancialAnalysis,
  type Finding,
  type LawsuitSummary,
  type Registration,
  type ReportSectionKey,
} from '@lince/contracts';
import type { CompanyRow, EntityRow } from '@lince/db';
import type { ServiceContext } from '../../../core/context.ts';
import { validationError } from '../../../core/errors.ts';
import type { DiligenceRecord } from '../../../domain/diligence/record.ts';
import { loadDiligence } from '../../../domain/diligence/record.ts';
import { diligenceDocumentsByEntity } from '../../documents/index.ts';
import { listEntities } from '../../entities/index.ts';
import { findFinancialCompanyByCnpj, analyseCompany } from '../../financial-statements/index.ts';
import { listFindings, toFinding } from '../../findings/index.ts';
import { entityLawsuitSummary } from '../../lawsuits/index.ts';
import { listRegistrations, toRegistration } from '../../registrations/index.ts';
import { readScreening } from '../../screening/index.ts';
import { findCompanyRecord } from '../../../domain/company.ts';

/** The financial part of a PJ entity: the analysed company with its CNPJ and its analysis. */
export interface EntityFinancials {
  companyName: string;
  analysis: FinancialAnalysis;
}

export interface EntityReportData {
  entity: EntityRow;
  /** The newest registration snapshot, if any. */
  registration: Registration | null;
  documents: Document[];
  lawsuits: LawsuitSummary | null;
  /** Null for a PF, or a PJ whose CNPJ has no analysed company with statements. */
  financials: EntityFinancials | null;
  /** The party's screening against the restrictive lists (null when that part is not printed). */
  screening?: EntityScreening | null;
  /** The entity's findings (of it, its areas and its documents): open first, severest first. */
  findings: Finding[];
}

export interface ReportData {
  company: CompanyRow;
  diligence: DiligenceRecord;
  entities: EntityReportData[];
  /**
   * The findings of the diligence and of the report's entities (the executive summary's key
   * findings), same order: a custom report leaves out those of the entities it leaves out.
   */
  findings: Finding[];
}

const FINDINGS_PAGE = 500;

/** Every finding of the diligence, page after page of the findings repository. */
async function allFindings(ctx: ServiceContext, diligenceId: string): Promise<Finding[]> {
  const found: Finding[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total } = await listFindings(
      ctx.db,
      ctx.companyId,
      diligenceId,
      {},
      { page, pageSize: FINDINGS_PAGE },
    );
    found.push(...rows.map(toFinding));
    if (rows.length < FINDINGS_PAGE || found.length >= total) return found;
  }
}

/** The diligence's entities (in the order they were added), only `entityIds` when given. */
function chosenEntities(all: EntityRow[], entityIds: string[] | undefined): EntityRow[] {
  if (!entityIds) return all;
  const known = new Set(all.map((e) => e.id));
  const unknown = entityIds.find((id) => !known.has(id));
  if (unknown) throw validationError(reportEntityNotInDiligenceMessage(unknown), 'entityIds');
  const chosen = new Set(entityIds);
  return all.filter((e) => chosen.has(e.id));
}

async function financialsOf(
  ctx: ServiceContext,
  entity: EntityRow,
): Promise<EntityFinancials | null> {
  if (entity.kind !== 'PJ') return null;
  const record = await findFinancialCompanyByCnpj(ctx.db, ctx.companyId, entity.document);
  if (!record || record.fiscalYears.length === 0) return null;
  return {
    companyName: record.company.name,
    analysis: await analyseCompany(ctx, record.company.id),
  };
}

const ENTITIES_AT_ONCE = 3;

async function entityData(
  ctx: ServiceContext,
  diligenceId: string,
  entity: EntityRow,
  parts: ReadonlySet<ReportSectionKey>,
  findings: Finding[],
  documents: Document[],
): Promise<EntityReportData> {
  const [registrations, lawsuits, financials, screening] = await Promise.all([
    parts.has('CADASTRO')
      ? listRegistrations(ctx.db, ctx.companyId, diligenceId, entity.id)
      : Promise.resolve([]),
    parts.has('PROCESSOS')
      ? entityLawsuitSummary(ctx, diligenceId, entity.id)
      : Promise.resolve(null),
    parts.has('FINANCEIRO') ? financialsOf(ctx, entity) : Promise.resolve(null),
    parts.has('LISTAS_RESTRITIVAS')
      ? readScreening(ctx.db, ctx.companyId, entity.id)
      : Promise.resolve(null),
  ]);
  const newest = registrations[0];
  return {
    entity,
    registration: newest ? toRegistration(newest) : null,
    documents,
    lawsuits,
    financials,
    screening,
    findings: findings.filter((f) => f.entityId === entity.id),
  };
}

/**
 * The report's data: the diligence of the caller's company (its 404 otherwise), the company (its
 * branding), the chosen entities (a 400 naming an id that is not the diligence's) with the parts
 * of `parts`, and the findings of the diligence itself and of the chosen entities.
 */
export async function loadReportData(
  ctx: ServiceContext,
  diligenceId: string,
  parts: ReadonlySet<ReportSectionKey>,
  entityIds?: string[],
): Promise<ReportData> {
  const diligence = await loadDiligence(ctx, diligenceId);
  const [company, rows, findings] = await Promise.all([
    findCompanyRecord(ctx.db, ctx.companyId),
    listEntities(ctx.db, ctx.companyId, diligenceId),
    allFindings(ctx, diligenceId),
  ]);
  const chosen = chosenEntities(
    rows.map((r) => r.entity),
    entityIds,
  );
  const documents =
    parts.has('DOCUMENTOS') || parts.has('ANEXO_ARQUIVOS')
      ? await diligenceDocumentsByEntity(ctx, diligenceId)
      : new Map<string, Document[]>();
  const entities: EntityReportData[] = [];
  // A few entities at a time (each asks up to three queries at once): a 50-entity report does not
  // wait for 50 round trips in a row, and the pool is not flooded (PGlite runs them in turn).
  for (let i = 0; i < chosen.length; i += ENTITIES_AT_ONCE)
    entities.push(
      ...(await Promise.all(
        chosen
          .slice(i, i + ENTITIES_AT_ONCE)
          .map((entity) =>
            entityData(ctx, diligenceId, entity, parts, findings, documents.get(entity.id) ?? []),
          ),
      )),
    );
  // The findings of the parties left out of a custom report stay out of it (its summary too).
  const inReport = new Set(chosen.map((e) => e.id));
  const reported = findings.filter((f) => !f.entityId || inReport.has(f.entityId));
  return { company: company!, diligence, entities, findings: reported };
}
