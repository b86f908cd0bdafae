import type { ReportDocument } from '@lince/contracts/report-document';
import PDFDocument from 'pdfkit';
import { drawBlock } from './pdf-blocks.ts';
import { drawFields } from './pdf-table.ts';
import { CONTENT_BOTTOM, CONTENT_WIDTH, MARGIN, PAGE, RULE, SIZE } from './pdf-layout.ts';
import { flow, newPage, rect, rule, type Cursor } from './pdf-page.ts';
import { drawLine, lineHeight, registerRoboto, wrap, type Doc, type Face } from './pdf-text.ts';
import { fitInto, readLogo } from './report-logo.ts';
import {
  accentColours,
  clean,
  coverLines,
  footerLines,
  PALETTE,
  sectionTitle,
  type AccentColours,
} from './report-style.ts';

/**
 * The PDF renderer (decision 038): the report model drawn directly with pdfkit on A4, in Roboto
 * (pdfmake's package ships it; registered from its bytes). Nothing in a document names a file or
 * a URL that pdfkit would open: text is only text, and the logo reaches pdfkit as the bytes of a
 * checked data URL (report-logo.ts). Pages are kept until the end, when each gets its footer.
 */

/** A paragraph of one face and colour from the cursor, full width; `leading` × its size apart. */
function line(
  cursor: Cursor,
  text: string,
  size: number,
  face: Face,
  color: string,
  leading = 1.2,
) {
  const lines = wrap(cursor.doc, [{ text: clean(text), face, color }], CONTENT_WIDTH, size);
  const height = (lineHeight(cursor.doc, size) / 1.2) * leading;
  flow(cursor, lines, MARGIN.side, size, CONTENT_WIDTH, height);
}

function drawCover(cursor: Cursor, document: ReportDocument, code: string, accent: AccentColours) {
  const logo = readLogo(document.cover.logoDataUrl);
  const lines = coverLines(document, code);
  if (logo) {
    const size = fitInto(logo, 200, 72);
    cursor.y += 24;
    cursor.doc.image(logo.data, MARGIN.side, cursor.y, size);
    cursor.y += size.height;
  }
  cursor.y += logo ? 28 : 96;
  line(cursor, lines.companyName, 13, 'bold', PALETTE.muted);
  cursor.y += 6;
  line(cursor, lines.reportTitle, 26, 'bold', accent.text, 1.1);
  rect(cursor.doc, MARGIN.side, cursor.y + 10, 72, 4, accent.fill);
  cursor.y += 10 + 4 + 18;
  line(cursor, lines.diligenceCode, 12, 'bold', accent.text);
  cursor.y += 4;
  line(cursor, lines.diligenceTitle, 16, 'normal', PALETTE.text);
  cursor.y += 28;
  drawFields(cursor, lines.details, SIZE.body);
  cursor.y += 24;
  line(cursor, lines.notice, 8.5, 'italics', PALETTE.muted);
}

/** Every page's footer: a rule, the footer text, the code and "Página N de M". */
function drawFooters(doc: Doc, document: ReportDocument, code: string) {
  const footer = footerLines(document, code);
  const { start, count } = doc.bufferedPageRange();
  const height = lineHeight(doc, SIZE.footer);
  const span = (text: string) => ({ text, face: 'normal' as const, color: PALETTE.muted });
  const text = footer.text ? wrap(doc, [span(clean(footer.text))], CONTENT_WIDTH, SIZE.footer) : [];
  const [codeLine] = wrap(doc, [span(footer.code)], CONTENT_WIDTH, SIZE.footer);
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(start + page);
    let y = CONTENT_BOTTOM + 18;
    rule(doc, MARGIN.side, y, CONTENT_WIDTH, RULE.footer, PALETTE.rule);
    y += RULE.footer + 4;
    for (const item of text) {
      drawLine(doc, item, MARGIN.side, y, SIZE.footer);
      y += height;
    }
    const [label] = wrap(doc, [span(footer.page(page + 1, count))], CONTENT_WIDTH, SIZE.footer);
    drawLine(doc, codeLine!, MARGIN.side, y, SIZE.footer);
    drawLine(doc, label!, MARGIN.side, y, SIZE.footer, 'right', CONTENT_WIDTH);
  }
}

export function renderPdf(document: ReportDocument, verificationCode: string): Promise<Buffer> {
  const accent = accentColours(document.cover.accentColor);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    autoFirstPage: false,
    bufferPages: true,
    font: null as unknown as string, // no Helvetica read from pdfkit's files: Roboto only
    lang: 'pt-BR',
    info: {
      Title: `${clean(document.cover.reportTitle)} — ${clean(document.cover.diligenceCode)}`,
      Author: clean(document.cover.companyName),
      Creator: 'Lince',
      Producer: 'Lince',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerRoboto(doc);
  const cursor: Cursor = { doc, y: MARGIN.top };
  newPage(cursor);
  rect(doc, 0, 0, PAGE.width, 14, accent.fill);
  drawCover(cursor, document, verificationCode, accent);
  document.sections.forEach((section, index) => {
    newPage(cursor);
    line(cursor, sectionTitle(index, section.title), SIZE.h1, 'bold', accent.text);
    cursor.y += 6;
    rule(doc, MARGIN.side, cursor.y + RULE.title / 2, CONTENT_WIDTH, RULE.title, accent.tint);
    cursor.y += RULE.title + 10;
    for (const block of section.blocks) drawBlock(cursor, block, accent);
  });
  drawFooters(doc, document, verificationCode);
  doc.end();
  return done;
}
