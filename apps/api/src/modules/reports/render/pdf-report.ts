import type { ReportBlock, ReportDocument, ReportRun } from '@lince/contracts/report-document';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type {
  Content,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { readLogo, fitInto } from './report-logo.ts';
import {
  accentColours,
  clean,
  columnShares,
  coverLines,
  EMPTY_TABLE,
  footerLines,
  PALETTE,
  sectionTitle,
  TONE_STYLE,
  type AccentColours,
} from './report-style.ts';
import type { ReportTone } from '@lince/contracts/report-document';

/**
 * The PDF renderer (decision 038): the report model drawn with pdfmake on A4. Roboto comes from
 * pdfmake's own package (so `npm ci` is enough) and is handed to pdfmake as bytes in its virtual
 * file system; its URL and local-file policies refuse everything, so nothing in a document can
 * make it fetch a URL or open a file. Images are data URLs only (report-logo.ts).
 */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { side: 50, top: 56, bottom: 76 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;
const CELL_PADDING = 4;

const ROBOTO = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};
// pdfmake's virtual file system (not in its types): fonts read from it are not local files.
const { virtualfs } = pdfmake as unknown as {
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
};
for (const file of Object.values(FONT_FILES)) {
  virtualfs.writeFileSync(file, readFileSync(path.join(ROBOTO, file)));
}
pdfmake.setFonts({ Roboto: FONT_FILES });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

function toneStyle(tone: ReportTone | undefined) {
  if (!tone) return {};
  const { color, bold, italic } = TONE_STYLE[tone];
  return { color, bold, italics: italic };
}

function runs(items: ReportRun[]): Content {
  return items.map((run) => ({ text: clean(run.text), bold: run.bold, italics: run.italic }));
}

const ruleLayout = (zebra: boolean, header: string | null): CustomTableLayout => ({
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0.75 : 0.4),
  vLineWidth: () => 0,
  hLineColor: () => PALETTE.rule,
  fillColor: (row) =>
    row === 0 && header ? header : zebra && row % 2 === 0 ? PALETTE.zebra : null,
  paddingLeft: () => CELL_PADDING,
  paddingRight: () => CELL_PADDING,
  paddingTop: () => 3,
  paddingBottom: () => 3,
});

