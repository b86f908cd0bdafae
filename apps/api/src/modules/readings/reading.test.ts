import type { DocumentReading } from '@lince/contracts';
import { documentReadings, documentTypes, eq, sql } from '@lince/db';
import {
  createDiligence,
  createEntity,
  randomCnpj,
  withCnpjCheckDigits,
  withCpfCheckDigits,
} from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/uploads.ts';
import {
  authHeaders,
  callAs,
  companyWithAnalyst,
  createTestApp,
  expiredAuthHeaders,
  foreignDiligence,
  json,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import {
  certidaoPdf,
  corruptPdf,
  imageOnlyPdf,
  passwordPdf,
  zeroPagePdf,
} from '../../testing/pdfs.ts';
import { createDocument, queueReading, storeDocumentFile } from '../../testing/stored-files.ts';
import { createPdfTextExtractor, DEFAULT_PDF_LIMITS } from './pdf-text.ts';
import { documentReadingHandler } from './reading-handler.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;
let diligenceId: string;
const typeIds = new Map<string, string>();

const ENTITY_CNPJ = withCnpjCheckDigits('11222333' + '0001');
const ALPHA_CNPJ = withCnpjCheckDigits('12ABC34501DE');
const PERSON_CPF = withCpfCheckDigits('529982247');
const fmt = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyId, analyst } = await companyWithAnalyst(t));
  diligenceId = (await createDiligence(t.db, { companyId, ownerId: analyst.user.id })).id;
  for (const row of await t.db.select().from(documentTypes)) typeIds.set(row.name, row.id);
});
// The app's extractor belongs to its jobs plugin: the tests that call the handler bring their own.
const extractor = createPdfTextExtractor();
afterAll(async () => {
  await extractor.close();
  await t.close();
});

const typeId = (name: string) => typeIds.get(name)!;
const readingUrl = (documentId: string, diligence = diligenceId) =>
  `/v1/diligences/${diligence}/documents/${documentId}/reading`;

/** An entity, a document of it holding `pdf`, its reading run to the end; the endpoint's answer. */
async function readPdf(
  pdf: Buffer,
  { document = ENTITY_CNPJ, kind = 'PJ' as 'PJ' | 'PF', type = 'Outros' } = {},
) {
  // One diligence per entity: an entity's document is unique in its diligence.
  const diligence = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
  const entity = await createEntity(t.db, { companyId, diligenceId: diligence.id, document, kind });
  const doc = await createDocument(t.app, {
    companyId,
    diligenceId: diligence.id,
    entityId: entity.id,
    documentTypeId: typeId(type),
  });
  const file = await storeDocumentFile(t.app, doc, pdf);
  const readingId = await queueReading(t.app, file);
  await t.app.deps.jobs.settle();
  const response = await callAs(t, analyst.session, 'GET', readingUrl(doc.id, diligence.id));
  expect(response.statusCode, response.body).toBe(200);
  return { reading: json<DocumentReading>(response), doc, file, readingId, entity };
}

