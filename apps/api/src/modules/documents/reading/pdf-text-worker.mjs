// The PDF text extractor's thread (pdf-text.ts starts it): plain JavaScript, so it loads the same
// under tsx, Vitest and `npm start` without a TypeScript loader. pdf.js's legacy build is the one
// that runs on Node 20. One request at a time: { id, data, maxPages, maxChars } → { id, ok, … }.
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

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

async function extract({ data, maxPages, maxChars }) {
  const task = pdfjs.getDocument({
    data,
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
    return { ok: true, pages, readPages, text: text.slice(0, maxChars) };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  } finally {
    await task.destroy();
  }
}

parentPort.on('message', async (request) => {
  const answer = await extract(request);
  parentPort.postMessage({ id: request.id, ...answer });
});
parentPort.postMessage({ ready: true });
