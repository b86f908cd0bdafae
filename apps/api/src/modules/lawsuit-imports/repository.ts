import { lawsuits, sql, type LawsuitRow } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import type { LawsuitImportField, LawsuitImportRow } from './types.ts';

/** Where imported lawsuits go: one entity of a diligence, for the user who imported them. */
export interface ImportTarget {
  companyId: string;
  diligenceId: string;
  entityId: string;
  userId: string;
}

const excluded = (column: keyof LawsuitRow) =>
  sql.raw(`excluded.${lawsuits[column].name}`) as unknown as never;

/**
 * Inserts the rows, or updates the entity's lawsuit of the same CNJ number (the unique index of
 * the import key) with the `fields` the file carries and its source; returns how many of each.
 * `xmax = 0` tells a row this statement inserted.
 */
export async function upsertLawsuits(
  tx: DbExecutor,
  target: ImportTarget,
  rows: LawsuitImportRow[],
  fields: readonly LawsuitImportField[],
): Promise<{ imported: number; updated: number }> {
  if (rows.length === 0) return { imported: 0, updated: 0 };
  const columns: (keyof LawsuitRow)[] = [...fields, 'source'];
  const written = await tx
    .insert(lawsuits)
    .values(
      rows.map((row) => ({
        ...row,
        court: row.court ?? '',
        body: row.body ?? '',
        class: row.class ?? '',
        counterparty: row.counterparty ?? '',
        phase: row.phase ?? '',
        notes: row.notes ?? '',
        companyId: target.companyId,
        diligenceId: target.diligenceId,
        entityId: target.entityId,
        createdBy: target.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [lawsuits.entityId, lawsuits.cnjNumber],
      set: {
        ...Object.fromEntries(columns.map((column) => [column, excluded(column)])),
        updatedAt: new Date(),
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const imported = written.filter((row) => row.inserted).length;
  return { imported, updated: written.length - imported };
}
