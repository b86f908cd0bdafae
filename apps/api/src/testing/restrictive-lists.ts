import {
  comparableName,
  maskedCpfDigits,
  normalizeCnpj,
  type RestrictiveList,
} from '@lince/contracts';
import {
  and,
  desc,
  eq,
  isNull,
  restrictiveListNames,
  restrictiveListRecords,
  restrictiveListVersions,
  type Database,
} from '@lince/db';
import type { DbExecutor } from '../lib/db-executor.ts';

/** A made-up record of a list (never a real person's data). */
export interface SeedRecord {
  recordKey?: string;
  personKind?: 'PF' | 'PJ';
  /** As printed: a whole CNPJ or CPF, or a masked CPF (`***.123.456-**`); absent for OFAC. */
  document?: string | null;
  name: string;
  /** OFAC's aliases (alt.csv). */
  aliases?: string[];
  category?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  organ?: string | null;
  legalBasis?: string | null;
  process?: string | null;
  fine?: string | null;
}

/** The keys the importer writes for a printed document (what the screening matches on). */
export function documentKeys(document: string | null | undefined) {
  if (!document) return { documentKey: null, cnpjRoot: null, cpfVisible: null, personKind: null };
  const middle = maskedCpfDigits(document);
  if (middle)
    return { documentKey: null, cnpjRoot: null, cpfVisible: middle, personKind: 'PF' as const };
  const plain = document.replace(/[.\-/\s]/g, '').toUpperCase();
  if (plain.length === 11)
    return {
      documentKey: plain,
      cnpjRoot: null,
      cpfVisible: plain.slice(3, 9),
      personKind: 'PF' as const,
    };
  const cnpj = normalizeCnpj(document);
  return {
    documentKey: cnpj,
    cnpjRoot: cnpj.slice(0, 8),
    cpfVisible: null,
    personKind: 'PJ' as const,
  };
}

/** The record's row as the importer writes it (keys computed, the rest as given). */
export function recordRow(versionId: string, r: SeedRecord, index: number) {
  const keys = documentKeys(r.document);
  return {
    versionId,
    rowNumber: index + 2,
    recordKey: r.recordKey ?? `R${index + 1}`,
    personKind: r.personKind ?? keys.personKind,
    document: r.document ?? null,
    documentKey: keys.documentKey,
    cnpjRoot: keys.cnpjRoot,
    cpfVisible: keys.cpfVisible,
    name: r.name,
    nameKey: comparableName(r.name),
    category: r.category ?? null,
    startDate: r.startDate ?? null,
    endDate: r.endDate ?? null,
    organ: r.organ ?? null,
    legalBasis: r.legalBasis ?? null,
    process: r.process ?? null,
    fine: r.fine ?? null,
  };
}

/**
 * Inserts a finished (CONCLUIDA) version of a list with its records, as the import would (test
 * support until the importer's own helpers exist): a public list when `companyId` is absent.
 * OFAC records get their names and aliases for name-alone matching. Returns the version's id and
 * number.
 */
export async function seedListVersion(
  db: Database,
  list: RestrictiveList,
  records: SeedRecord[],
  { companyId = null }: { companyId?: string | null } = {},
): Promise<{ versionId: string; version: number }> {
  return db.transaction(async (tx) => {
    const owner =
      companyId === null
        ? isNull(restrictiveListVersions.companyId)
        : eq(restrictiveListVersions.companyId, companyId);
    const [last] = await tx
      .select({ version: restrictiveListVersions.version })
      .from(restrictiveListVersions)
      .where(and(eq(restrictiveListVersions.list, list), owner))
      .orderBy(desc(restrictiveListVersions.version))
      .limit(1);
    const version = (last?.version ?? 0) + 1;
    const [row] = await tx
      .insert(restrictiveListVersions)
      .values({
        list,
        companyId,
        version,
        state: 'CONCLUIDA',
        rows: records.length,
        fileName: `${list.toLowerCase()}-teste.csv`,
        sha256: '0'.repeat(64),
        importedAt: new Date(),
      })
      .returning({ id: restrictiveListVersions.id });
    const versionId = row!.id;
    await insertRecords(tx, versionId, list, records);
    return { versionId, version };
  });
}

async function insertRecords(
  db: DbExecutor,
  versionId: string,
  list: RestrictiveList,
  records: SeedRecord[],
) {
  if (records.length === 0) return;
  const ids = await db
    .insert(restrictiveListRecords)
    .values(records.map((r, i) => recordRow(versionId, r, i)))
    .returning({ id: restrictiveListRecords.id });
  if (list !== 'OFAC') return;
  const names = records.flatMap((r, i) =>
    [r.name, ...(r.aliases ?? [])].map((name) => ({
      versionId,
      recordId: ids[i]!.id,
      name,
      nameKey: comparableName(name),
    })),
  );
  await db.insert(restrictiveListNames).values(names);
}
