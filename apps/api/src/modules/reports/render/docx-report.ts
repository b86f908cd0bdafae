import {
  REPORT_PAGE_LABEL,
  type ReportBlock,
  type ReportDocument,
  type ReportRun,
  type ReportTone,
} from '@lince/contracts/report-document';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { fitInto, readLogo } from './report-logo.ts';
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

/**
 * The DOCX renderer (decision 038): the same model, the same words in the same order as the PDF,
 * as a Word document of real headings (Word's navigation pane lists the sections), real lists and
 * tables whose header row repeats on each page. Sizes in twips (1/20 pt) unless named.
 */

const PAGE = { width: 11906, height: 16838 };
const MARGIN = { side: 1000, top: 1120, bottom: 1400 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;
const ORDERED = 'report-ordered';
const FONT = 'Arial';

const hex = (colour: string) => colour.replace('#', '');
const none = { style: BorderStyle.NONE, size: 0, color: 'auto' } as const;
const rule = (colour: string, size = 4) => ({
  style: BorderStyle.SINGLE,
  size,
  color: hex(colour),
});

function toneRun(tone: ReportTone | undefined): Partial<IRunOptions> {
  if (!tone) return {};
  const { color, bold, italic } = TONE_STYLE[tone];
  return { color: hex(color), bold, italics: italic };
}

/** Runs of a text; a line break in it is a break in Word (a newline in w:t would be a space). */
function textRuns(text: string, style: Partial<IRunOptions> = {}): TextRun[] {
  return clean(text)
    .split('\n')
    .map((line, i) => new TextRun({ ...style, text: line, break: i > 0 ? 1 : undefined }));
}

function runs(items: ReportRun[]): TextRun[] {
  return items.flatMap((run) => textRuns(run.text, { bold: run.bold, italics: run.italic }));
}

/**
 * A cell: its fill (the header's accent, the zebra rows) and paragraph. Widths, margins and rules
 * are the table's (set once, not per cell: a report's tables hold thousands of cells).
 */
function cell(paragraph: Paragraph, fill: string | null) {
  return new TableCell({
    children: [paragraph],
    shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill: hex(fill) } : undefined,
  });
}

/** A table of horizontal rules only, its columns fixed (a long word wraps, never widens it). */
function ruledTable(rows: TableRow[], widths: number[]) {
  return new Table({
    rows,
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths.map(Math.round),
    layout: TableLayoutType.FIXED,
    margins: { top: 50, bottom: 50, left: 80, right: 80 },
    borders: {
      top: rule(PALETTE.rule, 6),
      bottom: rule(PALETTE.rule, 6),
      insideHorizontal: rule(PALETTE.rule, 2),
      left: none,
      right: none,
      insideVertical: none,
    },
  });
}

const after = (points: number) => new Paragraph({ spacing: { after: points * 20 }, children: [] });

function table(item: Extract<ReportBlock, { type: 'table' }>, accent: AccentColours) {
  const caption = item.caption
    ? [new Paragraph({ style: 'Caption', keepNext: true, children: textRuns(item.caption) })]
    : [];
  if (item.rows.length === 0) {
    return [
      ...caption,
      new Paragraph({ style: 'Empty', children: textRuns(item.empty ?? EMPTY_TABLE) }),
    ];
  }
  const widths = columnShares(item.columns, CONTENT_WIDTH);
  const align = (i: number) =>
    item.columns[i]!.align === 'right' ? AlignmentType.RIGHT : undefined;
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: item.columns.map((column, i) =>
      cell(
        new Paragraph({
          alignment: align(i),
          children: textRuns(column.header, { bold: true, color: hex(accent.onFill) }),
        }),
        accent.fill,
      ),
    ),
  });
  const body = item.rows.map(
    (row, r) =>
      new TableRow({
        children: item.columns.map((_, i) =>
          cell(
            new Paragraph({
              alignment: align(i),
              children: textRuns(row[i]?.text ?? '', toneRun(row[i]?.tone)),
            }),
            r % 2 === 1 ? PALETTE.zebra : null,
          ),
        ),
      }),
  );
  return [...caption, ruledTable([header, ...body], widths), after(6)];
}

function block(item: ReportBlock, accent: AccentColours, lists: { next: number }) {
  switch (item.type) {
    case 'heading':
      return [
        new Paragraph({
          heading: item.level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3,
          children: textRuns(item.text),
        }),
      ];
    case 'paragraph':
      return [new Paragraph({ children: runs(item.runs) })];
    case 'fields': {
      if (item.rows.length === 0) return [];
      const widths = columnShares([{ header: '' }, { header: '', weight: 2 }], CONTENT_WIDTH);
      const rows = item.rows.map(
        (row) =>
          new TableRow({
            children: [
              cell(
                new Paragraph({
                  children: textRuns(row.label, { bold: true, color: hex(PALETTE.muted) }),
                }),
                null,
              ),
              cell(new Paragraph({ children: textRuns(row.value, toneRun(row.tone)) }), null),
            ],
          }),
      );
      return [ruledTable(rows, widths), after(6)];
    }
    case 'table':
      return table(item, accent);
    case 'list': {
      const instance = (lists.next += 1);
      return item.items.map(
        (entry) =>
          new Paragraph({
            children: runs(entry),
            ...(item.ordered
              ? { numbering: { reference: ORDERED, level: 0, instance } }
              : { bullet: { level: 0 } }),
          }),
      );
    }
    case 'note': {
      const edge = item.tone ? TONE_STYLE[item.tone].color : accent.fill;
      return [
        new Paragraph({
          border: { left: { style: BorderStyle.SINGLE, size: 24, color: hex(edge), space: 8 } },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(PALETTE.noteFill) },
          indent: { left: 200 },
          spacing: { before: 60, after: 200 },
          children: textRuns(item.text, toneRun(item.tone)),
        }),
      ];
    }
  }
}

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
    // pdfmake's points are Word's pixels at 96 dpi times 0.75: the same size on paper.
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
    ...section.blocks.flatMap((item) => block(item, accent, lists)),
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
