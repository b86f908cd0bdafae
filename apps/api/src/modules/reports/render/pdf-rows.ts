import { CONTENT_BOTTOM, MARGIN, RULE } from './pdf-layout.ts';
import { newPage, PAGE_ROOM, rect, rule, type Cursor } from './pdf-page.ts';
import { drawLine, lineHeight, type Line } from './pdf-text.ts';
import { PALETTE } from './report-style.ts';

/**
 * Rows of cells drawn with pdfkit (decision 038): the report's tables, label → value tables and
 * note boxes. A row that does not fit goes to the next page, where the header row (if any) is
 * drawn again; a row taller than a page is split between its lines, so every row ends.
 */

export interface Column {
  /** Where the cell's text starts, and its width. */
  x: number;
  width: number;
  align: 'left' | 'right';
}

/** A row: each cell's lines. */
export type Row = Line[][];

export interface RowsLook {
  /** The box of every row. */
  left: number;
  width: number;
  columns: Column[];
  size: number;
  padding: { x: number; y: number };
  header?: { row: Row; fill: string };
  /** The fill of the body row `index` (from 0), or none. */
  fill?: (index: number) => string | null;
  /** Rules at the top and bottom of each page's part, and between rows when `inner`. */
  rules?: { inner: boolean };
  /** A coloured left edge of the rows (a note's). */
  edge?: { width: number; color: string };
}

const linesOf = (row: Row) => Math.max(1, ...row.map((cell) => cell.length));

/**
 * `count` rows from the cursor on; `rowAt(i)` is asked once per row, in order, so no more than
 * one row's lines exist at a time.
 */
export function drawRows(cursor: Cursor, look: RowsLook, count: number, rowAt: (i: number) => Row) {
  const { doc } = cursor;
  const lh = lineHeight(doc, look.size);
  const pad = look.padding.y;
  const heightOf = (lines: number) => lines * lh + 2 * pad;
  const headerHeight = look.header ? heightOf(linesOf(look.header.row)) : 0;

  const draw = (row: Row, from: number, to: number, color: string | null) => {
    const height = heightOf(to - from);
    if (color) rect(doc, look.left, cursor.y, look.width, height, color);
    if (look.edge) rect(doc, look.left, cursor.y, look.edge.width, height, look.edge.color);
    row.forEach((cell, c) => {
      const column = look.columns[c]!;
      for (let l = from; l < Math.min(to, cell.length); l += 1) {
        const y = cursor.y + pad + (l - from) * lh;
        drawLine(doc, cell[l]!, column.x, y, look.size, column.align, column.width);
      }
    });
    cursor.y += height;
  };
  const outerRule = () => {
    if (look.rules) rule(doc, look.left, cursor.y, look.width, RULE.outer, PALETTE.rule);
  };
  let fresh = true;
  const startPart = () => {
    outerRule();
    if (look.header) draw(look.header.row, 0, linesOf(look.header.row), look.header.fill);
    fresh = true;
  };
  const nextPage = () => {
    outerRule();
    newPage(cursor);
    startPart();
  };

  for (let i = 0; i < count; i += 1) {
    const row = rowAt(i);
    const total = linesOf(row);
    const color = look.fill?.(i) ?? null;
    if (i === 0) {
      // The header with the first row, or two lines of a row taller than a page.
      const first = heightOf(total) <= PAGE_ROOM - headerHeight ? heightOf(total) : heightOf(2);
      if (cursor.y + headerHeight + first > CONTENT_BOTTOM && cursor.y > MARGIN.top)
        newPage(cursor);
      startPart();
    }
    let from = 0;
    while (from < total) {
      const fits = Math.floor((CONTENT_BOTTOM - cursor.y - 2 * pad) / lh + 1e-6);
      // The row goes whole to the next page when it fits one; its rest when no line fits here.
      const later = from === 0 && fits < total && heightOf(total) <= PAGE_ROOM - headerHeight;
      if ((later || fits < 1) && !fresh) {
        nextPage();
        continue;
      }
      if (look.rules?.inner && !fresh)
        rule(doc, look.left, cursor.y, look.width, RULE.inner, PALETTE.rule);
      const to = Math.min(total, from + Math.max(1, fits));
      draw(row, from, to, color);
      fresh = false;
      from = to;
      if (from < total) nextPage();
    }
  }
  if (count > 0) outerRule();
}
