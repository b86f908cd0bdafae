/** A file that is not the list's published layout, or a malformed row (the job fails with it). */
export class ListFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListFileError';
  }
}

/** One record as `restrictive_list_records` keeps it (see the schema for each column's meaning). */
export interface ListRecordInput {
  rowNumber: number;
  recordKey: string;
  personKind: 'PF' | 'PJ' | null;
  document: string | null;
  documentKey: string | null;
  cnpjRoot: string | null;
  cpfVisible: string | null;
  name: string;
  nameKey: string;
  category: string | null;
  startDate: string | null;
  endDate: string | null;
  organ: string | null;
  legalBasis: string | null;
  process: string | null;
  fine: string | null;
  details: Record<string, string> | null;
}

/** Reads one data row into a record (null: nothing to keep, e.g. a row with no name). */
export type RowReader = (cells: string[], line: number) => ListRecordInput | null;

/** The reader a header gives; `headerIsData` when that first row was a record, not a header. */
export type HeaderReader = RowReader & { headerIsData?: boolean };

/** A list's published layout, read by its header row. */
export interface ListLayout {
  /**
   * The reader of the rows after `cells`, when `cells` is the header; null when it is not (a
   * title above the header, only where `rowsBeforeHeader` allows). Throws `ListFileError` naming
   * the columns missing.
   */
  header(cells: string[], line: number): HeaderReader | null;
  /** Rows that may come before the header (titles of a spreadsheet); 0 by default. */
  rowsBeforeHeader?: number;
  /** Why the import fails when no header is found among those rows. */
  missingHeader?: string;
}
