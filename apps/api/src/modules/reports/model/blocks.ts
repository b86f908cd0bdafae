/** Small constructors of the report model's blocks (contracts report-document.ts). */
import type {
  ReportBlock,
  ReportCell,
  ReportColumn,
  ReportRun,
  ReportTone,
} from '@lince/contracts';

type Block<T extends ReportBlock['type']> = Extract<ReportBlock, { type: T }>;
export type FieldRow = Block<'fields'>['rows'][number];

export const heading = (level: 2 | 3, text: string): Block<'heading'> => ({
  type: 'heading',
  level,
  text,
});

export const paragraph = (...runs: ReportRun[]): Block<'paragraph'> => ({
  type: 'paragraph',
  runs,
});

export const note = (text: string, tone?: ReportTone): Block<'note'> =>
  tone ? { type: 'note', text, tone } : { type: 'note', text };

export const fields = (rows: FieldRow[]): Block<'fields'> => ({ type: 'fields', rows });

export const field = (label: string, value: string, tone?: ReportTone): FieldRow =>
  tone ? { label, value, tone } : { label, value };

export function table(
  columns: ReportColumn[],
  rows: ReportCell[][],
  options: { caption?: string; empty?: string } = {},
): Block<'table'> {
  return { type: 'table', columns, rows, ...options };
}

export const cell = (text: string, tone?: ReportTone): ReportCell =>
  tone ? { text, tone } : { text };

/**
 * A user's long text (a finding's description, a conclusion) as paragraphs: one per line, blank
 * lines dropped; nothing when the text is empty.
 */
export function textParagraphs(text: string, lead?: string): Block<'paragraph'>[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.map((line, i) =>
    i === 0 && lead
      ? paragraph({ text: `${lead} `, bold: true }, { text: line })
      : paragraph({ text: line }),
  );
}
