import { SEARCH_LIMIT, type SearchResult } from '@lince/contracts';
import { and, diligences, entities, eq, sql, type Database } from '@lince/db';
import type { AuthContext } from '../../plugins/auth.ts';
import { matchSearch } from '../diligences/listing-repository.ts';

/**
 * The app bar's search, within the caller's company only: diligences by code and title (the part
 * of `search_text` before `|`), entities by name and CPF/CNPJ (with or without punctuation),
 * accent-insensitive. Up to SEARCH_LIMIT of each.
 */
export async function globalSearch(
  db: Database,
  auth: AuthContext,
  q: string,
): Promise<SearchResult> {
  const byCodeOrTitle = matchSearch(sql`split_part(${diligences.searchText}, ' | ', 1)`, q);
  const byEntity = matchSearch(entities.searchText, q);
  if (!byCodeOrTitle || !byEntity) return { diligences: [], entities: [] };
  const found = db
    .select({
      _id: diligences.id,
      code: diligences.code,
      title: diligences.title,
      status: diligences.status,
    })
    .from(diligences)
    .where(and(eq(diligences.companyId, auth.companyId), byCodeOrTitle))
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
    .where(and(eq(entities.companyId, auth.companyId), byEntity))
    .orderBy(sql`${entities.createdAt} desc`)
    .limit(SEARCH_LIMIT);
  // Both lists side by side (two pooled connections on PostgreSQL); each is read through a
  // trigram index on `search_text` where pg_trgm exists (migration 0004).
  const [foundRows, partyRows] = await Promise.all([found, parties]);
  return { diligences: foundRows, entities: partyRows };
}