function table(block: Extract<ReportBlock, { type: 'table' }>, accent: AccentColours): Content[] {
  const caption: Content[] = block.caption
    ? [{ text: clean(block.caption), style: 'caption' }]
    : [];
  if (block.rows.length === 0) {
    return [...caption, { text: clean(block.empty ?? EMPTY_TABLE), style: 'empty' }];
  }
  const widths = columnShares(
    block.columns,
    CONTENT_WIDTH - block.columns.length * 2 * CELL_PADDING,
  );
  const header: TableCell[] = block.columns.map((column) => ({
    text: clean(column.header),
    bold: true,
    color: accent.onFill,
    alignment: column.align ?? 'left',
  }));
  const body: TableCell[][] = block.rows.map((row) =>
    block.columns.map((column, i) => {
      const cell = row[i];
      return {
        text: clean(cell?.text ?? ''),
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

function block(item: ReportBlock, accent: AccentColours): Content[] {
  switch (item.type) {
    case 'heading':
      return [{ text: clean(item.text), style: item.level === 2 ? 'h2' : 'h3' }];
    case 'paragraph':
      return [{ text: runs(item.runs), style: 'paragraph' }];
    case 'fields':
      if (item.rows.length === 0) return [];
      return [
        {
          table: {
            widths: columnShares([{ header: '' }, { header: '', weight: 2 }], CONTENT_WIDTH - 16),
            body: item.rows.map((row) => [
              { text: clean(row.label), bold: true, color: PALETTE.muted },
              { text: clean(row.value), ...toneStyle(row.tone) },
            ]),
          },
          layout: ruleLayout(false, null),
          style: 'table',
        },
      ];
    case 'table':
      return table(item, accent);
    case 'list': {
      const items = item.items.map((entry) => ({ text: runs(entry) }));
      return [item.ordered ? { ol: items, style: 'list' } : { ul: items, style: 'list' }];
    }
    case 'note': {
      const edge = item.tone ? TONE_STYLE[item.tone].color : accent.fill;
      return [
        {
          table: {
            widths: [CONTENT_WIDTH - 22],
            body: [[{ text: clean(item.text), ...toneStyle(item.tone) }]],
          },
          layout: {
            hLineWidth: () => 0,
            vLineWidth: (i) => (i === 0 ? 3 : 0),
            vLineColor: () => edge,
            fillColor: () => PALETTE.noteFill,
            paddingLeft: () => 8,
            paddingRight: () => 8,
            paddingTop: () => 6,
            paddingBottom: () => 6,
          },
          style: 'note',
        },
      ];
    }
  }
}

function cover(document: ReportDocument, verificationCode: string, accent: AccentColours) {
  const logo = readLogo(document.cover.logoDataUrl);
  const lines = coverLines(document, verificationCode);
  const content: Content[] = [];
  if (logo) content.push({ image: logo.dataUrl, ...fitInto(logo, 200, 72), margin: [0, 24, 0, 0] });
  content.push(
    { text: lines.companyName, style: 'coverCompany', margin: [0, logo ? 28 : 96, 0, 6] },
    { text: lines.reportTitle, style: 'coverTitle', color: accent.text },
    {
      canvas: [{ type: 'rect', x: 0, y: 0, w: 72, h: 4, color: accent.fill }],
      margin: [0, 10, 0, 18],
    },
    { text: lines.diligenceCode, style: 'coverCode', color: accent.text },
    { text: lines.diligenceTitle, style: 'coverDiligence' },
    {
      table: {
        widths: [130, CONTENT_WIDTH - 130 - 16],
        body: lines.details.map((row) => [
          { text: row.label, bold: true, color: PALETTE.muted },
          { text: row.value },
        ]),
      },
      layout: ruleLayout(false, null),
      margin: [0, 28, 0, 0],
    },
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
    { text: sectionTitle(index, section.title), style: 'h1', pageBreak: 'before' },
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
    ...section.blocks.flatMap((item) => block(item, accent)),
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
        ...(footer.text ? [{ text: footer.text, style: 'footer' }] : []),
        {
          columns: [
            { text: footer.code, style: 'footer', width: '*' },
            { text: footer.page(page, pages), style: 'footer', width: 'auto', alignment: 'right' },
          ],
        },
      ],
    }),
    content: [...cover(document, verificationCode, accent), ...sections],
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2, color: PALETTE.text },
    styles: {
      coverCompany: { fontSize: 13, bold: true, color: PALETTE.muted },
      coverTitle: { fontSize: 26, bold: true, lineHeight: 1.1 },
      coverCode: { fontSize: 12, bold: true, margin: [0, 0, 0, 4] },
      coverDiligence: { fontSize: 16, lineHeight: 1.2 },
      coverNotice: { fontSize: 8.5, italics: true, color: PALETTE.muted, margin: [0, 24, 0, 0] },
      h1: { fontSize: 16, bold: true, color: accent.text, margin: [0, 0, 0, 6] },
      h2: { fontSize: 12.5, bold: true, margin: [0, 14, 0, 6] },
      h3: { fontSize: 10.5, bold: true, color: PALETTE.muted, margin: [0, 10, 0, 4] },
      paragraph: { margin: [0, 0, 0, 6] },
      list: { margin: [0, 0, 0, 6] },
      caption: { fontSize: 9.5, bold: true, margin: [0, 6, 0, 4] },
      empty: { italics: true, color: PALETTE.muted, margin: [0, 0, 0, 8] },
      table: { fontSize: 8.5, margin: [0, 0, 0, 10] },
      note: { margin: [0, 2, 0, 10] },
      footer: { fontSize: 7.5, color: PALETTE.muted },
    },
  };
}

export async function renderPdf(
  document: ReportDocument,
  verificationCode: string,
): Promise<Buffer> {
  return pdfmake.createPdf(pdfDefinition(document, verificationCode)).getBuffer();
}
