import { normalizeSearchText, stripPunctuation } from '@lince/contracts';
import { diligences, entities, eq, or, sql, type SQL } from '@lince/db';
import { likePattern } from '../../lib/paging.ts';
import type { DbExecutor } from '../../core/context.ts';

/**
 * Rewrites the diligence's `search_text`: `code title | entity names and documents`, normalised.
 * The part before `|` is what the global search matches for diligences (code and title).
 */
export async function refreshSearchText(tx: DbExecutor, diligenceId: string) {
  const [row] = await tx
    .select({ code: diligences.code, title: diligences.title })
    .from(diligences)
    .where(eq(diligences.id, diligenceId));
  if (!row) return;
  const parts = await tx
    .select({ name: entities.name, document: entities.document })
    .from(entities)
    .where(eq(entities.diligenceId, diligenceId));
  const clean = (v: string) => normalizeSearchText(v).replaceAll('|', ' ');
  const text = `${clean(`${row.code} ${row.title}`)} | ${parts
    .map((p) => `${clean(p.name)} ${p.document.toLowerCase()}`)
    .join(' ')}`;
  await tx.update(diligences).set({ searchText: text }).where(eq(diligences.id, diligenceId));
}

/** Search terms as stored in `search_text`: the normalised text and, for documents, without punctuation. */
export function searchTerms(raw: string): string[] {
  const text = normalizeSearchText(raw);
  if (!text) return [];
  const bare = stripPunctuation(text);
  return bare && bare !== text && bare.length >= 3 ? [text, bare] : [text];
}

export function matchSearch(
  column: SQL | typeof diligences.searchText | typeof entities.searchText,
  raw: string,
): SQL | undefined {
  const terms = searchTerms(raw);
  if (!terms.length) return undefined;
  return or(...terms.map((term) => sql`${column} like ${likePattern(term)}`));
}
