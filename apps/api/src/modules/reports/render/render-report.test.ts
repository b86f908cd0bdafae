import type { ReportDocument } from '@lince/contracts/report-document';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { largeReportDocument } from './large-report.test-support.ts';
import { renderPdf } from './pdf-report.ts';
import {
  createReportRenderer,
  renderReport,
  reportRenderer,
  ReportRenderError,
  type ReportRenderer,
} from './render-report.ts';
import { docxText, pdfPages } from './report-text.test-support.ts';
import { LONG_PARAGRAPH, reportFixture } from './report-fixture.test-support.ts';

/**
 * renderReport runs in its worker thread (decision 038): a malformed document, a timeout or a
 * thread out of heap rejects with an Error and the next report renders; images only as data URLs.
 */
const CODE = 'ABCD-2345-EF';
const small = (): ReportDocument => ({
  ...reportFixture(),
  sections: [
    {
      key: 'BLOCO',
      title: 'Bloco livre',
      blocks: [{ type: 'paragraph', runs: [{ text: 'Olá, diligência.' }] }],
    },
  ],
});
const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

let renderer: ReportRenderer;
let requests = 0;
let server: Server;
let serverUrl: string;
beforeAll(async () => {
  renderer = createReportRenderer({ timeoutMs: 60_000, maxHeapMb: 768, idleMs: null });
  server = createServer((_, response) => {
    requests += 1;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/logo.png`;
});
afterAll(async () => {
  await renderer.close();
  await reportRenderer().close();
  await new Promise((resolve) => server.close(resolve));
});

describe('renderReport', () => {
  it('renders both formats in a worker thread, not on the event loop', async () => {
    const pdf = await renderReport(small(), 'PDF', { verificationCode: CODE });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const docx = await renderReport(small(), 'DOCX', { verificationCode: CODE });
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const worker = reportRenderer().threadId();
    expect(worker).toEqual(expect.any(Number));
    expect(worker).not.toBe(threadId);
    expect((await docxText(docx)).body).toContain('Olá, diligência.');
  });

  it('rejects a malformed document, a missing code and an unknown format with an Error', async () => {
    const broken = { cover: { companyName: 1 }, sections: 'x' } as unknown as ReportDocument;
    await expect(renderReport(broken, 'PDF', { verificationCode: CODE })).rejects.toThrow(
      ReportRenderError,
    );
    await expect(renderReport(small(), 'DOCX', { verificationCode: '' })).rejects.toThrow(
      ReportRenderError,
    );
    await expect(renderReport(small(), 'XLS' as 'PDF', { verificationCode: CODE })).rejects.toThrow(
      ReportRenderError,
    );
    // Deeply broken blocks too (a table row shorter than its columns is drawn with empty cells).
    const ragged: ReportDocument = {
      ...small(),
      sections: [
        {
          key: 'BLOCO',
          title: 'T',
          blocks: [
            {
              type: 'table',
              columns: [{ header: 'A' }, { header: 'B' }],
              rows: [[{ text: 'só A' }]],
            },
          ],
        },
      ],
    };
    expect((await renderReport(ragged, 'PDF', { verificationCode: CODE })).length).toBeGreaterThan(
      0,
    );
  });

  it('gives up a render past its time, and the next one renders in a new thread', async () => {
    const hasty = createReportRenderer({ timeoutMs: 1, maxHeapMb: 768, idleMs: null });
    try {
      const error = await hasty.render(largeReportDocument(), 'PDF', CODE).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReportRenderError);
      expect((error as ReportRenderError).reason).toBe('TIMEOUT');
    } finally {
      await hasty.close();
    }
    expect((await renderer.render(small(), 'PDF', CODE)).length).toBeGreaterThan(0);
  });

  it('warm: starts its thread at once, draws the warm-up report in both formats, then renders', async () => {
    const warm = createReportRenderer({ timeoutMs: 60_000, maxHeapMb: 768, idleMs: null });
    try {
      expect(warm.threadId()).toBeNull();
      const warming = warm.warm();
      expect(warm.threadId()).not.toBeNull();
      await warming;
      const pdf = await warm.render(small(), 'PDF', CODE);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await warm.close();
    }
    // Closed while warming: warm() still resolves (it never rejects).
    const closing = createReportRenderer({ timeoutMs: 60_000, maxHeapMb: 768, idleMs: null });
    const warming = closing.warm();
    await closing.close();
    await expect(warming).resolves.toBeUndefined();
  });

  it('gives up a render past its heap without crashing the process', async () => {
    const cramped = createReportRenderer({ timeoutMs: 60_000, maxHeapMb: 8, idleMs: null });
    try {
      const error = await cramped
        .render(largeReportDocument(), 'DOCX', CODE)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReportRenderError);
      expect(['TOO_LARGE', 'FAILED']).toContain((error as ReportRenderError).reason);
    } finally {
      await cramped.close();
    }
  });
});

describe('images', () => {
  it('draws a PNG logo given as a data URL in both formats', async () => {
    const png = await sharp({
      create: { width: 240, height: 80, channels: 3, background: '#0B6E4F' },
    })
      .png()
      .toBuffer();
    const document = reportFixture(`data:image/png;base64,${png.toString('base64')}`);
    const pdf = await renderer.render({ ...document, sections: [] }, 'PDF', CODE);
    expect(hasImage(pdf)).toBe(true);
    expect((await pdfPages(pdf))[0]!.text).toContain('Relatório de due diligence');
    const docx = await renderer.render({ ...document, sections: [] }, 'DOCX', CODE);
    const { parts } = await docxText(docx);
    expect([...parts.keys()].some((name) => /^word\/media\/.+\.png$/.test(name))).toBe(true);
  });

  it('leaves out a logo that is a URL or not an image, and never fetches it', async () => {
    for (const logo of [
      serverUrl,
      `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
      '/etc/passwd',
    ]) {
      const document = { ...reportFixture(logo), sections: [] };
      const pdf = await renderer.render(document, 'PDF', CODE);
      expect(hasImage(pdf)).toBe(false);
      const { parts } = await docxText(await renderer.render(document, 'DOCX', CODE));
      expect([...parts.keys()].some((name) => name.startsWith('word/media/'))).toBe(false);
    }
    expect(requests).toBe(0);
  });

  it('opens no file while drawing a PDF: the logo reaches pdfkit as bytes, fonts are read once', async () => {
    await renderPdf(small(), CODE); // the modules and Roboto's bytes loaded
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const opened = [
      vi.spyOn(fs, 'readFileSync'),
      vi.spyOn(fs, 'openSync'),
      vi.spyOn(fs, 'existsSync'),
      vi.spyOn(fs, 'createReadStream'),
    ];
    try {
      for (const logo of [
        `data:image/png;base64,${png.toString('base64')}`,
        '/etc/hostname',
        serverUrl,
      ]) {
        const pdf = await renderPdf({ ...reportFixture(logo), sections: small().sections }, CODE);
        expect(hasImage(pdf)).toBe(logo.startsWith('data:'));
      }
      for (const spy of opened) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of opened) spy.mockRestore();
    }
    expect(requests).toBe(0);
  });
});

