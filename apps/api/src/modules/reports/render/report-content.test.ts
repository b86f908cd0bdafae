import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportRenderer, type ReportRenderer } from './render-report.ts';
import { docxText, pdfPages, type PdfPage } from './report-text.test-support.ts';
import {
  expectedStrings,
  HASH,
  LONG_NAME,
  LONG_TABLE_HEADER,
  longTableRow,
  reportFixture,
} from './report-fixture.test-support.ts';

/**
 * One document, two formats (decision 038): the same strings in the same order, a footer on every
 * page, the long table's header on each of its pages, accents kept, nothing past the margin.
 */
const CODE = 'K7QX-2M9P-4T';
const ARTIFACTS = path.resolve(
  fileURLToPath(import.meta.url),
  '../../../../../../../test-artifacts',
);
const squash = (text: string) => text.replace(/\s+/g, '');

/** Each string found after the previous one (whitespace ignored: lines wrap differently). */
function expectInOrder(text: string, strings: string[]) {
  const haystack = squash(text);
  let from = 0;
  for (const string of strings) {
    const at = haystack.indexOf(squash(string), from);
    expect(at, `"${string.slice(0, 60)}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + squash(string).length;
  }
}

/** The PDF's text without its footers (a paragraph that crosses a page continues after them). */
function pdfBody(pages: PdfPage[]) {
  const footer = new RegExp(
    `${squash('Confidencial — elaborado para uso exclusivo da operação de aquisição.')}|Códigodeverificação:${CODE}|Página\\d+de\\d+`,
    'g',
  );
  return pages.map((page) => squash(page.text).replace(footer, '')).join('');
}

/** jsdom's XML parser (the web project's test DOM; it has no types installed here). */
interface XmlParser {
  parseFromString(
    xml: string,
    type: 'application/xml',
  ): {
    getElementsByTagName(name: string): { length: number };
  };
}
async function xmlParser(): Promise<XmlParser> {
  const { JSDOM } = (await import('jsdom' as string)) as {
    JSDOM: new (html: string) => { window: { DOMParser: new () => XmlParser } };
  };
  return new new JSDOM('').window.DOMParser();
}

let renderer: ReportRenderer;
let pdf: Buffer;
let docx: Buffer;
let pages: PdfPage[];
beforeAll(async () => {
  renderer = createReportRenderer({ timeoutMs: 60_000, maxHeapMb: 768, idleMs: null });
  const document = reportFixture();
  pdf = await renderer.render(document, 'PDF', CODE);
  docx = await renderer.render(document, 'DOCX', CODE);
  pages = await pdfPages(pdf);
}, 120_000);
afterAll(async () => {
  await renderer.close();
});

describe('PDF', () => {
  it('prints the cover, the numbered sections and every block in order', () => {
    const body = pdfBody(pages);
    expectInOrder(body, expectedStrings(reportFixture(), CODE));
    expect(body).toContain(squash('1. Resumo executivo'));
    expect(body).toContain(squash('3. Anexo: arquivos e SHA-256'));
  });

  it('carries the footer text, the code and "Página N de M" on every page', () => {
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, i) => {
      const text = squash(page.text);
      expect(text).toContain(squash(`Página ${i + 1} de ${pages.length}`));
      expect(text).toContain(squash(`Código de verificação: ${CODE}`));
      expect(text).toContain(squash('Confidencial — elaborado para uso exclusivo'));
    });
  });

  it("repeats the long table's header on each page it spans", () => {
    const spanned = pages.filter((page) => /Lançamento\d{3}/.test(squash(page.text)));
    expect(spanned.length).toBeGreaterThanOrEqual(3);
    for (const page of spanned) {
      const text = squash(page.text);
      const header = text.indexOf(squash(LONG_TABLE_HEADER.join('')));
      expect(header).toBeGreaterThanOrEqual(0);
      expect(header).toBeLessThan(text.search(/Lançamento\d{3}/));
    }
    expect(spanned.map((page) => squash(page.text)).join('')).toContain(squash(longTableRow(200)));
  });

  it('keeps the accents and wraps long words inside the margins', () => {
    const all = pages.map((page) => page.text).join('');
    for (const word of ['Conceição', 'São João', 'análise', 'três', 'certidão-negativa-ação.pdf']) {
      expect(all).toContain(word);
    }
    expect(squash(all)).toContain(LONG_NAME);
    expect(squash(all)).toContain(HASH);
    for (const page of pages) expect(page.textRight).toBeLessThanOrEqual(page.width - 50 + 0.5);
  });

  it('draws page 1 and a page of tables as PNG artefacts (test-artifacts/)', (context) => {
    if (!existsSync('/usr/bin/pdftoppm')) {
      context.skip('pdftoppm (Debian poppler-utils) is not installed: no PNG of the report');
      return;
    }
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const page of [1, 2, 3]) {
      const out = path.join(ARTIFACTS, `report-page-${page}`);
      rmSync(`${out}.png`, { force: true });
      const range = ['-f', String(page), '-l', String(page)];
      execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '80', ...range, '-singlefile', '-', out], {
        input: pdf,
      });
      expect(readFileSync(`${out}.png`).subarray(1, 4).toString()).toBe('PNG');
    }
  });
});

describe('DOCX', () => {
  it('holds the same strings in the same order as the PDF', async () => {
    const { body } = await docxText(docx);
    expectInOrder(body, expectedStrings(reportFixture(), CODE));
    // The PDF's text, footers and the repeated headers left out, holds the DOCX's in order.
    expectInOrder(
      pdfBody(pages),
      body.split('\n').filter((line) => line.trim()),
    );
  });

  it('has a footer with the text, the code and the page fields, and repeating table headers', async () => {
    const { footers, parts } = await docxText(docx);
    expect(footers.join('\n')).toContain(
      'Confidencial — elaborado para uso exclusivo da operação de aquisição.',
    );
    expect(footers.join('\n')).toContain(`Código de verificação: ${CODE}`);
    const footerXml = [...parts]
      .filter(([name]) => name.startsWith('word/footer'))
      .map(([, xml]) => xml.toString())
      .join('');
    expect(footerXml).toMatch(/PAGE[\s\S]*NUMPAGES/);
    const document = parts.get('word/document.xml')!.toString();
    expect(document).toContain('<w:tblHeader/>');
    expect(document).toContain('<w:tblLayout w:type="fixed"/>');
  });

  it('is a well-formed package: every XML part parses', async () => {
    const { parts } = await docxText(docx);
    expect([...parts.keys()]).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        'word/document.xml',
        'word/styles.xml',
        'word/numbering.xml',
      ]),
    );
    const parser = await xmlParser();
    for (const [name, data] of parts) {
      if (!/\.(xml|rels)$/.test(name)) continue;
      const parsed = parser.parseFromString(data.toString('utf8'), 'application/xml');
      expect(parsed.getElementsByTagName('parsererror').length, name).toBe(0);
    }
  });
});
