import type { Document, DocumentList } from '@lince/contracts';
import { activities, documentReadings, documents, eq, sql } from '@lince/db';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsFixture } from '../../testing/document-fixtures.ts';
import { authHeaders, callAs, createTestApp, json, type TestApp } from '../../testing/helpers.ts';
import { docxOf, pdfOf, plainZipOf, xlsxOf } from '../../testing/document-files.ts';
import { jpegOf, pngOf } from '../../testing/images.ts';
import { expiredAuthHeaders, filesUnder, multipartFile } from '../../testing/uploads.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof documentsFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await documentsFixture(t);
});
afterAll(async () => {
  await t.close();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const storedFiles = () => filesUnder(`${t.config.dataDir}/files`);

describe('upload and content', () => {
  it('a PDF: 201, RECEBIDO, the file with its SHA-256 and uploader, a reading PROCESSANDO and its job', async () => {
    const doc = await f.addDocument(f.type.cnd);
    expect(doc).toMatchObject({ status: 'PENDENTE', required: false, source: 'MANUAL', files: [] });
    const pdf = await pdfOf();
    const response = await f.upload(doc._id, pdf, 'C:\\Users\\ana\\Certidão Negativa.pdf');
    expect(response.statusCode, response.body).toBe(201);
    const after = json<Document>(response);
    expect(after.status).toBe('RECEBIDO');
    expect(after.files).toEqual([
      expect.objectContaining({
        name: 'Certidão Negativa.pdf',
        size: pdf.length,
        sha256: sha256(pdf),
        mimeType: 'application/pdf',
        uploadedBy: { _id: f.analyst.user.id, name: 'Ana Analista' },
      }),
    ]);
    const readings = await t.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.documentId, doc._id));
    expect(readings).toEqual([
      expect.objectContaining({ state: 'PROCESSANDO', fileId: after.files[0]!._id }),
    ]);
    const jobs = await t.db.execute(
      sql`select data from pgboss.job where name = 'document-reading' and data->>'readingId' = ${readings[0]!.id}`,
    );
    expect((jobs as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    const list = json<DocumentList>(
      await callAs(t, f.analyst.session, 'GET', `${f.base}/entities/${f.entityId}/documents`),
    );
    expect(list.items.find((d) => d._id === doc._id)).toEqual(after);

    const file = after.files[0]!;
    const url = `${f.base}/documents/${doc._id}/files/${file._id}`;
    const viewed = await callAs(t, f.analyst.session, 'GET', url);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.rawPayload.equals(pdf)).toBe(true);
    expect(viewed.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Certidao_Negativa.pdf"; filename*=UTF-8''Certid%C3%A3o%20Negativa.pdf`,
    });
    expect(viewed.headers['content-security-policy']).toContain('sandbox');
    const downloaded = await callAs(t, f.analyst.session, 'GET', `${url}?download=true`);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment;/);
    const trail = await t.db
      .select({ action: activities.action, summary: activities.summary, userId: activities.userId })
      .from(activities)
      .where(eq(activities.targetId, doc._id))
      .orderBy(activities.at);
    expect(trail.map((a) => a.action)).toEqual([
      'DOCUMENT_ADDED',
      'DOCUMENT_FILE_UPLOADED',
      'FILE_VIEWED',
      'FILE_DOWNLOADED',
    ]);
    expect(trail[2]).toMatchObject({
      userId: f.analyst.user.id,
      summary: {
        diligenceId: f.diligenceId,
        entityId: f.entityId,
        fileId: file._id,
        name: 'Certidão Negativa.pdf',
      },
    });
  });

  it('a DOCX into a contrato is accepted; into a certidão, 415 and nothing kept', async () => {
    const docx = await docxOf();
    const contrato = await f.addDocument(f.type.contrato);
    const ok = await f.upload(contrato._id, docx, 'contrato.docx');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json<Document>(ok).files[0]!.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const before = filesUnder(
      t.config.storage.driver === 'local' ? t.config.storage.dir : '',
    ).length;
    const cnd = await f.addDocument(f.type.cnd);
    const refused = await f.upload(cnd._id, docx, 'certidao.docx');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe(
      'Tipo de arquivo não aceito. Envie um arquivo PDF, PNG ou JPEG.',
    );
    expect(filesUnder(t.config.storage.driver === 'local' ? t.config.storage.dir : '').length).toBe(
      before,
    );
  });

  it('PNG, JPEG and XLSX are accepted; several files per document; a second upload keeps the status', async () => {
    const doc = await f.addDocument(f.type.contrato);
    const kinds: [Buffer, string, string][] = [
      [await pngOf(20, 10), 'frente.png', 'image/png'],
      [await jpegOf(20, 10), 'verso.jpg', 'image/jpeg'],
      [
        await xlsxOf(),
        'quadro.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    ];
    let last: Document | undefined;
    for (const [data, name, mime] of kinds) {
      const response = await f.upload(doc._id, data, name);
      expect(response.statusCode, response.body).toBe(201);
      last = json<Document>(response);
      expect(last.files.at(-1)).toMatchObject({ name, mimeType: mime });
    }
    expect(last!.status).toBe('RECEBIDO');
    expect(last!.files).toHaveLength(3);
    // A reading (OCR) for the images, none for the spreadsheet.
    const readings = await t.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.documentId, doc._id));
    expect(readings.map((r) => r.fileId).sort()).toEqual(
      last!.files
        .filter((file) => file.mimeType.startsWith('image/'))
        .map((file) => file._id)
        .sort(),
    );
  });

  it('bad input: a text file named .pdf, a plain ZIP → 415; an empty file → 400; no file field → 400; JSON → 415', async () => {
    const doc = await f.addDocument(f.type.contrato);
    const before = storedFiles();
    const text = await f.upload(doc._id, Buffer.from('isto não é um PDF'), 'certidao.pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe(
      'Tipo de arquivo não aceito. Envie um arquivo PDF, PNG, JPEG, DOCX ou XLSX.',
    );
    expect((await f.upload(doc._id, await plainZipOf(), 'documentos.zip')).statusCode).toBe(415);
    const empty = await f.upload(doc._id, Buffer.alloc(0), 'vazio.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('O arquivo está vazio.');
    const { payload, headers } = multipartFile(await pdfOf(), { field: 'arquivo' });
    const wrongField = await t.app.inject({
      method: 'POST',
      url: `${f.base}/documents/${doc._id}/files`,
      headers: { ...authHeaders(f.analyst.session), ...headers },
      payload,
    });
    expect(wrongField.statusCode).toBe(400);
    const json415 = await callAs(
      t,
      f.analyst.session,
      'POST',
      `${f.base}/documents/${doc._id}/files`,
      {},
    );
    expect(json415.statusCode).toBe(415);
    expect(storedFiles()).toEqual(before);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc._id));
    expect(row!.status).toBe('PENDENTE');
  });

  it('a corrupt PDF (right magic bytes, no document inside) is kept and goes to the reading, which judges it', async () => {
    const doc = await f.addDocument(f.type.cnd);
    const corrupt = Buffer.from('%PDF-1.7\nisto não é um PDF de verdade\n%%EOF');
    const response = await f.upload(doc._id, corrupt, 'corrompido.pdf');
    expect(response.statusCode, response.body).toBe(201);
    const readings = await t.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.documentId, doc._id));
    expect(readings.map((r) => r.state)).toEqual(['PROCESSANDO']);
  });

  it('cleans the name: no folder, no control or direction characters, at most 200 characters, accents kept', async () => {
    const doc = await f.addDocument(f.type.contrato);
    const pdf = await pdfOf();
    const names: [string, string][] = [
      ['../../etc/Certidão\u0000 de\u202e  Ônus.pdf', 'Certidão de Ônus.pdf'],
      [`${'á'.repeat(300)}.pdf`, `${'á'.repeat(196)}.pdf`],
      ['   ', 'arquivo.pdf'],
    ];
    // The same content under each name: kept again on purpose.
    const path = `/documents/${doc._id}/files?allowDuplicate=true`;
    for (const [sent, kept] of names) {
      const response = await f.send(path, pdf, sent);
      expect(response.statusCode, response.body).toBe(201);
      expect(json<Document>(response).files.at(-1)!.name).toBe(kept);
    }
  });

  it('another company’s document or file: 404, as an unknown id; no or an expired session: 401', async () => {
    const other = await documentsFixture(t);
    const theirs = await other.addDocument(other.type.contrato);
    const file = json<Document>(await other.upload(theirs._id, await pdfOf(), 'deles.pdf'))
      .files[0]!;
    const mine = await f.addDocument(f.type.contrato);
    // Their diligence, and their document or file under my diligence.
    for (const url of [
      `${other.base}/documents/${theirs._id}/files/${file._id}`,
      `${f.base}/documents/${theirs._id}/files/${file._id}`,
      `${f.base}/documents/${mine._id}/files/${file._id}`,
    ]) {
      const response = await callAs(t, f.analyst.session, 'GET', url);
      expect(response.statusCode, url).toBe(404);
    }
    const upload = await f.upload(theirs._id, await pdfOf(), 'intruso.pdf');
    expect(upload.statusCode).toBe(404);
    expect(upload.json().error.message).toBe('Documento não encontrado.');
    const url = `${other.base}/documents/${theirs._id}/files/${file._id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const expired = await expiredAuthHeaders(other.analyst.user.id);
    expect((await t.app.inject({ method: 'GET', url, headers: expired })).statusCode).toBe(401);
    const { payload, headers } = multipartFile(await pdfOf());
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${other.base}/documents/${theirs._id}/files`,
      headers,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
