// The OCR's thread (ocr.ts starts it): Tesseract (tesseract.js-core, WebAssembly) with the
// Portuguese model of @tesseract.js-data/por, both read from node_modules — this thread has no
// fetch and writes no file (the engine's files live in its in-memory file system). Plain
// JavaScript, like the PDF reader's thread. One request at a time:
// { id, pages: [{ width, height, data }] } (8-bit grey pixels) → { id, ok, pages: [{ text, confidence }] }.
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { gunzipSync } from 'node:zlib';

// Nothing here reaches the network: the engine's loader would fetch only in a browser, and the
// means to do so are taken away before it loads.
delete globalThis.fetch;
delete globalThis.XMLHttpRequest;

if (process.platform === 'linux') {
  try {
    os.setPriority(5);
  } catch {
    // Not allowed here: the thread runs at the process's priority.
  }
}

const require = createRequire(import.meta.url);
/** The engine (SIMD, LSTM only: Node 20 has WebAssembly SIMD) and the model, as installed. */
const ENGINE_FILE = require.resolve('tesseract.js-core/tesseract-core-simd-lstm.js');
const MODEL_FILE = require.resolve('@tesseract.js-data/por/4.0.0_best_int/por.traineddata.gz');
const LSTM_ONLY = 1;
/** Fully automatic page segmentation (columns, blocks, lines), no orientation detection. */
const PAGE_SEGMENTATION_AUTO = '3';

const core = await require(ENGINE_FILE)({ print() {}, printErr() {} });
core.FS.writeFile('/por.traineddata', gunzipSync(readFileSync(MODEL_FILE)));
const api = new core.TessBaseAPI();
if (api.Init('/', 'por', LSTM_ONLY) !== 0)
  throw new Error('Tesseract não iniciou com o modelo por.');
api.SetVariable('tessedit_pageseg_mode', PAGE_SEGMENTATION_AUTO);
// Dots per inch are unknown for raw pixels: the pages are made at about 200–300 dpi.
api.SetVariable('user_defined_dpi', '250');

/** The text of an image file Leptonica reads (PNG, or a portable graymap), and its confidence. */
function recogniseFile(file) {
  core.FS.writeFile('/input', file);
  try {
    if (api.SetImageFile(1, 0) === 1) throw new Error('imagem ilegível');
    api.Recognize(null);
    return { text: api.GetUTF8Text(), confidence: api.MeanTextConf() };
  } finally {
    api.Clear();
    core.FS.unlink('/input');
  }
}

/** A page's text and Tesseract's mean word confidence (0–100). */
function recognise({ width, height, data }) {
  // Portable graymap: a header and the pixels, which Leptonica reads without a codec.
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const file = new Uint8Array(header.length + data.length);
  file.set(header);
  file.set(data, header.length);
  return recogniseFile(file);
}

// Two printed lines read once now: the engine's hot code is compiled to its fast tier before the
// first document (its first page takes a second or two less), at the cost of half a second here.
recogniseFile(readFileSync(new URL('./ocr-warm-up.png', import.meta.url)));

parentPort.on('message', (request) => {
  let answer;
  try {
    answer = { ok: true, pages: request.pages.map(recognise) };
  } catch {
    answer = { ok: false };
  }
  parentPort.postMessage({ id: request.id, ...answer });
});
parentPort.postMessage({ ready: true });
