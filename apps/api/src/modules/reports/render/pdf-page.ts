import { CONTENT_BOTTOM, MARGIN } from './pdf-layout.ts';
import { drawLine, fill, lineHeight, type Doc, type Line } from './pdf-text.ts';

/**
 * Where the PDF renderer is on its page (decision 038): the document and the top of what comes
 * next. Content runs from MARGIN.top to CONTENT_BOTTOM; a page is added when something does not
 * fit (never on an empty page, so nothing loops).
 */
export interface Cursor {
  doc: Doc;
  y: number;
}

/** The height a fresh page offers. */
export const PAGE_ROOM = CONTENT_BOTTOM - MARGIN.top;

export function newPage(cursor: Cursor) {
  cursor.doc.addPage();
  cursor.y = MARGIN.top;
}

export const atPageTop = (cursor: Cursor) => cursor.y <= MARGIN.top;

/** A new page unless `height` fits under the cursor (or the page is still empty). */
export function ensure(cursor: Cursor, height: number) {
  if (cursor.y + height > CONTENT_BOTTOM && !atPageTop(cursor)) newPage(cursor);
}

/** Space before a block, left out at the top of a page. */
export function space(cursor: Cursor, height: number) {
  if (!atPageTop(cursor)) cursor.y = Math.min(cursor.y + height, CONTENT_BOTTOM);
}

export function rect(doc: Doc, x: number, y: number, width: number, height: number, color: string) {
  fill(doc, color);
  doc.rect(x, y, width, height).fill();
}

/** A horizontal rule `weight` thick centred on y. */
export const rule = (
  doc: Doc,
  x: number,
  y: number,
  width: number,
  weight: number,
  color: string,
) => rect(doc, x, y - weight / 2, width, weight, color);

/** Lines one under the other from the cursor, continued on a new page where the page ends. */
export function flow(
  cursor: Cursor,
  lines: Line[],
  x: number,
  size: number,
  width: number,
  height = lineHeight(cursor.doc, size),
) {
  for (const line of lines) {
    ensure(cursor, height);
    drawLine(cursor.doc, line, x, cursor.y, size, 'left', width);
    cursor.y += height;
  }
}
