// The PDF text extractor's thread (pdf-text.ts starts it): plain JavaScript, so it loads the same
// under tsx, Vitest and `npm start` without a TypeScript loader. pdf.js's legacy build is the one
// that runs on Node 20. One request at a time: { id, data, maxPages, maxChars, scan } → { id, ok, … }.
// A PDF without text (a scan) has its first `scan.pages` pages drawn (@napi-rs/canvas, the canvas
// pdf.js uses on Node) into grey images for the OCR, handed back with the answer.
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';

// Reading a PDF may wait; the requests of the main thread may not. On Linux the nice value is per
// thread: this lowers only this one (elsewhere, where it may apply to the process, it is skipped).
if (process.platform === 'linux') {
  try {
    os.setPriority(5);
  } catch {
    // Not allowed here: the thread runs at the process's priority.
  }
}

// pdf.js's own worker code runs in this thread too ("fake worker"): loaded now, with the library,
// so that the first PDF does not wait for it.
const [pdfjs, pdfjsWorker] = await Promise.all([
  import('pdfjs-dist/legacy/build/pdf.mjs'),
  import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
]);
globalThis.pdfjsWorker = pdfjsWorker;
// Widths of the 14 standard fonts, for PDFs that use them without embedding them (a path: pdf.js
// reads it with fs on Node).
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Why a PDF cannot be read, from pdf.js's exception names. */
function failureOf(error) {
  const name = error && typeof error === 'object' ? error.name : '';
  if (name === 'PasswordException') return 'ENCRYPTED';
  return 'CORRUPT';
}

/** Pixels of one image inside a PDF past which pdf.js skips it (a decompression bomb). */
const MAX_IMAGE_PIXELS = 50_000_000;
/** A scan is drawn at 300 dpi unless its long side would pass `maxSide` pixels. */
const SCAN_DPI = 300;

/** The page drawn white-backed within `maxSide` pixels, as 8-bit grey pixels. */
async function scanOf(page, maxSide) {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(SCAN_DPI / 72, maxSide / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < grey.length; i += 1, j += 4)
    grey[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
  return { width, height, data: grey };
}

/** Letters and digits: too few means no text layer (the reading's own rule counts the same). */
const meaningfulChars = (text) => text.replace(/[^\p{L}\p{N}]/gu, '').length;

async function extract({ data, maxPages, maxChars, scan }) {
  const task = pdfjs.getDocument({
    data,
    maxImageSize: MAX_IMAGE_PIXELS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    standardFontDataUrl,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages = doc.numPages;
    if (pages === 0) return { ok: false, reason: 'NO_PAGES' };
    let text = '';
    let readPages = 0;
    for (let n = 1; n <= Math.min(pages, maxPages) && text.length < maxChars; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      text += '\n';
      readPages = n;
      page.cleanup();
    }
    const scans = [];
    if (meaningfulChars(text) < scan.minChars)
      for (let n = 1; n <= Math.min(pages, scan.pages); n += 1) {
        const page = await doc.getPage(n);
        scans.push(await scanOf(page, scan.maxSide));
        page.cleanup();
      }
    return { ok: true, pages, readPages, text: text.slice(0, maxChars), scans };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  } finally {
    await task.destroy();
  }
}

parentPort.on('message', async (request) => {
  const answer = await extract(request);
  parentPort.postMessage(
    { id: request.id, ...answer },
    (answer.scans ?? []).map((scan) => scan.data.buffer),
  );
});
parentPort.postMessage({ ready: true });
