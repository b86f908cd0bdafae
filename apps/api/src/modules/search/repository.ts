import { SEARCH_LIMIT, cnjSearchDigits, type SearchResult } from '@lince/contracts';
import { and, diligences, entities, eq, lawsuits, like, sql } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { matchSearch } from '../../domain/diligence/search-text.ts';

/**
 * The company's diligences by code and title (the part of `search_text` before `|`) and entities
 * by name and CPF/CNPJ matching `q`, newest first, up to SEARCH_LIMIT of each; nothing when `q`
 * has nothing to search for. Both lists are read side by side (two pooled connections on PostgreSQL);
 * each through a trigram index on `search_text` where pg_trgm exists (migration 0004). When `q`
 * reads as a CNJ number or its first digits, the lawsuits whose number starts so, by number
 * (`lawsuits_company_cnj_idx`, a prefix range of the company's numbers; decision 034).
 */
export async function searchCompany(
  db: DbExecutor,
  companyId: string,
  q: string,
): Promise<SearchResult> {
  const byCodeOrTitle = matchSearch(sql`split_part(${diligences.searchText}, ' | ', 1)`, q);
  const byEntity = matchSearch(entities.searchText, q);
  if (!byCodeOrTitle || !byEntity) return { diligences: [], entities: [], lawsuits: [] };
  const found = db
    .select({
      _id: diligences.id,
      code: diligences.code,
      title: diligences.title,
      status: diligences.status,
    })
    .from(diligences)
    .where(and(eq(diligences.companyId, companyId), byCodeOrTitle))
    .orderBy(sql`${diligences.createdAt} desc`)
    .limit(SEARCH_LIMIT);
  const parties = db
    .select({
      _id: entities.id,
      diligenceId: entities.diligenceId,
      diligenceCode: diligences.code,
      kind: entities.kind,
      name: entities.name,
      document: entities.document,
    })
    .from(entities)
    .innerJoin(diligences, eq(diligences.id, entities.diligenceId))
    .where(and(eq(entities.companyId, companyId), byEntity))
    .orderBy(sql`${entities.createdAt} desc`)
    .limit(SEARCH_LIMIT);
  const digits = cnjSearchDigits(q);
  const [foundRows, partyRows, lawsuitRows] = await Promise.all([
    found,
    parties,
    digits ? lawsuitsByCnj(db, companyId, digits) : [],
  ]);
  return { diligences: foundRows, entities: partyRows, lawsuits: lawsuitRows };
}

/** The company's lawsuits whose CNJ number starts with `digits`, by number. */
function lawsuitsByCnj(db: DbExecutor, companyId: string, digits: string) {
  return db
    .select({
      _id: lawsuits.id,
      cnjNumber: lawsuits.cnjNumber,
      diligenceId: lawsuits.diligenceId,
      diligenceCode: diligences.code,
      entityId: lawsuits.entityId,
      entityName: entities.name,
    })
    .from(lawsuits)
    .innerJoin(entities, eq(entities.id, lawsuits.entityId))
    .innerJoin(diligences, eq(diligences.id, lawsuits.diligenceId))
    .where(and(eq(lawsuits.companyId, companyId), like(lawsuits.cnjNumber, `${digits}%`)))
    .orderBy(lawsuits.cnjNumber, lawsuits.id)
    .limit(SEARCH_LIMIT);
}
