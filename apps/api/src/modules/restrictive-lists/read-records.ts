import type { CsvRow } from './csv-rows.ts';
import { ListFileError, type ListLayout, type ListRecordInput } from './layouts/layout.ts';

const EMPTY_FILE = 'O arquivo não tem nenhum registro.';

/** The columns a header names, its empty cells at the end left out (a trailing separator). */
function width(cells: string[]): number {
  let end = cells.length;
  while (end > 0 && cells[end - 1]!.trim() === '') end -= 1;
  return end;
}

/**
 * The records of a list's rows: the header found (below at most `rowsBeforeHeader` title rows),
 * then each row read by the layout. A row with fewer cells than the header (a file cut short, a
 * line broken) fails naming its line.
 */
export async function* readRecords(
  rows: AsyncIterable<CsvRow>,
  layout: ListLayout,
): AsyncGenerator<ListRecordInput> {
  let reader: ReturnType<ListLayout['header']> = null;
  let columns = 0;
  let skipped = 0;
  for await (const { cells, line } of rows) {
    if (!reader) {
      reader = layout.header(cells, line);
      if (!reader) {
        skipped += 1;
        if (skipped > (layout.rowsBeforeHeader ?? 0))
          throw new ListFileError(layout.missingHeader ?? EMPTY_FILE);
        continue;
      }
      columns = reader.headerIsData ? 0 : width(cells);
      if (!reader.headerIsData) continue;
    }
    if (cells.length < columns)
      throw new ListFileError(
        `Linha ${line}: ${cells.length} ${cells.length === 1 ? 'coluna' : 'colunas'}, mas o cabeçalho tem ${columns}: o arquivo está incompleto ou malformado.`,
      );
    const record = reader(cells, line);
    if (record) yield record;
  }
  if (!reader) throw new ListFileError(layout.missingHeader ?? EMPTY_FILE);
}

/** Rows read without a header (OFAC's files). */
export async function* readHeaderless<T>(
  rows: AsyncIterable<CsvRow>,
  read: (cells: string[], line: number) => T | null,
): AsyncGenerator<T> {
  for await (const { cells, line } of rows) {
    const item = read(cells, line);
    if (item) yield item;
  }
}
