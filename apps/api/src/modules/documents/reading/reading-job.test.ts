import type { DocumentReading } from '@lince/contracts';
import { documentReadings, eq } from '@lince/db';
import { createEntity, randomCnpj } from '@lince/db/testing/index';
import { describe, expect, it } from 'vitest';
import { authHeaders, callAs, expiredAuthHeaders, json } from '../../../testing/helpers.ts';
import { certidaoPdf, imageOnlyPdf } from '../../../testing/pdfs.ts';
import { formatCnpj as fmt, readingTests } from '../../../testing/readings.ts';
import { createDocument, queueReading, storeDocumentFile } from '../../../testing/stored-files.ts';
import { multipartFile } from '../../../testing/uploads.ts';
import { createPdfTextExtractor, DEFAULT_PDF_LIMITS } from './pdf-text.ts';
import { documentReadingHandler, readingGivenUp } from './reading-handler.ts';

const { s, typeId, readingUrl, readPdf, foreignReading } = readingTests();

describe('the reading job', () => {
  it(
    'the reading answered is the newest that found something; a run again rewrites the same row',
    {
      timeout: 90_000,
    },
    async () => {
      const { doc, file, readingId } = await readPdf(
        await certidaoPdf('CERTIDÃO DE PROTESTOS NADA CONSTA'),
      );
      const answered = async () =>
        json<DocumentReading>(
          await callAs(s.t, s.analyst.session, 'GET', readingUrl(doc.id, doc.diligenceId)),
        );
      // A later scan of the back of the page finds nothing: the certidão's reading stays shown.
      const back = await storeDocumentFile(s.t.app, doc, await imageOnlyPdf(), {
        name: 'verso.pdf',
      });
      await queueReading(s.t.app, back);
      await s.t.app.deps.jobs.settle(60_000);
      expect(await answered()).toMatchObject({ fileId: file.id, state: 'PRONTA' });

      // A newer certidão that is read replaces it.
      const renewed = await storeDocumentFile(
        s.t.app,
        doc,
        await certidaoPdf('CERTIDÃO DE PROTESTOS NADA CONSTA — segunda via'),
        { name: 'segunda-via.pdf' },
      );
      await queueReading(s.t.app, renewed);
      await s.t.app.deps.jobs.settle(60_000);
      expect(await answered()).toMatchObject({ fileId: renewed.id, state: 'PRONTA' });

      const before = await s.t.db
        .select()
        .from(documentReadings)
        .where(eq(documentReadings.id, readingId));
      const handler = documentReadingHandler({
        db: s.t.db,
        storage: s.t.app.storage,
        extractor: s.extractor,
        ocr: s.ocr,
      });
      await handler({ readingId }, { id: 'again', queue: 'document-reading', lastAttempt: false });
      const after = await s.t.db
        .select()
        .from(documentReadings)
        .where(eq(documentReadings.documentId, doc.id));
      expect(after).toHaveLength(3);
      expect(after.find((r) => r.id === readingId)).toMatchObject({
        state: before[0]!.state,
        suggestion: before[0]!.suggestion,
        text: before[0]!.text,
      });
    },
  );

  it('storage down: retried (thrown), then FALHOU on the last attempt', async () => {
    const { readingId } = await readPdf(await certidaoPdf('CERTIDÃO DE PROTESTOS NADA CONSTA'));
    const broken = {
      ...s.t.app.storage,
      get: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const handler = documentReadingHandler({
      db: s.t.db,
      storage: broken,
      extractor: s.extractor,
      ocr: s.ocr,
    });
    const run = (lastAttempt: boolean) =>
      handler({ readingId }, { id: 'x', queue: 'document-reading', lastAttempt });
    await expect(run(false)).rejects.toThrow('ECONNREFUSED');
    await run(true);
    const [row] = await s.t.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.id, readingId));
    expect(row).toMatchObject({ state: 'FALHOU', suggestion: null });
    expect(row!.error).toContain('Envie o arquivo de novo');
  });

  it('a job given up while still PROCESSANDO (its process died) ends FALHOU; a finished one stays', async () => {
    const { readingId } = await readPdf(await certidaoPdf('CERTIDÃO DE PROTESTOS NADA CONSTA'));
    const rowOf = async () =>
      (await s.t.db.select().from(documentReadings).where(eq(documentReadings.id, readingId)))[0]!;
    const done = await rowOf();
    await readingGivenUp(s.t.db)({ readingId });
    expect(await rowOf()).toMatchObject({ state: done.state, text: done.text });
    await s.t.db
      .update(documentReadings)
      .set({ state: 'PROCESSANDO' })
      .where(eq(documentReadings.id, readingId));
    await readingGivenUp(s.t.db)({ readingId });
    const abandoned = await rowOf();
    expect(abandoned).toMatchObject({ state: 'FALHOU', suggestion: null, text: null });
    expect(abandoned.error).toContain('Envie o arquivo de novo');
  });
});

