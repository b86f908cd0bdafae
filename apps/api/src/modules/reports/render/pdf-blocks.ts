import type { ReportBlock, ReportRun } from '@lince/contracts/report-document';
import { CONTENT_WIDTH, LIST_MARKER, MARGIN, SIZE } from './pdf-layout.ts';
import { ensure, flow, space, type Cursor } from './pdf-page.ts';
import { drawFields, drawNote, drawTable } from './pdf-table.ts';
import { drawLine, faceOf, fill, lineHeight, wrap, type Span } from './pdf-text.ts';
import { clean, PALETTE, type AccentColours } from './report-style.ts';

/** The blocks of a section drawn with pdfkit from the cursor on (decision 038). */

const runSpans = (runs: ReportRun[]): Span[] =>
  runs.map((run) => ({
    text: clean(run.text),
    face: faceOf(run.bold, run.italic),
    color: PALETTE.text,
  }));

function drawList(cursor: Cursor, block: Extract<ReportBlock, { type: 'list' }>) {
  const { doc } = cursor;
  const width = CONTENT_WIDTH - LIST_MARKER;
  const height = lineHeight(doc, SIZE.body);
  block.items.forEach((item, n) => {
    const lines = wrap(doc, runSpans(item), width, SIZE.body);
    ensure(cursor, height);
    if (block.ordered) {
      const marker = {
        pieces: [{ text: `${n + 1}.`, face: 'normal' as const, color: PALETTE.text, x: 0 }],
        width: 0,
      };
      drawLine(doc, marker, MARGIN.side, cursor.y, SIZE.body);
    } else {
      const radius = SIZE.body / 6;
      // A disc a third of the size wide, centred Roboto's ascender (0.93 em) less a third under the top.
      const centre = cursor.y + SIZE.body * (0.93 - 1 / 3);
      fill(doc, PALETTE.text);
      doc.circle(MARGIN.side + radius, centre, radius).fill();
    }
    flow(cursor, lines, MARGIN.side + LIST_MARKER, SIZE.body, width);
  });
  cursor.y += 6;
}

export function drawBlock(cursor: Cursor, block: ReportBlock, accent: AccentColours) {
  const { doc } = cursor;
  switch (block.type) {
    case 'heading': {
      const [size, color, before, after] =
        block.level === 2 ? [SIZE.h2, PALETTE.text, 14, 6] : [SIZE.h3, PALETTE.muted, 10, 4];
      const lines = wrap(
        doc,
        [{ text: clean(block.text), face: 'bold', color }],
        CONTENT_WIDTH,
        size,
      );
      space(cursor, before);
      // A heading is kept with the start of what follows it.
      ensure(cursor, lines.length * lineHeight(doc, size) + 4 * lineHeight(doc, SIZE.body));
      flow(cursor, lines, MARGIN.side, size, CONTENT_WIDTH);
      cursor.y += after;
      return;
    }
    case 'paragraph':
      flow(
        cursor,
        wrap(doc, runSpans(block.runs), CONTENT_WIDTH, SIZE.body),
        MARGIN.side,
        SIZE.body,
        CONTENT_WIDTH,
      );
      cursor.y += 6;
      return;
    case 'fields':
      if (block.rows.length > 0) drawFields(cursor, block.rows, SIZE.table);
      if (block.rows.length > 0) cursor.y += 10;
      return;
    case 'table':
      return drawTable(cursor, block, accent);
    case 'list':
      return drawList(cursor, block);
    case 'note':
      return drawNote(cursor, block, accent);
  }
}
