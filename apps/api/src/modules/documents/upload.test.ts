import type { Document, DocumentList } from '@lince/contracts';
import { activities, documentReadings, documentTypes, eq, sql } from '@lince/db';
import { createDiligence, createEntity } from '@lince/db/testing/index';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  callAs,
  companyWithAnalyst,
  createTestApp,
  json,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { docxOf, pdfOf } from '../../testing/document-files.ts';
import { filesUnder, multipartFile } from '../../testing/uploads.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;
let diligenceId: string;
let entityId: string;
let type: Record<'cnd' | 'contrato', string>;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: String(256 * 1024) });
  ({ companyId, analyst } = await companyWithAnalyst(t));
  diligenceId = (await createDiligence(t.db, { companyId, ownerId: analyst.user.id })).id;
  entityId = (await createEntity(t.db, { companyId, diligenceId, kind: 'PJ' })).id;
  const rows = await t.db.select().from(documentTypes);
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  type = {
    cnd: id('CND de Débitos Federais e Dívida Ativa da União'),
    contrato: id('Contrato Social ou Estatuto Social consolidado'),
  };
});
afterAll(async () => {
  await t.close();
});

const base = () => `/v1/diligences/${diligenceId}`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function addDocument(documentTypeId: string) {
  const response = await callAs(
    t,
    analyst.session,
    'POST',
    `${base()}/entities/${entityId}/documents`,
    {
      documentTypeId,
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<Document>(response);
}

function upload(documentId: string, data: Buffer, filename: string, who = analyst) {
  const { payload, headers } = multipartFile(data, {
    filename,
    contentType: 'application/octet-stream',
  });
  return t.app.inject({
    method: 'POST',
    url: `${base()}/documents/${documentId}/files`,
    headers: { ...authHeaders(who.session), ...headers },
    payload,
  });
}

describe('upload and content', () => {
  it('a PDF: 201, RECEBIDO, the file with its SHA-256 and uploader, a reading PROCESSANDO and its job', async () => {
    const doc = await addDocument(type.cnd);
    expect(doc).toMatchObject({ status: 'PENDENTE', required: false, source: 'MANUAL', files: [] });
    const pdf = await pdfOf();
    const response = await upload(doc._id, pdf, 'C:\\Users\\ana\\Certidão Negativa.pdf');
    expect(response.statusCode, response.body).toBe(201);
    const after = json<Document>(response);
    expect(after.status).toBe('RECEBIDO');
    expect(after.files).toEqual([
      expect.objectContaining({
        name: 'Certidão Negativa.pdf',
        size: pdf.length,
        sha256: sha256(pdf),
        mimeType: 'application/pdf',
        uploadedBy: { _id: analyst.user.id, name: 'Ana Analista' },
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
      await callAs(t, analyst.session, 'GET', `${base()}/entities/${entityId}/documents`),
    );
    expect(list.items.find((d) => d._id === doc._id)).toEqual(after);

    const file = after.files[0]!;
    const url = `${base()}/documents/${doc._id}/files/${file._id}`;
    const viewed = await callAs(t, analyst.session, 'GET', url);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.rawPayload.equals(pdf)).toBe(true);
    expect(viewed.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Certidao_Negativa.pdf"; filename*=UTF-8''Certid%C3%A3o%20Negativa.pdf`,
    });
    expect(viewed.headers['content-security-policy']).toContain('sandbox');
    const downloaded = await callAs(t, analyst.session, 'GET', `${url}?download=true`);
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
      userId: analyst.user.id,
      summary: { diligenceId, entityId, fileId: file._id, name: 'Certidão Negativa.pdf' },
    });
  });

  it('a DOCX into a contrato is accepted; into a certidão, 415 and nothing kept', async () => {
    const docx = await docxOf();
    const contrato = await addDocument(type.contrato);
    const ok = await upload(contrato._id, docx, 'contrato.docx');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json<Document>(ok).files[0]!.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const before = filesUnder(
      t.config.storage.driver === 'local' ? t.config.storage.dir : '',
    ).length;
    const cnd = await addDocument(type.cnd);
    const refused = await upload(cnd._id, docx, 'certidao.docx');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe(
      'Tipo de arquivo não aceito. Envie um arquivo PDF, PNG ou JPEG.',
    );
    expect(filesUnder(t.config.storage.driver === 'local' ? t.config.storage.dir : '').length).toBe(
      before,
    );
  });
});
