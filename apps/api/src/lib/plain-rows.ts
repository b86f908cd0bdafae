import { Column, SQL, sql } from '@lince/db';
import type { DbExecutor } from './db-executor.ts';

type Field = Column | SQL;
/** A select list as `db.select()` takes it: fields, or groups of fields one level deep. */
export type Selection = Record<string, Field | Record<string, Field>>;

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
const asIs: Decoder = { mapFromDriverValue: (value) => value };

function decoderOf(field: Field): Decoder {
  if (field instanceof Column) return field;
  return (field as unknown as { decoder?: Decoder }).decoder ?? asIs;
}

interface Slot {
  alias: string;
  group: string | undefined;
  key: string;
  decoder: Decoder;
}

/**
 * A selection read without Drizzle's row mapper, for the reads that return hundreds of rows (the
 * kanban's cards): `list` is the select list with one alias per field, `map` turns a result row
 * into what `db.select(selection)` would give — the same driver decoding per column, a group null
 * when every field of it is null (a left join that found nothing) — with the per-field type checks
 * done once here instead of once per row and field (measured: most of the kanban's Node time).
 */
export function plainSelection<T>(selection: Selection) {
  const slots: Slot[] = [];
  const fields: SQL[] = [];
  const add = (field: Field, key: string, group?: string) => {
    const alias = group ? `${group}.${key}` : key;
    slots.push({ alias, group, key, decoder: decoderOf(field) });
    fields.push(sql`${field} as ${sql.identifier(alias)}`);
  };
  for (const [key, value] of Object.entries(selection)) {
    if (value instanceof Column || value instanceof SQL) add(value, key);
    else for (const [inner, field] of Object.entries(value)) add(field, inner, key);
  }
  const groups = [...new Set(slots.flatMap((s) => (s.group ? [s.group] : [])))];

  function map(raw: Record<string, unknown>): T {
    const row: Record<string, Record<string, unknown> | unknown> = {};
    const found = new Set<string>();
    for (const { alias, group, key, decoder } of slots) {
      const value = raw[alias];
      const decoded =
        value === null || value === undefined ? null : decoder.mapFromDriverValue(value);
      if (!group) row[key] = decoded;
      else {
        ((row[group] ??= {}) as Record<string, unknown>)[key] = decoded;
        if (decoded !== null) found.add(group);
      }
    }
    for (const group of groups) if (!found.has(group)) row[group] = null;
    return row as T;
  }

  return { list: sql.join(fields, sql`, `), map };
}

/** Runs `query` and returns its rows as plain objects keyed by column name (both drivers). */
export async function plainRows(db: DbExecutor, query: SQL): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
