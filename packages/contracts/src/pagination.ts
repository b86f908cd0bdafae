import { z } from 'zod';
import { idSchema, textSchema } from './fields.ts';

/** Server-side pagination shared by every list of the API (1-based pages). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** Query-string boolean: `true`/`false` (also `1`/`0`). */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true ou false.' })
  .transform((v) => v === 'true' || v === '1');

/** The free-text `search` of a list: at most 120 storable characters. */
export const SearchFilterSchema = textSchema('Busca').trim().max(120, 'Busca longa demais.');

/** `page`, `pageSize` (≤ 100), optional `search`; extend with filters and a `sort` of the resource's fields. */
export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida.' })
    .int('Página inválida.')
    .min(1, 'A página começa em 1.')
    .max(100_000, 'Página inválida.')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido.' })
    .int('Tamanho de página inválido.')
    .min(1, 'Tamanho de página inválido.')
    .max(PAGE_SIZE_MAX, `No máximo ${PAGE_SIZE_MAX} itens por página.`)
    .default(PAGE_SIZE_DEFAULT),
  search: SearchFilterSchema.optional(),
  order: z.enum(['asc', 'desc'], { error: 'Use asc ou desc.' }).default('asc'),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** `sort` parameter restricted to the given field names. */
export function sortSchema<const T extends readonly [string, ...string[]]>(
  fields: T,
  fallback: T[number],
) {
  return z
    .enum(fields, { error: `Ordenação inválida. Use um de: ${fields.join(', ')}.` })
    .default(fallback as never);
}

/** `{ items, total, page, pageSize }` of one page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Plain object with id only, for `:id` path parameters. */
export const IdParamsSchema = z.object({ id: idSchema() });
