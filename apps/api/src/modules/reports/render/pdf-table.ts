import type { ReportBlock, ReportTone } from '@lince/contracts/report-document';
import {
  CELL_PADDING,
  CONTENT_WIDTH,
  MARGIN,
  NOTE_EDGE,
  NOTE_PADDING,
  ruledWidths,
  SIZE,
} from './pdf-layout.ts';
import { ensure, flow, space, type Cursor } from './pdf-page.ts';
import { drawRows, type Column } from './pdf-rows.ts';
import { faceOf, lineHeight, wrap, type Span } from './pdf-text.ts';
import { clean, EMPTY_TABLE, PALETTE, TONE_STYLE, type AccentColours } from './report-style.ts';

/**
 * The blocks drawn as rows of cells (pdf-rows.ts): tables (header row in the accent, zebra rows),
 * label → value tables (rules between the rows) and notes (a tinted box, a coloured left edge).
 */

/** Text in a tone (its colour and weight or style), or plain. */
function toned(text: string, width: number, size: number, tone?: ReportTone): Span {
  const style = tone ? TONE_STYLE[tone] : null;
  return {
    text: clean(text),
    face: faceOf(style?.bold, style?.italic),
    color: style?.color ?? PALETTE.text,
  };
}

/** The text columns of a full-width ruled table. */
function ruledColumns(widths: number[], aligns: ('left' | 'right')[]): Column[] {
  let x = MARGIN.side;
  return widths.map((width, i) => {
    const column = { x: x + CELL_PADDING.x, width, align: aligns[i] ?? 'left' };
    x += width + 2 * CELL_PADDING.x;
    return column;
  });
}

const ruledBox = { left: MARGIN.side, width: CONTENT_WIDTH, padding: CELL_PADDING };

/** Label → value rows (the fields block, the cover's details), rules between them. */
export function drawFields(
  cursor: Cursor,
  rows: { label: string; value: string; tone?: ReportTone }[],
  size: number,
) {
  const { doc } = cursor;
  const [label, value] = ruledWidths([{ weight: 1 }, { weight: 2 }]) as [number, number];
  const columns = ruledColumns([label, value], []);
  drawRows(cursor, { ...ruledBox, columns, size, rules: { inner: true } }, rows.length, (i) => {
    const row = rows[i]!;
    const head: Span = {
      text: clean(row.label),
      face: 'bold',
      color: PALETTE.muted,
    };
    return [
      wrap(doc, [head], label, size),
      wrap(doc, [toned(row.value, value, size, row.tone)], value, size),
    ];
  });
}

export function drawTable(
  cursor: Cursor,
  block: Extract<ReportBlock, { type: 'table' }>,
  accent: AccentColours,
) {
  const { doc } = cursor;
  const size = SIZE.table;
  if (block.caption) {
    space(cursor, 6);
    const span: Span = {
      text: clean(block.caption),
      face: 'bold',
      color: PALETTE.text,
    };
    const lines = wrap(doc, [span], CONTENT_WIDTH, SIZE.body);
    ensure(cursor, lines.length * lineHeight(doc, SIZE.body) + 3 * lineHeight(doc, size));
    flow(cursor, lines, MARGIN.side, SIZE.body, CONTENT_WIDTH);
    cursor.y += 4;
  }
  if (block.rows.length === 0) {
    const span: Span = {
      text: clean(block.empty ?? EMPTY_TABLE),
      face: 'italics',
      color: PALETTE.muted,
    };
    flow(
      cursor,
      wrap(doc, [span], CONTENT_WIDTH, SIZE.body),
      MARGIN.side,
      SIZE.body,
      CONTENT_WIDTH,
    );
    cursor.y += 8;
    return;
  }
  const widths = ruledWidths(block.columns);
  const columns = ruledColumns(
    widths,
    block.columns.map((column) => column.align ?? 'left'),
  );
  const header = block.columns.map((column, i) =>
    wrap(
      doc,
      [{ text: clean(column.header), face: 'bold', color: accent.onFill }],
      widths[i]!,
      size,
    ),
  );
  const look = {
    ...ruledBox,
    columns,
    size,
    header: { row: header, fill: accent.fill },
    fill: (i: number) => (i % 2 === 1 ? PALETTE.zebra : null),
    rules: { inner: false },
  };
  drawRows(cursor, look, block.rows.length, (r) =>
    columns.map((column, i) => {
      const cell = block.rows[r]![i];
      return wrap(
        doc,
        [toned(cell?.text ?? '', column.width, size, cell?.tone)],
        column.width,
        size,
      );
    }),
  );
  cursor.y += 10;
}

export function drawNote(
  cursor: Cursor,
  block: Extract<ReportBlock, { type: 'note' }>,
  accent: AccentColours,
) {
  const width = CONTENT_WIDTH - NOTE_EDGE - 2 * NOTE_PADDING.x;
  const column: Column = { x: MARGIN.side + NOTE_EDGE + NOTE_PADDING.x, width, align: 'left' };
  const lines = wrap(
    cursor.doc,
    [toned(block.text, width, SIZE.body, block.tone)],
    width,
    SIZE.body,
  );
  space(cursor, 2);
  const edge = { width: NOTE_EDGE, color: block.tone ? TONE_STYLE[block.tone].color : accent.fill };
  const look = {
    left: MARGIN.side,
    width: CONTENT_WIDTH,
    columns: [column],
    size: SIZE.body,
    padding: NOTE_PADDING,
    edge,
    fill: () => PALETTE.noteFill,
  };
  drawRows(cursor, look, 1, () => [lines]);
  cursor.y += 10;
}
