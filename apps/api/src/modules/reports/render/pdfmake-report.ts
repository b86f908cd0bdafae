import type { ReportDocument } from '@lince/contracts/report-document';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { fieldsTable, pdfBlock } from './pdfmake-blocks.ts';
import { CONTENT_WIDTH, fit, MARGIN, PAGE, SIZE } from './pdf-layout.ts';
import { breakLongWords, ROBOTO_DIR, ROBOTO_FILES } from './pdf-wrap.ts';
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
 * The PDF renderer (decision 038): the report model drawn with pdfmake on A4. Roboto comes from
 * pdfmake's own package (so `npm ci` is enough) and is handed to pdfmake as bytes in its virtual
 * file system; its URL and local-file policies refuse everything, so nothing in a document can
 * make it fetch a URL or open a file. Images are data URLs only (report-logo.ts).
 */

// pdfmake's virtual file system (not in its types): fonts read from it are not local files.
const { virtualfs } = pdfmake as unknown as {
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
};
for (const file of Object.values(ROBOTO_FILES)) {
  virtualfs.writeFileSync(file, readFileSync(path.join(ROBOTO_DIR, file)));
}
pdfmake.setFonts({ Roboto: { ...ROBOTO_FILES } });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

function cover(document: ReportDocument, verificationCode: string, accent: AccentColours) {
  const logo = readLogo(document.cover.logoDataUrl);
  const lines = coverLines(document, verificationCode);
  const content: Content[] = [];
  if (logo) content.push({ image: logo.dataUrl, ...fitInto(logo, 200, 72), margin: [0, 24, 0, 0] });
  content.push(
    {
      text: fit(lines.companyName, CONTENT_WIDTH, 13, true),
      style: 'coverCompany',
      margin: [0, logo ? 28 : 96, 0, 6],
    },
    {
      text: fit(lines.reportTitle, CONTENT_WIDTH, 26, true),
      style: 'coverTitle',
      color: accent.text,
    },
    {
      canvas: [{ type: 'rect', x: 0, y: 0, w: 72, h: 4, color: accent.fill }],
      margin: [0, 10, 0, 18],
    },
    {
      text: fit(lines.diligenceCode, CONTENT_WIDTH, 12, true),
      style: 'coverCode',
      color: accent.text,
    },
    { text: fit(lines.diligenceTitle, CONTENT_WIDTH, 16), style: 'coverDiligence' },
    { ...fieldsTable(lines.details, SIZE.body), margin: [0, 28, 0, 0] },
    { text: lines.notice, style: 'coverNotice' },
  );
  return content;
}

export function pdfDefinition(
  document: ReportDocument,
  verificationCode: string,
): TDocumentDefinitions {
  const accent = accentColours(document.cover.accentColor);
  const footer = footerLines(document, verificationCode);
  const sections: Content[] = document.sections.map((section, index) => [
    {
      text: fit(sectionTitle(index, section.title), CONTENT_WIDTH, SIZE.h1, true),
      style: 'h1',
      pageBreak: 'before',
    },
    {
      canvas: [
        {
          type: 'line',
          x1: 0,
          y1: 0,
          x2: CONTENT_WIDTH,
          y2: 0,
          lineWidth: 1,
          lineColor: accent.tint,
        },
      ],
      margin: [0, 0, 0, 10],
    },
    ...section.blocks.flatMap((item) => pdfBlock(item, accent)),
  ]);
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN.side, MARGIN.top, MARGIN.side, MARGIN.bottom],
    info: {
      title: `${clean(document.cover.reportTitle)} — ${clean(document.cover.diligenceCode)}`,
      author: clean(document.cover.companyName),
      creator: 'Lince',
      producer: 'Lince',
    },
    language: 'pt-BR',
    background: (page) =>
      page === 1
        ? { canvas: [{ type: 'rect', x: 0, y: 0, w: PAGE.width, h: 14, color: accent.fill }] }
        : null,
    footer: (page, pages) => ({
      margin: [MARGIN.side, 18, MARGIN.side, 0],
      stack: [
        {
          canvas: [
            {
              type: 'line',
              x1: 0,
              y1: 0,
              x2: CONTENT_WIDTH,
              y2: 0,
              lineWidth: 0.5,
              lineColor: PALETTE.rule,
            },
          ],
          margin: [0, 0, 0, 4],
        },
        ...(footer.text
          ? [{ text: breakLongWords(footer.text, CONTENT_WIDTH, SIZE.footer), style: 'footer' }]
          : []),
        {
          columns: [
            { text: footer.code, style: 'footer', width: '*' },
            { text: footer.page(page, pages), style: 'footer', width: 'auto', alignment: 'right' },
          ],
        },
      ],
    }),
    content: [...cover(document, verificationCode, accent), ...sections],
    defaultStyle: { font: 'Roboto', fontSize: SIZE.body, lineHeight: 1.2, color: PALETTE.text },
    styles: {
      coverCompany: { fontSize: 13, bold: true, color: PALETTE.muted },
      coverTitle: { fontSize: 26, bold: true, lineHeight: 1.1 },
      coverCode: { fontSize: 12, bold: true, margin: [0, 0, 0, 4] },
      coverDiligence: { fontSize: 16, lineHeight: 1.2 },
      coverNotice: { fontSize: 8.5, italics: true, color: PALETTE.muted, margin: [0, 24, 0, 0] },
      h1: { fontSize: SIZE.h1, bold: true, color: accent.text, margin: [0, 0, 0, 6] },
      h2: { fontSize: SIZE.h2, bold: true, margin: [0, 14, 0, 6] },
      h3: { fontSize: SIZE.h3, bold: true, color: PALETTE.muted, margin: [0, 10, 0, 4] },
      paragraph: { margin: [0, 0, 0, 6] },
      list: { margin: [0, 0, 0, 6] },
      caption: { fontSize: 9.5, bold: true, margin: [0, 6, 0, 4] },
      empty: { italics: true, color: PALETTE.muted, margin: [0, 0, 0, 8] },
      table: { fontSize: SIZE.table, margin: [0, 0, 0, 10] },
      note: { margin: [0, 2, 0, 10] },
      footer: { fontSize: SIZE.footer, color: PALETTE.muted },
    },
  };
}

export async function renderPdf(
  document: ReportDocument,
  verificationCode: string,
): Promise<Buffer> {
  return pdfmake.createPdf(pdfDefinition(document, verificationCode)).getBuffer();
}
