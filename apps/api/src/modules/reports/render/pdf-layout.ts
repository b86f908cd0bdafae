import { columnShares } from './report-style.ts';

/** The PDF's page and type sizes (decision 038), in points: A4, Roboto, lines 1.2 high. */

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { side: 50, top: 56, bottom: 76 };
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;
/** Where the content stops (the footer is drawn below). */
export const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;
export const SIZE = { body: 9.5, table: 8.5, h1: 16, h2: 12.5, h3: 10.5, footer: 7.5 };
export const LINE_HEIGHT = 1.2;
/** A table cell's padding: left and right, top and bottom. */
export const CELL_PADDING = { x: 4, y: 3 };
export const NOTE_PADDING = { x: 8, y: 6 };
/** The note's coloured left edge. */
export const NOTE_EDGE = 3;
/** What an ordered or bulleted list's marker takes from the line. */
export const LIST_MARKER = 20;
/** Rules: a table's top and bottom, between the rows of a label → value table, under a title. */
export const RULE = { outer: 0.75, inner: 0.4, title: 1, footer: 0.5 };

/** Column widths (the cells' text width) of a full-width ruled table. */
export const ruledWidths = (weights: { weight?: number }[]) =>
  columnShares(
    weights.map((w) => ({ header: '', ...w })),
    CONTENT_WIDTH - weights.length * 2 * CELL_PADDING.x,
  );
