import type { DocumentReading } from '@lince/contracts';
import { documentTypes } from '@lince/db';
import { createDiligence, createEntity, withCnpjCheckDigits } from '@lince/db/testing/index';
import { afterAll, beforeAll, expect } from 'vitest';
import { createOcrReader, type OcrReader } from '../modules/documents/reading/ocr.ts';
import {
  createPdfTextExtractor,
  type PdfTextExtractor,
} from '../modules/documents/reading/pdf-text.ts';
import {
  callAs,
  companyWithAnalyst,
  createTestApp,
  foreignDiligence,
  json,
  type LoggedInUser,
  type TestApp,
} from './helpers.ts';
import { createDocument, queueReading, storeDocumentFile } from './stored-files.ts';

/** The CNPJ of the entities `readPdf` makes unless told otherwise. */
export const ENTITY_CNPJ = withCnpjCheckDigits('11222333' + '0001');
export const formatCnpj = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/**
 * The setup of the reading tests (registers its own beforeAll/afterAll): an app, an analyst of a
 * company with a diligence, the catalogue's type ids, an extractor and an OCR of their own for
 * the tests that call the handler (the app's belongs to its jobs plugin), and `readPdf`.
 */
export function readingTests() {
  const s = {} as {
    t: TestApp;
    companyId: string;
    analyst: LoggedInUser;
    diligenceId: string;
    extractor: PdfTextExtractor;
    ocr: OcrReader;
  };
  const typeIds = new Map<string, string>();
  beforeAll(async () => {
    s.t = await createTestApp();
    ({ companyId: s.companyId, analyst: s.analyst } = await companyWithAnalyst(s.t));
    s.diligenceId = (
      await createDiligence(s.t.db, { companyId: s.companyId, ownerId: s.analyst.user.id })
    ).id;
    for (const row of await s.t.db.select().from(documentTypes)) typeIds.set(row.name, row.id);
    s.extractor = createPdfTextExtractor();
    s.ocr = createOcrReader();
  });
  afterAll(async () => {
    await s.extractor.close();
    await s.ocr.close();
    await s.t.close();
  });

  const typeId = (name: string) => typeIds.get(name)!;
  const readingUrl = (documentId: string, diligence = s.diligenceId) =>
    `/v1/diligences/${diligence}/documents/${documentId}/reading`;

  /** An entity, a document of it holding `pdf`, its reading run to the end; the endpoint's answer. */
  async function readPdf(
    pdf: Buffer,
    { document = ENTITY_CNPJ, kind = 'PJ' as 'PJ' | 'PF', type = 'Outros' } = {},
  ) {
    const { t, companyId, analyst } = s;
    // One diligence per entity: an entity's document is unique in its diligence.
    const diligence = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    const entity = await createEntity(t.db, {
      companyId,
      diligenceId: diligence.id,
      document,
      kind,
    });
    const doc = await createDocument(t.app, {
      companyId,
      diligenceId: diligence.id,
      entityId: entity.id,
      documentTypeId: typeId(type),
    });
    const file = await storeDocumentFile(t.app, doc, pdf);
    const readingId = await queueReading(t.app, file);
    // A scan's OCR takes seconds, more on a busy machine.
    await t.app.deps.jobs.settle(60_000);
    const response = await callAs(t, analyst.session, 'GET', readingUrl(doc.id, diligence.id));
    expect(response.statusCode, response.body).toBe(200);
    return { reading: json<DocumentReading>(response), doc, file, readingId, entity };
  }

  /** Another company's diligence, with a document whose file `pdf` is being read. */
  async function foreignReading(pdf: Buffer) {
    const foreign = await foreignDiligence(s.t);
    const entity = await createEntity(s.t.db, {
      companyId: foreign.companyId,
      diligenceId: foreign.diligenceId,
    });
    const theirs = await createDocument(s.t.app, {
      companyId: foreign.companyId,
      diligenceId: foreign.diligenceId,
      entityId: entity.id,
      documentTypeId: typeId('Outros'),
    });
    await queueReading(s.t.app, await storeDocumentFile(s.t.app, theirs, pdf));
    return { foreign, theirs };
  }

  return { s, typeId, readingUrl, readPdf, foreignReading };
}
