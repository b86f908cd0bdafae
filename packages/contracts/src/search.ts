import { z } from 'zod';
import { textSchema } from './fields.ts';
import { DILIGENCE_STATUSES } from './diligences.ts';
import { ENTITY_KINDS } from './entities.ts';

export const SEARCH_LIMIT = 8;

/** Lower case, accents removed, spaces collapsed: the form `search_text` columns are kept in. */
export function normalizeSearchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Digits a CNJ number search needs: its first 7 (the sequence), up to all 20. */
export const CNJ_SEARCH_MIN_DIGITS = 7;

/**
 * The digits of a query that reads as a CNJ number or its start — digits with the number's own
 * punctuation (`-`, `.`) or spaces, 7 to 20 digits — else null.
 */
export function cnjSearchDigits(q: string): string | null {
  const trimmed = q.trim();
  if (!/^[\d.\-\s]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= CNJ_SEARCH_MIN_DIGITS && digits.length <= 20 ? digits : null;
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
  /** Lawsuits whose CNJ number starts with the query's digits (`cnjSearchDigits`). */
  lawsuits: z.array(
    z.object({
      _id: z.string(),
      /** 20 digits, unformatted. */
      cnjNumber: z.string(),
      diligenceId: z.string(),
      diligenceCode: z.string(),
      entityId: z.string(),
      entityName: z.string(),
    }),
  ),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
