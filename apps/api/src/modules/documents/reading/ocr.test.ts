import type { DocumentReading } from '@lince/contracts';
import { createDiligence, createEntity } from '@lince/db/testing/index';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeaders, callAs, json } from '../../../testing/helpers.ts';
import { jpegOf, withPngSize } from '../../../testing/images.ts';
import { readingTests } from '../../../testing/readings.ts';
import { scannedPdf, scanOf } from '../../../testing/scans.ts';
import { createDocument } from '../../../testing/stored-files.ts';
import { multipartFile } from '../../../testing/uploads.ts';
import { readWording } from '../../../testing/wordings.ts';
import { createOcrReader, DEFAULT_OCR_LIMITS, OcrError } from './ocr.ts';

const { s, typeId, readingUrl, readPdf } = readingTests();

/** OCR of a few pages on a busy 2-core machine: seconds each. */
const OCR_TEST_MS = 90_000;

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' } as const;

/**
 * Uploads `file` into a new document (of `type`) of an entity whose CNPJ is `cnpj`, through the
 * upload route, lets the reading job run, and answers the reading and how long it took from the
 * upload to PRONTA.
 */
async function uploadAndRead(
  file: Buffer,
  kind: keyof typeof CONTENT_TYPES,
  cnpj: string,
  type: string,
) {
  const diligence = await createDiligence(s.t.db, {
    companyId: s.companyId,
    ownerId: s.analyst.user.id,
  });
  const entity = await createEntity(s.t.db, {
    companyId: s.companyId,
    diligenceId: diligence.id,
    document: cnpj,
  });
  const doc = await createDocument(s.t.app, {
    companyId: s.companyId,
    diligenceId: diligence.id,
    entityId: entity.id,
    documentTypeId: typeId(type),
    status: 'PENDENTE',
  });
  const { payload, headers } = multipartFile(file, {
    filename: `certidão digitalizada.${kind === 'jpeg' ? 'jpg' : kind}`,
    contentType: CONTENT_TYPES[kind],
  });
  const started = performance.now();
  const uploaded = await s.t.app.inject({
    method: 'POST',
    url: `/v1/diligences/${diligence.id}/documents/${doc.id}/files`,
    headers: { ...authHeaders(s.analyst.session), ...headers },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  await s.t.app.deps.jobs.settle(OCR_TEST_MS);
  const ms = Math.round(performance.now() - started);
  const reading = json<DocumentReading>(
    await callAs(s.t, s.analyst.session, 'GET', readingUrl(doc.id, diligence.id)),
  );
  return { reading, ms };
}

/** The fields of a wording as a reading proposes them. */
const expectedOf = (expected: Record<string, string>) => ({
  issuedAt: expected['emissão'],
  validUntil: expected['validade'] || null,
  result: expected['resultado'],
  ownCnpj: expected.cnpj,
});
const fieldsOf = (reading: DocumentReading) => ({
  issuedAt: reading.suggestion?.issuedAt,
  validUntil: reading.suggestion?.validUntil,
  result: reading.suggestion?.result,
  ownCnpj: reading.suggestion?.identifiers.find((i) => i.matchesEntity)?.value ?? null,
});

/**
 * The wording `file` drawn by `scan`, uploaded as `kind` into a document of `type`, read: PRONTA,
 * by OCR, with the wording's dates, result and CNPJ and the type. Logs the time it took.
 */
async function scanReadsBack(
  file: string,
  kind: keyof typeof CONTENT_TYPES,
  type: string,
  scan: (text: string) => Buffer | Promise<Buffer>,
) {
  const { expected, text } = readWording(file);
  const { reading, ms } = await uploadAndRead(await scan(text), kind, expected.cnpj!, type);
  console.info(`OCR: ${file} (${kind}) lido em ${ms} ms`);
  expect(reading.state, reading.message ?? '').toBe('PRONTA');
  expect(fieldsOf(reading)).toEqual(expectedOf(expected));
  expect(reading.suggestion).toMatchObject({ documentTypeId: typeId(type), origin: 'OCR' });
  return reading;
}

describe('a scanned certidão, uploaded, is read by OCR with the same rules as text', () => {
  it(
    'a PNG scan (200 dpi): dates, result and CNPJ; the proposal says OCR and its confidence',
    async () => {
      const reading = await scanReadsBack(
        'federal-cnd-negativa.txt',
        'png',
        'CND de Débitos Federais e Dívida Ativa da União',
        (text) => scanOf(text),
      );
      expect(reading.suggestion!.ocrConfidence).toBeGreaterThanOrEqual(80);
      expect(reading.message).toBeNull();
      expect(reading.text).toContain('Válida até 08/02/2027');
    },
    OCR_TEST_MS,
  );

  it(
    'a JPEG photo, a little crooked and specked: a positive CNDT',
    async () => {
      await scanReadsBack(
        'cndt-positiva.txt',
        'jpeg',
        'CNDT — Certidão Negativa de Débitos Trabalhistas',
        (text) => scanOf(text, { format: 'jpeg', tilt: 0.7, specks: true }),
      );
    },
    OCR_TEST_MS,
  );

  it(
    'a 2-page PDF without text (a JPEG per page): the dates on page 2 are read too',
    async () => {
      const reading = await scanReadsBack(
        'fgts-crf-regular.txt',
        'pdf',
        'CRF — Certificado de Regularidade do FGTS',
        (text) => {
          const lines = text.trim().split('\n');
          return scannedPdf([
            scanOf(lines.slice(0, 8).join('\n'), { format: 'jpeg' }),
            scanOf(lines.slice(8).join('\n'), { format: 'jpeg', tilt: -0.5 }),
          ]);
        },
      );
      expect(reading.message).toBeNull();
    },
    OCR_TEST_MS,
  );

  it('a text PDF still says it was read from its text', async () => {
    const { expected, text } = readWording('estadual-positiva-efeitos-virgula.txt');
    const { textPdf } = await import('../../../testing/pdfs.ts');
    const { reading } = await readPdf(await textPdf([text.trim().split('\n')]), {
      document: expected.cnpj!,
    });
    expect(reading.suggestion).toMatchObject({ origin: 'TEXTO', result: expected['resultado'] });
    expect(reading.suggestion).not.toHaveProperty('ocrConfidence');
  });
});

describe('images the OCR does not read', () => {
  it('past 50 megapixels (by its header): FALHOU at once, nothing decoded', async () => {
    const { reading } = await readPdf(withPngSize(scanOf('x'), 9000, 6000));
    expect(reading).toMatchObject({ state: 'FALHOU', suggestion: null });
    expect(reading.message).toContain('50 megapixels');
  });

  it('a JPEG cut short: FALHOU, corrupt', async () => {
    const jpeg = await jpegOf(300, 200);
    const { reading } = await readPdf(jpeg.subarray(0, 400));
    expect(reading).toMatchObject({ state: 'FALHOU', suggestion: null });
    expect(reading.message).toContain('corrompido');
  });
});

describe('the OCR thread', () => {
  it('reads the engine and the Portuguese model from node_modules (nothing fetched)', () => {
    const require = createRequire(import.meta.url);
    for (const file of [
      require.resolve('tesseract.js-core/tesseract-core-simd-lstm.wasm'),
      require.resolve('@tesseract.js-data/por/4.0.0_best_int/por.traineddata.gz'),
    ]) {
      expect(file.split(path.sep)).toContain('node_modules');
      expect(existsSync(file)).toBe(true);
    }
  });

  it('a read past its time limit is TIMEOUT (the thread is replaced)', async () => {
    const hasty = createOcrReader({ ...DEFAULT_OCR_LIMITS, timeoutMs: 1 });
    try {
      const page = { width: 100, height: 100, data: new Uint8Array(100 * 100).fill(255) };
      const error = await hasty.read([page]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OcrError);
      expect((error as OcrError).reason).toBe('TIMEOUT');
    } finally {
      await hasty.close();
    }
  });
});
