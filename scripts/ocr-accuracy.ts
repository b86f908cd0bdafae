/**
 * The OCR's accuracy on the wording corpus (`npx tsx scripts/ocr-accuracy.ts`): every certidão of
 * `apps/api/src/modules/documents/reading/wordings/` drawn as a scan (apps/api/src/testing/scans.ts)
 * three ways — a clean 200-dpi PNG, a JPEG photo a little crooked and specked, and a 2-page PDF
 * without text (its lines split between two JPEG pages) — and read back through the reading's
 * own path (`textOfFile`: pdf.js draws the PDF's pages, libvips the images, Tesseract reads them,
 * misread digits undone) and rules (`proposeFromText`, no document type known). Prints, per way,
 * the fields read right (issue date, valid-until date, result, the entity's CNPJ) and the time of
 * each file (the first one includes starting the threads). `OCR_ONLY=<file>` reads one wording.
 */
import { textOfFile } from '../apps/api/src/modules/documents/reading/file-text.ts';
import { normaliseText } from '../apps/api/src/modules/documents/reading/normalise.ts';
import { createOcrReader } from '../apps/api/src/modules/documents/reading/ocr.ts';
import { createPdfTextExtractor } from '../apps/api/src/modules/documents/reading/pdf-text.ts';
import { proposeFromText } from '../apps/api/src/modules/documents/reading/propose.ts';
import { scannedPdf, scanOf } from '../apps/api/src/testing/scans.ts';
import { wordingCorpus, type Wording } from '../apps/api/src/testing/wordings.ts';

const FIELDS = ['issuedAt', 'validUntil', 'result', 'cnpj'] as const;

const WAYS = {
  'PNG (1 página, 200 dpi)': async (text: string) => ({
    mime: 'image/png',
    data: scanOf(text),
  }),
  'JPEG (1 página, torta 0,7°, com manchas)': async (text: string) => ({
    mime: 'image/jpeg',
    data: scanOf(text, { format: 'jpeg', tilt: 0.7, specks: true }),
  }),
  'PDF sem texto (2 páginas JPEG)': async (text: string) => {
    const lines = text.trim().split('\n');
    const half = Math.ceil(lines.length / 2);
    return {
      mime: 'application/pdf',
      data: await scannedPdf([
        scanOf(lines.slice(0, half).join('\n'), { format: 'jpeg' }),
        scanOf(lines.slice(half).join('\n'), { format: 'jpeg', tilt: -0.5 }),
      ]),
    };
  },
};

function expectedOf({ expected }: Wording) {
  return {
    issuedAt: expected['emissão'] ?? null,
    validUntil: expected['validade'] || null,
    result: expected['resultado'] ?? null,
    cnpj: expected.cnpj ?? null,
  };
}

const readers = { extractor: createPdfTextExtractor(), ocr: createOcrReader() };
const corpus = wordingCorpus().filter(
  (w) => !process.env.OCR_ONLY || w.file === process.env.OCR_ONLY,
);
try {
  for (const [way, make] of Object.entries(WAYS)) {
    let right = 0;
    let total = 0;
    const times: number[] = [];
    const confidences: number[] = [];
    const misses: string[] = [];
    for (const wording of corpus) {
      const file = await make(wording.text);
      const started = performance.now();
      const read = await textOfFile(readers, file.mime, new Uint8Array(file.data));
      if (!read) throw new Error(`${file.mime} não é lido`);
      times.push(Math.round(performance.now() - started));
      confidences.push(read.confidence ?? 0);
      const want = expectedOf(wording);
      const suggestion = proposeFromText(
        normaliseText(read.text),
        { entityDocument: want.cnpj ?? '', entityKind: 'PJ', documentTypeId: null, types: [] },
        read.text,
      );
      const got = {
        issuedAt: suggestion.issuedAt,
        validUntil: suggestion.validUntil,
        result: suggestion.result,
        cnpj: suggestion.identifiers.find((i) => i.matchesEntity)?.value ?? null,
      };
      for (const field of FIELDS) {
        total += 1;
        if (got[field] === want[field]) right += 1;
        else misses.push(`${wording.file} ${field}: ${got[field]} (esperado ${want[field]})`);
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${way}: ${right}/${total} campos certos; tempo por arquivo: primeiro ${times[0]} ms, ` +
        `mediana ${sorted[Math.floor(sorted.length / 2)]} ms, máximo ${sorted.at(-1)} ms; ` +
        `confiança ${Math.min(...confidences)}–${Math.max(...confidences)}%`,
    );
    for (const miss of misses) console.log(`  errado: ${miss}`);
  }
} finally {
  await readers.extractor.close();
  await readers.ocr.close();
}