describe('reading uploaded PDFs', () => {
  it('a negative CNDT: type, dates, result and the entity’s CNPJ', async () => {
    const { reading, file } = await readPdf(
      await certidaoPdf(
        'PODER JUDICIÁRIO',
        'JUSTIÇA DO TRABALHO',
        'CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS',
        'Nome: ALVO PARTICIPAÇÕES S.A.',
        `CNPJ: ${fmt(ENTITY_CNPJ)}`,
        'Certidão nº: 12345678/2026',
        'Expedição: 05/11/2026, às 10:15:22',
        'Validade: 04/05/2027 - 180 (cento e oitenta) dias, contados da data de sua expedição.',
        'Certifica-se que ALVO PARTICIPAÇÕES S.A., inscrito(a) no CNPJ sob o nº',
        `${fmt(ENTITY_CNPJ)}, NÃO CONSTA como inadimplente no Banco Nacional de Devedores Trabalhistas.`,
      ),
    );
    expect(reading).toMatchObject({
      state: 'PRONTA',
      fileId: file.id,
      message: null,
      suggestion: {
        documentTypeId: typeId('CNDT — Certidão Negativa de Débitos Trabalhistas'),
        issuedAt: '2026-11-05',
        validUntil: '2027-05-04',
        result: 'NEGATIVA',
        identifiers: [{ kind: 'CNPJ', value: ENTITY_CNPJ, matchesEntity: true }],
      },
    });
    expect(reading.text).toContain('CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS\nNome:');
  });

  it('positive with negative effects split across lines; other CNPJs, alphanumeric included', async () => {
    const other = randomCnpj();
    const { reading } = await readPdf(
      await certidaoPdf(
        'MINISTÉRIO DA FAZENDA',
        'CERTIDÃO POSITIVA COM EFEITOS DE',
        'NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO',
        `Nome: ALVO   CNPJ: ${fmt(ALPHA_CNPJ)}`,
        `Filial incorporada: ${other}`,
        'Emitida às 10:05:12 do dia 05/11/2026 <hora e data de Brasília>.',
        'Válida até 04/05/2027.',
      ),
      { document: ALPHA_CNPJ },
    );
    expect(reading.suggestion).toEqual({
      documentTypeId: typeId('CND de Débitos Federais e Dívida Ativa da União'),
      issuedAt: '2026-11-05',
      validUntil: '2027-05-04',
      result: 'POSITIVA_COM_EFEITOS_DE_NEGATIVA',
      identifiers: [
        { kind: 'CNPJ', value: ALPHA_CNPJ, matchesEntity: true },
        { kind: 'CNPJ', value: other, matchesEntity: false },
      ],
    });
  });

  it('a positive protest certidão titled "negativa" for a person: CPF matched, a stranger’s not', async () => {
    const stranger = withCpfCheckDigits('111444777');
    const { reading } = await readPdf(
      await certidaoPdf(
        '1º TABELIÃO DE PROTESTO DE LETRAS E TÍTULOS',
        'CERTIDÃO NEGATIVA DE PROTESTO',
        `Certificamos que em nome de MARIA SÓCIA, CPF ${PERSON_CPF}, CONSTAM os seguintes`,
        `protestos, apresentados por JOÃO CREDOR, CPF 111.444.777-35:`,
        'São Paulo, 5 de novembro de 2026.',
      ),
      { document: PERSON_CPF, kind: 'PF' },
    );
    expect(stranger).toBe('11144477735');
    expect(reading.suggestion).toEqual({
      documentTypeId: typeId('Certidão de Protestos'),
      issuedAt: '2026-11-05',
      // The type's usual validity (30 days).
      validUntil: '2026-12-05',
      result: 'POSITIVA',
      identifiers: [
        { kind: 'CPF', value: PERSON_CPF, matchesEntity: true },
        { kind: 'CPF', value: stranger, matchesEntity: false },
      ],
    });
  });

  it.each([
    ['Emitida em 05/11/2026', 'Válida até 04/12/2026', ['2026-11-05', '2026-12-04']],
    ['Data de emissão: 05/11/2026', 'Validade: 04/12/2026', ['2026-11-05', '2026-12-04']],
    [
      'Emitida às 09:30 do dia 05/11/2026',
      'Validade: 05/11/2026 a 04/12/2026',
      ['2026-11-05', '2026-12-04'],
    ],
    ['Campinas, 5 de novembro de 2026.', 'Nada mais.', ['2026-11-05', '2026-12-05']],
  ])('dates: "%s" / "%s"', async (issued, valid, [issuedAt, validUntil]) => {
    const { reading } = await readPdf(
      await certidaoPdf('CERTIDÃO DE PROTESTOS', 'NADA CONSTA em nome da empresa.', issued, valid),
    );
    expect(reading.suggestion).toMatchObject({ issuedAt, validUntil, result: 'NEGATIVA' });
  });

  it('a scanned page: SEM_TEXTO, with the message the screen shows', async () => {
    const { reading } = await readPdf(await imageOnlyPdf());
    expect(reading).toMatchObject({
      state: 'SEM_TEXTO',
      suggestion: null,
      text: null,
      message: 'Sem texto extraível (documento digitalizado)',
    });
  });

  it.each([
    ['corrupt', corruptPdf, 'corrompido'],
    ['with no page', zeroPagePdf, 'não tem páginas'],
    ['locked by a password', passwordPdf, 'protegido por senha'],
  ])('a PDF %s: FALHOU at once, no retry', async (_, make, words) => {
    const { reading, readingId } = await readPdf(await make());
    expect(reading).toMatchObject({ state: 'FALHOU', suggestion: null });
    expect(reading.message).toContain(words);
    const jobs = (await t.db.execute(
      sql`select state, retry_count from pgboss.job where data->>'readingId' = ${readingId}`,
    )) as unknown as { rows: { state: string; retry_count: number }[] };
    expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it('the latest PDF’s reading is the one answered; a run again rewrites the same row', async () => {
    const { doc, readingId } = await readPdf(
      await certidaoPdf('CERTIDÃO DE PROTESTOS NADA CONSTA'),
    );
    const later = await storeDocumentFile(t.app, doc, await imageOnlyPdf(), { name: 'verso.pdf' });
    await queueReading(t.app, later);
    await t.app.deps.jobs.settle();
    const latest = json<DocumentReading>(
      await callAs(t, analyst.session, 'GET', readingUrl(doc.id, doc.diligenceId)),
    );
    expect(latest).toMatchObject({ fileId: later.id, state: 'SEM_TEXTO' });

    const before = await t.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.id, readingId));
    const handler = documentReadingHandler({
      db: t.db,
      storage: t.app.storage,
      extractor,
    });
    await handler({ readingId }, { id: 'again', queue: 'document-reading', lastAttempt: false });
    const after = await t.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.documentId, doc.id));
    expect(after).toHaveLength(2);
    expect(after.find((r) => r.id === readingId)).toMatchObject({
      state: before[0]!.state,
      suggestion: before[0]!.suggestion,
      text: before[0]!.text,
    });
  });

  it('storage down: retried (thrown), then FALHOU on the last attempt', async () => {
    const { readingId } = await readPdf(await certidaoPdf('CERTIDÃO DE PROTESTOS NADA CONSTA'));
    const broken = {
      ...t.app.storage,
      get: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const handler = documentReadingHandler({ db: t.db, storage: broken, extractor });
    const run = (lastAttempt: boolean) =>
      handler({ readingId }, { id: 'x', queue: 'document-reading', lastAttempt });
    await expect(run(false)).rejects.toThrow('ECONNREFUSED');
    await run(true);
    const [row] = await t.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.id, readingId));
    expect(row).toMatchObject({ state: 'FALHOU', suggestion: null });
    expect(row!.error).toContain('Envie o arquivo de novo');
  });
});

