import { WORKBOOK_ZIP_LIMITS } from '../../lib/spreadsheets/workbook-zip.ts';
import type {
  LawsuitArea,
  LawsuitRisk,
  LawsuitSide,
  LawsuitSource,
  LawsuitStatus,
} from '@lince/contracts/lawsuits';

/** Rows produced by the lawsuit import parsers (CSV, XLSX, DataJud JSON), in the lawsuits' terms. */
/** The lawsuit sources an import produces. */
export type LawsuitImportSource = Exclude<LawsuitSource, 'MANUAL'>;

export interface LawsuitImportRow {
  /** 20 digits, unformatted, check digits valid. */
  cnjNumber: string;
  court: string | null;
  body: string | null;
  class: string | null;
  subjects: string[];
  area: LawsuitArea;
  side: LawsuitSide;
  counterparty: string | null;
  /** Decimal string with two places, e.g. "1234.56". */
  claimValue: string | null;
  /** yyyy-mm-dd */
  filedAt: string | null;
  status: LawsuitStatus;
  phase: string | null;
  /** yyyy-mm-dd */
  lastMovementAt: string | null;
  risk: LawsuitRisk | null;
  estimatedLoss: string | null;
  notes: string | null;
  source: LawsuitImportSource;
}

export interface RejectedLine {
  /** As a spreadsheet user counts (header = 1); for DataJud, the position of the hit (1-based). */
  line: number;
  message: string;
}

/** What an update may change: every field but the key (the CNJ number) and the source. */
export type LawsuitImportField = Exclude<keyof LawsuitImportRow, 'cnjNumber' | 'source'>;

export interface LawsuitImportParse {
  rows: LawsuitImportRow[];
  rejected: RejectedLine[];
  /**
   * The fields the file carries: a lawsuit already there takes these (and the source) and keeps
   * the rest — a sheet without the `risco` column leaves the analyst's rating alone.
   */
  fields: LawsuitImportField[];
}

/** The whole file is unusable (wrong header, not a workbook, not DataJud…); the message is for the user. */
export class LawsuitImportFileError extends Error {
  constructor(
    message: string,
    readonly reason: 'FORMATO' | 'CABECALHO' | 'LIMITE' = 'FORMATO',
  ) {
    super(message);
    this.name = 'LawsuitImportFileError';
  }
}

/** Template columns, in order (PRODUCT / issue 13). */
export const TEMPLATE_COLUMNS = [
  'numero_cnj',
  'tribunal',
  'orgao_julgador',
  'classe',
  'assuntos',
  'area',
  'polo',
  'parte_contraria',
  'valor_causa',
  'data_distribuicao',
  'situacao',
  'fase',
  'ultima_movimentacao',
  'risco',
  'perda_estimada',
  'observacoes',
] as const;
export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];

/** The field each template column other than `numero_cnj` fills. */
export const TEMPLATE_FIELDS: Record<Exclude<TemplateColumn, 'numero_cnj'>, LawsuitImportField> = {
  tribunal: 'court',
  orgao_julgador: 'body',
  classe: 'class',
  assuntos: 'subjects',
  area: 'area',
  polo: 'side',
  parte_contraria: 'counterparty',
  valor_causa: 'claimValue',
  data_distribuicao: 'filedAt',
  situacao: 'status',
  fase: 'phase',
  ultima_movimentacao: 'lastMovementAt',
  risco: 'risk',
  perda_estimada: 'estimatedLoss',
  observacoes: 'notes',
};

/** Limits shared by the file parsers. */
export const IMPORT_LIMITS = { maxRows: 20_000, ...WORKBOOK_ZIP_LIMITS } as const;
