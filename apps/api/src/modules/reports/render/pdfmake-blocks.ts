import type { ReportBlock, ReportRun, ReportTone } from '@lince/contracts/report-document';
import type { Content, ContentTable, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import {
  CELL_PADDING as PAD,
  CONTENT_WIDTH,
  fit,
  LIST_MARKER,
  NOTE_EDGE,
  ruledWidths,
  SIZE,
} from './pdf-layout.ts';
import { EMPTY_TABLE, PALETTE, TONE_STYLE, type AccentColours } from './report-style.ts';

/** The blocks of a section as pdfmake content (decision 038). Sizes in points. */

function toneStyle(tone: ReportTone | undefined) {
  if (!tone) return {};
  const { color, bold, italic } = TONE_STYLE[tone];
  return { color, bold, italics: italic };
}

function runs(items: ReportRun[], width: number): Content {
  return items.map((run) => ({
    text: fit(run.text, width, SIZE.body, run.bold),
    bold: run.bold,
    italics: run.italic,
  }));
}

/**
 * Horizontal rules only; the header row filled with the accent, the other even rows zebra. A
 * zebra table has no rule between its rows (the stripes separate them): a rule per row is a path
 * per cell, a quarter of the time of a thousand-row table.
 */
export const ruleLayout = (zebra: boolean, header: string | null): CustomTableLayout => ({
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0.75 : zebra ? 0 : 0.4),
  vLineWidth: () => 0,
  hLineColor: () => PALETTE.rule,
  fillColor: (row) =>
    row === 0 && header ? header : zebra && row % 2 === 0 ? PALETTE.zebra : null,
  paddingLeft: () => PAD.x,
  paddingRight: () => PAD.x,
  paddingTop: () => 3,
  paddingBottom: () => 3,
});

/** Label → value rows (the fields block, the cover's details). */
export function fieldsTable(
  rows: { label: string; value: string; tone?: ReportTone }[],
  size: number,
): ContentTable {
  const [label, value] = ruledWidths([{ weight: 1 }, { weight: 2 }]) as [number, number];
  return {
    table: {
      widths: [label, value],
      body: rows.map((row) => [
        { text: fit(row.label, label, size, true), bold: true, color: PALETTE.muted },
        {
          text: fit(row.value, value, size, row.tone ? TONE_STYLE[row.tone].bold : false),
          ...toneStyle(row.tone),
        },
      ]),
    },
    layout: ruleLayout(false, null),
    fontSize: size,
  };
}

function table(block: Extract<ReportBlock, { type: 'table' }>, accent: AccentColours): Content[] {
  const caption: Content[] = block.caption
    ? [{ text: fit(block.caption, CONTENT_WIDTH, SIZE.body, true), style: 'caption' }]
    : [];
  if (block.rows.length === 0) {
    return [
      ...caption,
      { text: fit(block.empty ?? EMPTY_TABLE, CONTENT_WIDTH, SIZE.body), style: 'empty' },
    ];
  }
  const widths = ruledWidths(block.columns);
  const header: TableCell[] = block.columns.map((column, i) => ({
    text: fit(column.header, widths[i]!, SIZE.table, true),
    bold: true,
    color: accent.onFill,
    alignment: column.align ?? 'left',
  }));
  const body: TableCell[][] = block.rows.map((row) =>
    block.columns.map((column, i) => {
      const cell = row[i];
      const bold = cell?.tone ? TONE_STYLE[cell.tone].bold : false;
      return {
        text: fit(cell?.text ?? '', widths[i]!, SIZE.table, bold),
        alignment: column.align ?? 'left',
        ...toneStyle(cell?.tone),
      };
    }),
  );
  return [
    ...caption,
    {
      table: { headerRows: 1, widths, body: [header, ...body] },
      layout: ruleLayout(true, accent.fill),
      style: 'table',
    },
  ];
}

function note(item: Extract<ReportBlock, { type: 'note' }>, accent: AccentColours): Content {
  const edge = item.tone ? TONE_STYLE[item.tone].color : accent.fill;
  const width = CONTENT_WIDTH - NOTE_EDGE - 2 * 8;
  const bold = item.tone ? TONE_STYLE[item.tone].bold : false;
  return {
    table: {
      widths: [width],
      body: [[{ text: fit(item.text, width, SIZE.body, bold), ...toneStyle(item.tone) }]],
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: (i) => (i === 0 ? NOTE_EDGE : 0),
      vLineColor: () => edge,
      fillColor: () => PALETTE.noteFill,
      paddingLeft: () => 8,
      paddingRight: () => 8,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
    style: 'note',
  };
}

export function pdfBlock(item: ReportBlock, accent: AccentColours): Content[] {
  switch (item.type) {
    case 'heading': {
      const size = item.level === 2 ? SIZE.h2 : SIZE.h3;
      return [
        { text: fit(item.text, CONTENT_WIDTH, size, true), style: item.level === 2 ? 'h2' : 'h3' },
      ];
    }
    case 'paragraph':
      return [{ text: runs(item.runs, CONTENT_WIDTH), style: 'paragraph' }];
    case 'fields':
      return item.rows.length === 0
        ? []
        : [{ ...fieldsTable(item.rows, SIZE.table), style: 'table' }];
    case 'table':
      return table(item, accent);
    case 'list': {
      const items = item.items.map((entry) => ({ text: runs(entry, CONTENT_WIDTH - LIST_MARKER) }));
      return [item.ordered ? { ol: items, style: 'list' } : { ul: items, style: 'list' }];
    }
    case 'note':
      return [note(item, accent)];
  }
}