describe('a reading past its time limit', () => {
  it('is tried again while attempts remain (a busy machine), then FALHOU', async () => {
    const { readingId } = await readPdf(await certidaoPdf('CERTIDÃO DE PROTESTOS NADA CONSTA'));
    const hasty = createPdfTextExtractor({ ...DEFAULT_PDF_LIMITS, timeoutMs: 1 });
    try {
      const handler = documentReadingHandler({
        db: t.db,
        storage: t.app.storage,
        extractor: hasty,
      });
      const run = (lastAttempt: boolean) =>
        handler({ readingId }, { id: 'lento', queue: 'document-reading', lastAttempt });
      await expect(run(false)).rejects.toThrow('TIMEOUT');
      await run(true);
    } finally {
      await hasty.close();
    }
    const [row] = await t.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.id, readingId));
    expect(row).toMatchObject({ state: 'FALHOU', suggestion: null });
    expect(row!.error).toContain('passou de 60 segundos');
  });
});

describe('through the real upload', () => {
  it('a PDF uploaded into a document is read in the background: PROCESSANDO, then PRONTA', async () => {
    const entity = await createEntity(t.db, { companyId, diligenceId, document: randomCnpj() });
    const created = await callAs(
      t,
      analyst.session,
      'POST',
      `/v1/diligences/${diligenceId}/entities/${entity.id}/documents`,
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
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/v1/diligences/${diligenceId}/documents/${documentId}/files`,
      headers: { ...authHeaders(analyst.session), ...headers },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await t.app.deps.jobs.settle();
    const reading = json<DocumentReading>(
      await callAs(t, analyst.session, 'GET', readingUrl(documentId)),
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
    const entity = await createEntity(t.db, { companyId, diligenceId });
    const empty = await createDocument(t.app, {
      companyId,
      diligenceId,
      entityId: entity.id,
      documentTypeId: typeId('Outros'),
    });
    const noPdf = await callAs(t, analyst.session, 'GET', readingUrl(empty.id));
    expect(noPdf.statusCode).toBe(404);
    expect(noPdf.json().error.message).toBe('Este documento não tem PDF para ler.');

    const foreign = await foreignDiligence(t);
    const foreignEntity = await createEntity(t.db, {
      companyId: foreign.companyId,
      diligenceId: foreign.diligenceId,
    });
    const theirs = await createDocument(t.app, {
      companyId: foreign.companyId,
      diligenceId: foreign.diligenceId,
      entityId: foreignEntity.id,
      documentTypeId: typeId('Outros'),
    });
    await queueReading(t.app, await storeDocumentFile(t.app, theirs, await certidaoPdf('Deles')));
    const unknown = await callAs(t, analyst.session, 'GET', readingUrl('nao-existe'));
    const inOurs = await callAs(t, analyst.session, 'GET', readingUrl(theirs.id));
    const inTheirs = await callAs(
      t,
      analyst.session,
      'GET',
      readingUrl(theirs.id, foreign.diligenceId),
    );
    for (const response of [unknown, inOurs, inTheirs]) expect(response.statusCode).toBe(404);
    expect(inOurs.json()).toEqual(unknown.json());
    expect(inTheirs.json().error.message).toMatch(/não encontrad/);
  });

  it('no session or an expired one: 401; a malformed id: 400', async () => {
    const url = readingUrl('qualquer');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'GET',
      url,
      headers: await expiredAuthHeaders(analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
    const long = await callAs(t, analyst.session, 'GET', readingUrl('x'.repeat(65)));
    expect(long.statusCode).toBe(400);
  });
});
