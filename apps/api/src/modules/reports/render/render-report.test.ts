import type { ReportDocument } from '@lince/contracts/report-document';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeReportDocument } from './bench-fixture.ts';
import { renderPdf } from './pdf-report.ts';
import { pdfDefinition } from './pdf-report.ts';
import {
  createReportRenderer,
  renderReport,
  reportRenderer,
  ReportRenderError,
  type ReportRenderer,
} from './render-report.ts';
import { docxText, pdfPages } from './report-text.ts';
import { reportFixture } from './report-fixture.ts';
import pdfmake from 'pdfmake';

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

  it('refuses URLs and local files in pdfmake itself (its policies), whatever reaches it', async () => {
    const definition = pdfDefinition(small(), CODE);
    await expect(
      pdfmake.createPdf({ ...definition, content: [{ image: serverUrl, width: 50 }] }).getBuffer(),
    ).rejects.toThrow(/denied|policy/i);
    await expect(
      pdfmake
        .createPdf({ ...definition, content: [{ image: '/etc/hostname', width: 50 }] })
        .getBuffer(),
    ).rejects.toThrow(/denied|policy/i);
    expect(requests).toBe(0);
    expect((await renderPdf(small(), CODE)).length).toBeGreaterThan(0);
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
