import type { ReportBlock, ReportRun, ReportTone } from '@lince/contracts/report-document';
import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import {
  clean,
  columnShares,
  EMPTY_TABLE,
  PALETTE,
  TONE_STYLE,
  type AccentColours,
} from './report-style.ts';

/**
 * The blocks of a section as Word paragraphs and tables (decision 038). Sizes in twips (1/20 pt)
 * unless named.
 */

export const PAGE = { width: 11906, height: 16838 };
export const MARGIN = { side: 1000, top: 1120, bottom: 1400 };
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;
export const ORDERED = 'report-ordered';
export const FONT = 'Arial';

export const hex = (colour: string) => colour.replace('#', '');
const none = { style: BorderStyle.NONE, size: 0, color: 'auto' } as const;
export const rule = (colour: string, size = 4) => ({
  style: BorderStyle.SINGLE,
  size,
  color: hex(colour),
});

function toneRun(tone: ReportTone | undefined): Partial<IRunOptions> {
  if (!tone) return {};
  const { color, bold, italic } = TONE_STYLE[tone];
  return { color: hex(color), bold, italics: italic };
}

/** Runs of a text; a line break in it is a break in Word (a newline in w:t would be a space). */
export function textRuns(text: string, style: Partial<IRunOptions> = {}): TextRun[] {
  return clean(text)
    .split('\n')
    .map((line, i) => new TextRun({ ...style, text: line, break: i > 0 ? 1 : undefined }));
}

function runs(items: ReportRun[]): TextRun[] {
  return items.flatMap((run) => textRuns(run.text, { bold: run.bold, italics: run.italic }));
}

/**
 * A cell: its fill (the header's accent, the zebra rows) and paragraph. Widths, margins and rules
 * are the table's (set once, not per cell: a report's tables hold thousands of cells).
 */
export function cell(paragraph: Paragraph, fill: string | null) {
  return new TableCell({
    children: [paragraph],
    shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill: hex(fill) } : undefined,
  });
}

/** A table of horizontal rules only, its columns fixed (a long word wraps, never widens it). */
export function ruledTable(rows: TableRow[], widths: number[]) {
  return new Table({
    rows,
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths.map(Math.round),
    layout: TableLayoutType.FIXED,
    margins: { top: 50, bottom: 50, left: 80, right: 80 },
    borders: {
      top: rule(PALETTE.rule, 6),
      bottom: rule(PALETTE.rule, 6),
      insideHorizontal: rule(PALETTE.rule, 2),
      left: none,
      right: none,
      insideVertical: none,
    },
  });
}

const after = (points: number) => new Paragraph({ spacing: { after: points * 20 }, children: [] });

function table(item: Extract<ReportBlock, { type: 'table' }>, accent: AccentColours) {
  const caption = item.caption
    ? [new Paragraph({ style: 'Caption', keepNext: true, children: textRuns(item.caption) })]
    : [];
  if (item.rows.length === 0) {
    return [
      ...caption,
      new Paragraph({ style: 'Empty', children: textRuns(item.empty ?? EMPTY_TABLE) }),
    ];
  }
  const widths = columnShares(item.columns, CONTENT_WIDTH);
  const align = (i: number) =>
    item.columns[i]!.align === 'right' ? AlignmentType.RIGHT : undefined;
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: item.columns.map((column, i) =>
      cell(
        new Paragraph({
          alignment: align(i),
          children: textRuns(column.header, { bold: true, color: hex(accent.onFill) }),
        }),
        accent.fill,
      ),
    ),
  });
  const body = item.rows.map(
    (row, r) =>
      new TableRow({
        children: item.columns.map((_, i) =>
          cell(
            new Paragraph({
              alignment: align(i),
              children: textRuns(row[i]?.text ?? '', toneRun(row[i]?.tone)),
            }),
            r % 2 === 1 ? PALETTE.zebra : null,
          ),
        ),
      }),
  );
  return [...caption, ruledTable([header, ...body], widths), after(6)];
}

export function docxBlock(item: ReportBlock, accent: AccentColours, lists: { next: number }) {
  switch (item.type) {
    case 'heading':
      return [
        new Paragraph({
          heading: item.level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3,
          children: textRuns(item.text),
        }),
      ];
    case 'paragraph':
      return [new Paragraph({ children: runs(item.runs) })];
    case 'fields': {
      if (item.rows.length === 0) return [];
      const widths = columnShares([{ header: '' }, { header: '', weight: 2 }], CONTENT_WIDTH);
      const rows = item.rows.map(
        (row) =>
          new TableRow({
            children: [
              cell(
                new Paragraph({
                  children: textRuns(row.label, { bold: true, color: hex(PALETTE.muted) }),
                }),
                null,
              ),
              cell(new Paragraph({ children: textRuns(row.value, toneRun(row.tone)) }), null),
            ],
          }),
      );
      return [ruledTable(rows, widths), after(6)];
    }
    case 'table':
      return table(item, accent);
    case 'list': {
      const instance = (lists.next += 1);
      return item.items.map(
        (entry) =>
          new Paragraph({
            children: runs(entry),
            ...(item.ordered
              ? { numbering: { reference: ORDERED, level: 0, instance } }
              : { bullet: { level: 0 } }),
          }),
      );
    }
    case 'note': {
      const edge = item.tone ? TONE_STYLE[item.tone].color : accent.fill;
      return [
        new Paragraph({
          border: { left: { style: BorderStyle.SINGLE, size: 24, color: hex(edge), space: 8 } },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(PALETTE.noteFill) },
          indent: { left: 200 },
          spacing: { before: 60, after: 200 },
          children: textRuns(item.text, toneRun(item.tone)),
        }),
      ];
    }
  }
}
