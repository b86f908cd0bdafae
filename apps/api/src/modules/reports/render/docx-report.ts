import { REPORT_PAGE_LABEL, type ReportDocument } from '@lince/contracts/report-document';
import type { Table } from 'docx';
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  TableRow,
  TabStopType,
  TextRun,
} from 'docx';
import {
  cell,
  CONTENT_WIDTH,
  docxBlock,
  FONT,
  hex,
  MARGIN,
  ORDERED,
  PAGE,
  rule,
  ruledTable,
  textRuns,
} from './docx-blocks.ts';
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
 * The DOCX renderer (decision 038): the same model, the same words in the same order as the PDF,
 * as a Word document of real headings (Word's navigation pane lists the sections), real lists and
 * tables whose header row repeats on each page (docx-blocks.ts). Sizes in twips unless named.
 */

function cover(document: ReportDocument, verificationCode: string, accent: AccentColours) {
  const logo = readLogo(document.cover.logoDataUrl);
  const lines = coverLines(document, verificationCode);
  const content: (Paragraph | Table)[] = [
    // The accent band across the top of the cover.
    new Paragraph({
      border: { top: rule(accent.fill, 48) },
      spacing: { after: 240 },
      children: [],
    }),
  ];
  if (logo) {
    // The PDF's points are Word's pixels at 96 dpi times 0.75: the same size on paper.
    const size = fitInto(logo, 200, 72);
    content.push(
      new Paragraph({
        children: [
          new ImageRun({
            type: logo.type,
            data: logo.data,
            transformation: {
              width: Math.round(size.width / 0.75),
              height: Math.round(size.height / 0.75),
            },
            altText: {
              name: 'Logotipo',
              description: `Logotipo de ${lines.companyName}`,
              title: 'Logotipo',
            },
          }),
        ],
      }),
    );
  }
  const widths = [2600, CONTENT_WIDTH - 2600];
  content.push(
    new Paragraph({
      spacing: { before: logo ? 560 : 1920, after: 120 },
      children: textRuns(lines.companyName, { bold: true, size: 26, color: hex(PALETTE.muted) }),
    }),
    new Paragraph({
      style: 'Title',
      border: { bottom: rule(accent.fill, 24) },
      children: textRuns(lines.reportTitle, { color: hex(accent.text) }),
    }),
    new Paragraph({
      spacing: { before: 240, after: 80 },
      children: textRuns(lines.diligenceCode, { bold: true, size: 24, color: hex(accent.text) }),
    }),
    new Paragraph({
      spacing: { after: 480 },
      children: textRuns(lines.diligenceTitle, { size: 32 }),
    }),
    ruledTable(
      lines.details.map(
        (row) =>
          new TableRow({
            children: [
              cell(
                new Paragraph({
                  children: textRuns(row.label, { bold: true, color: hex(PALETTE.muted) }),
                }),
                null,
              ),
              cell(new Paragraph({ children: textRuns(row.value) }), null),
            ],
          }),
      ),
      widths,
    ),
    new Paragraph({
      spacing: { before: 480 },
      children: textRuns(lines.notice, { italics: true, size: 17, color: hex(PALETTE.muted) }),
    }),
  );
  return content;
}

/** "Página N de M" with Word's page fields in place of the numbers (the label comes from the contract). */
function pageLabel(): TextRun {
  const [before, between, end] = REPORT_PAGE_LABEL(900001, 900002).split(/90000[12]/) as [
    string,
    string,
    string,
  ];
  return new TextRun({
    children: [before, PageNumber.CURRENT, between, PageNumber.TOTAL_PAGES, end],
  });
}

function footer(document: ReportDocument, verificationCode: string) {
  const lines = footerLines(document, verificationCode);
  const small = { size: 15, color: hex(PALETTE.muted) };
  return new Footer({
    children: [
      ...(lines.text
        ? [
            new Paragraph({
              border: { top: rule(PALETTE.rule, 4) },
              run: small,
              children: textRuns(lines.text, small),
            }),
          ]
        : []),
      new Paragraph({
        border: lines.text ? undefined : { top: rule(PALETTE.rule, 4) },
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        run: small,
        children: [
          ...textRuns(lines.code, small),
          new TextRun({ ...small, text: '\t' }),
          pageLabel(),
        ],
      }),
    ],
  });
}

export function docxDocument(document: ReportDocument, verificationCode: string): Document {
  const accent = accentColours(document.cover.accentColor);
  const lists = { next: 0 };
  const sections = document.sections.flatMap((section, index) => [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      pageBreakBefore: true,
      children: textRuns(sectionTitle(index, section.title)),
    }),
    ...section.blocks.flatMap((item) => docxBlock(item, accent, lists)),
  ]);
  const heading = (size: number, color: string, before: number) => ({
    run: { font: FONT, size, bold: true, color: hex(color) },
    paragraph: { spacing: { before, after: 120 }, keepNext: true, keepLines: true },
  });
  return new Document({
    creator: 'Lince',
    title: `${clean(document.cover.reportTitle)} — ${clean(document.cover.diligenceCode)}`,
    description: clean(document.cover.diligenceTitle),
    styles: {
      default: {
        document: {
          run: { font: FONT, size: 19, color: hex(PALETTE.text) },
          paragraph: { spacing: { after: 120, line: 276 } },
        },
        heading1: {
          ...heading(32, accent.text, 0),
          paragraph: {
            spacing: { after: 200 },
            keepNext: true,
            border: { bottom: rule(accent.tint, 8) },
          },
        },
        heading2: heading(25, PALETTE.text, 280),
        heading3: heading(21, PALETTE.muted, 200),
        title: {
          run: { font: FONT, size: 52, bold: true },
          paragraph: { spacing: { after: 200 } },
        },
      },
      paragraphStyles: [
        {
          id: 'Caption',
          name: 'Caption',
          basedOn: 'Normal',
          run: { bold: true },
          paragraph: { spacing: { before: 120, after: 80 } },
        },
        {
          id: 'Empty',
          name: 'Empty table',
          basedOn: 'Normal',
          run: { italics: true, color: hex(PALETTE.muted) },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { left: 500, hanging: 300 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: {
              left: MARGIN.side,
              right: MARGIN.side,
              top: MARGIN.top,
              bottom: MARGIN.bottom,
              footer: 560,
            },
          },
        },
        footers: { default: footer(document, verificationCode) },
        children: [...cover(document, verificationCode, accent), ...sections],
      },
    ],
  });
}

export function renderDocx(document: ReportDocument, verificationCode: string): Promise<Buffer> {
  return Packer.toBuffer(docxDocument(document, verificationCode));
}