describe('a reading past its time limit', () => {
  it('is tried again while attempts remain (a busy machine), then FALHOU', async () => {
    const { readingId } = await readPdf(await certidaoPdf('CERTIDÃO DE PROTESTOS NADA CONSTA'));
    const hasty = createPdfTextExtractor({ ...DEFAULT_PDF_LIMITS, timeoutMs: 1 });
    try {
      const handler = documentReadingHandler({
        db: s.t.db,
        storage: s.t.app.storage,
        extractor: hasty,
        ocr: s.ocr,
      });
      const run = (lastAttempt: boolean) =>
        handler({ readingId }, { id: 'lento', queue: 'document-reading', lastAttempt });
      await expect(run(false)).rejects.toThrow('TIMEOUT');
      await run(true);
    } finally {
      await hasty.close();
    }
    const [row] = await s.t.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.id, readingId));
    expect(row).toMatchObject({ state: 'FALHOU', suggestion: null });
    expect(row!.error).toContain('passou de 60 segundos');
  });
});

describe('through the real upload', () => {
  it('a PDF uploaded into a document is read in the background: PROCESSANDO, then PRONTA', async () => {
    const entity = await createEntity(s.t.db, {
      companyId: s.companyId,
      diligenceId: s.diligenceId,
      document: randomCnpj(),
    });
    const created = await callAs(
      s.t,
      s.analyst.session,
      'POST',
      `/v1/diligences/${s.diligenceId}/entities/${entity.id}/documents`,
      { documentTypeId: typeId('CRF — Certificado de Regularidade do FGTS') },
    );
    expect(created.statusCode, created.body).toBe(201);
    const documentId = created.json()._id as string;
    const pdf = await certidaoPdf(
      'Certificado de Regularidade do FGTS - CRF',
      `Inscrição: ${fmt(entity.document)}`,
      'A EMPRESA ABAIXO IDENTIFICADA ENCONTRA-SE EM SITUAÇÃO REGULAR PERANTE O FGTS',
      'Validade: 05/11/2026 a 04/12/2026',
    );
    const { payload, headers } = multipartFile(pdf, {
      filename: 'CRF março.pdf',
      contentType: 'application/pdf',
    });
    const uploaded = await s.t.app.inject({
      method: 'POST',
      url: `/v1/diligences/${s.diligenceId}/documents/${documentId}/files`,
      headers: { ...authHeaders(s.analyst.session), ...headers },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await s.t.app.deps.jobs.settle();
    const reading = json<DocumentReading>(
      await callAs(s.t, s.analyst.session, 'GET', readingUrl(documentId)),
    );
    expect(reading).toMatchObject({
      state: 'PRONTA',
      fileId: uploaded.json().files[0]._id,
      suggestion: {
        documentTypeId: typeId('CRF — Certificado de Regularidade do FGTS'),
        issuedAt: '2026-11-05',
        validUntil: '2026-12-04',
        result: 'NEGATIVA',
        identifiers: [{ kind: 'CNPJ', value: entity.document, matchesEntity: true }],
      },
    });
  });
});

describe('who may ask', () => {
  it('no PDF, an unknown document, another company’s: 404 with the same body for the last two', async () => {
    const entity = await createEntity(s.t.db, {
      companyId: s.companyId,
      diligenceId: s.diligenceId,
    });
    const empty = await createDocument(s.t.app, {
      companyId: s.companyId,
      diligenceId: s.diligenceId,
      entityId: entity.id,
      documentTypeId: typeId('Outros'),
    });
    const noPdf = await callAs(s.t, s.analyst.session, 'GET', readingUrl(empty.id));
    expect(noPdf.statusCode).toBe(404);
    expect(noPdf.json().error.message).toBe('Este documento não tem PDF nem imagem para ler.');

    const { foreign, theirs } = await foreignReading(await certidaoPdf('Deles'));
    const unknown = await callAs(s.t, s.analyst.session, 'GET', readingUrl('nao-existe'));
    const inOurs = await callAs(s.t, s.analyst.session, 'GET', readingUrl(theirs.id));
    const inTheirs = await callAs(
      s.t,
      s.analyst.session,
      'GET',
      readingUrl(theirs.id, foreign.diligenceId),
    );
    for (const response of [unknown, inOurs, inTheirs]) expect(response.statusCode).toBe(404);
    expect(inOurs.json()).toEqual(unknown.json());
    expect(inTheirs.json().error.message).toMatch(/não encontrad/);
  });

  it('no session or an expired one: 401; a malformed id: 400', async () => {
    const url = readingUrl('qualquer');
    expect((await s.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const expired = await s.t.app.inject({
      method: 'GET',
      url,
      headers: await expiredAuthHeaders(s.analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
    const long = await callAs(s.t, s.analyst.session, 'GET', readingUrl('x'.repeat(65)));
    expect(long.statusCode).toBe(400);
  });
});
