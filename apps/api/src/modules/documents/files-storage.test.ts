import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Document } from '@lince/contracts';
import { documentFiles, documents, eq, sql } from '@lince/db';
import { randomBytes } from 'node:crypto';
import { createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abortedUpload, documentsFixture, eventually } from '../../testing/document-fixtures.ts';
import { pdfOf } from '../../testing/document-files.ts';
import { callAs, createTestApp, json, type TestApp } from '../../testing/helpers.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { filesUnder } from '../../testing/uploads.ts';

/**
 * Upload, content and removal of documents' files on both storage drivers, with a small
 * MAX_UPLOAD_BYTES: an oversized, an aborted or a failed upload keeps no row and no file.
 */

const LIMIT = 256 * 1024;
let s3: LocalS3;

beforeAll(async () => {
  s3 = await startLocalS3('lince-documentos');
});
afterAll(async () => {
  await s3?.close();
});

describe.each(['local', 's3'] as const)('documents on the %s storage', (driver) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof documentsFixture>>;
  let stored: () => Promise<string[]>;

  beforeAll(async () => {
    t = await createTestApp({
      MAX_UPLOAD_BYTES: String(LIMIT),
      ...(driver === 's3' ? s3.env : {}),
    });
    f = await documentsFixture(t);
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    stored =
      driver === 's3'
        ? async () =>
            (
              (await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []
            ).map((o) => o.Key!)
        : async () => filesUnder(`${t.config.dataDir}/files`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsOf = (documentId: string) =>
    t.db.select().from(documentFiles).where(eq(documentFiles.documentId, documentId));

  it('uploads, serves and removes a file (the last one gone: PENDENTE again)', async () => {
    expect(t.app.storage.driver).toBe(driver);
    const before = await stored();
    const doc = await f.addDocument(f.type.cnd);
    const pdf = await pdfOf('CERTIDÃO NEGATIVA', 3);
    const uploaded = await f.upload(doc._id, pdf, 'certidão.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = json<Document>(uploaded).files[0]!;
    expect((await stored()).length).toBe(before.length + 1);
    const url = `${f.base}/documents/${doc._id}/files/${file._id}`;
    const served = await callAs(t, f.analyst.session, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const removed = await callAs(t, f.analyst.session, 'DELETE', url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json<Document>(removed)).toMatchObject({ status: 'PENDENTE', files: [] });
    expect(await stored()).toEqual(before);
    expect((await callAs(t, f.analyst.session, 'GET', url)).statusCode).toBe(404);
  });

  it('413 past MAX_UPLOAD_BYTES, with no row and nothing left in the storage', async () => {
    const before = await stored();
    const doc = await f.addDocument(f.type.contrato);
    const big = Buffer.concat([await pdfOf(), randomBytes(LIMIT)]);
    const response = await f.upload(doc._id, big, 'grande.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('O arquivo passa do limite de 256 KB.');
    expect(await rowsOf(doc._id)).toEqual([]);
    expect(await stored()).toEqual(before);
    const exact = Buffer.concat([await pdfOf(), Buffer.alloc(LIMIT)]).subarray(0, LIMIT);
    expect((await f.upload(doc._id, exact, 'no-limite.pdf')).statusCode).toBe(201);
  });

  it('a duplicate of the party’s file: 409, nothing left in the storage; allowed, a second copy', async () => {
    const pdf = await pdfOf('ATA DUPLICADA', 2);
    const first = await f.withFile(f.type.contrato, pdf, 'ata.pdf');
    const before = await stored();
    const doc = await f.addDocument(f.type.cnd);
    const refused = await f.upload(doc._id, pdf, 'ata.pdf');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual([
      { fileId: first.files[0]!._id, documentId: first._id },
    ]);
    expect(await rowsOf(doc._id)).toEqual([]);
    expect(await stored()).toEqual(before);
    const kept = await f.send(`/documents/${doc._id}/files?allowDuplicate=true`, pdf, 'ata.pdf');
    expect(kept.statusCode, kept.body).toBe(201);
    expect((await stored()).length).toBe(before.length + 1);
  });

  it('an upload the client aborts mid-body leaves no row and no file', async () => {
    const before = await stored();
    const doc = await f.addDocument(f.type.contrato);
    const pdf = Buffer.concat([await pdfOf(), randomBytes(200 * 1024)]);
    await abortedUpload(t, f.analyst, `${f.base}/documents/${doc._id}/files`, pdf);
    await eventually(async () => (await stored()).length === before.length);
    await new Promise((r) => setTimeout(r, 150));
    expect(await stored()).toEqual(before);
    expect(await rowsOf(doc._id)).toEqual([]);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc._id));
    expect(row!.status).toBe('PENDENTE');
  });

  it('a failed insert deletes the stored file (no row, no file)', async () => {
    const before = await stored();
    const doc = await f.addDocument(f.type.contrato);
    await t.db.execute(sql`create function refuse_file() returns trigger language plpgsql as $$
      begin raise exception 'falha simulada'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_file before insert on document_files for each row execute function refuse_file()`,
    );
    try {
      const response = await f.upload(doc._id, await pdfOf(), 'falha.pdf');
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_file on document_files`);
      await t.db.execute(sql`drop function refuse_file()`);
    }
    expect(await rowsOf(doc._id)).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('deleting the entity deletes its files’ content too', async () => {
    const before = await stored();
    const entity = await createEntity(t.db, {
      companyId: f.companyId,
      diligenceId: f.diligenceId,
    });
    const doc = await f.addDocument(f.type.contrato, entity.id);
    expect((await f.upload(doc._id, await pdfOf('A'), 'a.pdf')).statusCode).toBe(201);
    const bulk = await f.send(`/entities/${entity.id}/files`, await pdfOf('B'), 'b.pdf');
    expect(bulk.statusCode).toBe(201);
    expect((await stored()).length).toBe(before.length + 2);
    const removed = await f.call('DELETE', `/entities/${entity.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await stored()).toEqual(before);
  });
});