describe('rows across pages', () => {
  it('draws a row taller than a page over several pages, the header on each, inside the margins', async () => {
    const tall: ReportDocument = {
      ...small(),
      sections: [
        {
          key: 'BLOCO',
          title: 'Linha alta',
          blocks: [
            {
              type: 'table',
              columns: [{ header: 'Coluna curta' }, { header: 'Coluna longa', weight: 3 }],
              rows: [
                [{ text: 'primeira' }, { text: LONG_PARAGRAPH }],
                [{ text: 'segunda' }, { text: 'depois da linha alta' }],
              ],
            },
          ],
        },
      ],
    };
    const pages = await pdfPages(await renderPdf(tall, CODE));
    const body = pages.slice(1);
    expect(body.length).toBeGreaterThanOrEqual(3);
    for (const page of body) {
      expect(page.text.replace(/\s+/g, '')).toContain('ColunacurtaColunalonga');
      expect(page.textRight).toBeLessThanOrEqual(page.width - 50 + 0.5);
    }
    const text = body
      .map((page) => page.text)
      .join(' ')
      .replace(/\s+/g, ' ');
    const words = LONG_PARAGRAPH.split(' ');
    let from = 0;
    for (const word of [...words, 'segunda', 'depois']) {
      from = text.indexOf(word, from);
      expect(from, word).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('a large report (bench fixture: 50 entities, 1,000 documents, 500 lawsuits)', () => {
  it('renders in both formats', async () => {
    const document = largeReportDocument();
    const pages = await pdfPages(await renderer.render(document, 'PDF', CODE));
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.at(-1)!.text).toContain(`Página ${pages.length} de ${pages.length}`);
    const { body } = await docxText(await renderer.render(document, 'DOCX', CODE));
    expect(body).toContain('52. Anexo: arquivos e SHA-256');
  }, 180_000);
});
