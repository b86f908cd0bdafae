import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  certidaoPdf,
  corruptPdf,
  imageOnlyPdf,
  passwordPdf,
  textPdf,
  zeroPagePdf,
} from '../../../testing/pdfs.ts';
import { createPdfTextExtractor, DEFAULT_PDF_LIMITS, PdfReadError } from './pdf-text.ts';

const extractor = createPdfTextExtractor();
afterAll(() => extractor.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof PdfReadError ? error.reason : String(error)),
  );

describe('PDF text in a worker thread', () => {
  it('reads every page, lines broken where the PDF breaks them, accents intact', async () => {
    const pdf = await textPdf([
      ['CERTIDÃO POSITIVA COM EFEITOS DE', 'NEGATIVA'],
      ['Página dois: ação, órgão, União'],
    ]);
    const read = await extractor.extract(pdf);
    expect(read).toMatchObject({ pages: 2, readPages: 2 });
    expect(read.text).toContain('CERTIDÃO POSITIVA COM EFEITOS DE\nNEGATIVA');
    expect(read.text).toContain('Página dois: ação, órgão, União');
  });

  it('the same thread serves one file after another, several asked at once', async () => {
    const pdfs = await Promise.all(['um', 'dois', 'três'].map((w) => certidaoPdf(`Arquivo ${w}`)));
    const texts = await Promise.all(pdfs.map((pdf) => extractor.extract(pdf)));
    expect(texts.map((t) => t.text.trim())).toEqual(['Arquivo um', 'Arquivo dois', 'Arquivo três']);
  });

  it('a scanned page has no text; an empty, corrupt or locked PDF is a final failure', async () => {
    expect((await extractor.extract(await imageOnlyPdf())).text.trim()).toBe('');
    expect(await failure(extractor.extract(await zeroPagePdf()))).toBe('NO_PAGES');
    expect(await failure(extractor.extract(corruptPdf()))).toBe('CORRUPT');
    const truncated = (await textPdf([['Texto cortado']])).subarray(0, 200);
    expect(await failure(extractor.extract(truncated))).toBe('CORRUPT');
    expect(await failure(extractor.extract(await passwordPdf()))).toBe('ENCRYPTED');
    // Still serving.
    expect((await extractor.extract(await certidaoPdf('Depois'))).text.trim()).toBe('Depois');
  });

  it('stops at the page limit and the character limit', async () => {
    const small = createPdfTextExtractor({ ...DEFAULT_PDF_LIMITS, maxPages: 2, maxChars: 1000 });
    try {
      const pdf = await textPdf(Array.from({ length: 5 }, (_, i) => [`Página ${i + 1}`]));
      expect(await small.extract(pdf)).toMatchObject({ pages: 5, readPages: 2 });
      const long = await textPdf([Array.from({ length: 40 }, () => 'x'.repeat(60))]);
      expect((await small.extract(long)).text).toHaveLength(1000);
    } finally {
      await small.close();
    }
  });

  it('a file past the time limit costs its thread, replaced for the next', async () => {
    const hasty = createPdfTextExtractor({ ...DEFAULT_PDF_LIMITS, timeoutMs: 1 });
    try {
      const pdf = await textPdf(Array.from({ length: 30 }, () => ['Texto longo']));
      expect(await failure(hasty.extract(pdf))).toBe('TIMEOUT');
    } finally {
      await hasty.close();
    }
    expect((await extractor.extract(await certidaoPdf('Ainda lê'))).text.trim()).toBe('Ainda lê');
  });
});

describe('the worker file loads outside Vitest', () => {
  it('under tsx (npm run dev, npm start): a Node process with the tsx loader reads a PDF', async () => {
    const script = `
      const { createPdfTextExtractor } = await import('./pdf-text.ts');
      const { certidaoPdf } = await import('../../../testing/pdfs.ts');
      const extractor = createPdfTextExtractor();
      const { text } = await extractor.extract(await certidaoPdf('Lida fora do Vitest'));
      await extractor.close();
      process.stdout.write(text.trim());
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: fileURLToPath(new URL('.', import.meta.url)), timeout: 60_000 },
    );
    expect(stdout).toBe('Lida fora do Vitest');
  });
});
