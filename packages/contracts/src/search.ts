import { z } from 'zod';
import { textSchema } from './fields.ts';
import { DILIGENCE_STATUSES } from './diligences.ts';
import { ENTITY_KINDS } from './entities.ts';

export const SEARCH_LIMIT = 8;

/** Lower case, accents removed, spaces collapsed: the form `search_text` columns are kept in. */
export function normalizeSearchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const SearchQuerySchema = z.object({
  q: textSchema('Busca', 'Informe o termo.')
    .trim()
    .min(1, 'Informe o termo.')
    .max(120, 'Busca longa demais.'),
});

export const SearchResultSchema = z.object({
  diligences: z.array(
    z.object({
      _id: z.string(),
      code: z.string(),
      title: z.string(),
      status: z.enum(DILIGENCE_STATUSES),
    }),
  ),
  entities: z.array(
    z.object({
      _id: z.string(),
      diligenceId: z.string(),
      diligenceCode: z.string(),
      kind: z.enum(ENTITY_KINDS),
      name: z.string(),
      document: z.string(),
    }),
  ),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
