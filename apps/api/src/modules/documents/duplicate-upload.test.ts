import type { Document } from '@lince/contracts';
import { activities, documentFiles, documentReadings, documents } from '@lince/db';
import { createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsFixture } from '../../testing/document-fixtures.ts';
import { pdfOf } from '../../testing/document-files.ts';
import { createTestApp, json, type TestApp } from '../../testing/helpers.ts';
import { pngOf } from '../../testing/images.ts';
import { expiredAuthHeaders, filesUnder, multipartFile } from '../../testing/uploads.ts';

/**
 * A file identical (same SHA-256) to one the party already has, in any of its documents of the
 * diligence: 409 `DUPLICATE_FILE` naming that file, nothing stored; `?allowDuplicate=true` keeps it.
 */

let t: TestApp;
let f: Awaited<ReturnType<typeof documentsFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await documentsFixture(t);
});
afterAll(async () => {
  await t.close();
});

const storedFiles = () => filesUnder(`${t.config.dataDir}/files`);
/** Everything an upload writes: stored content, file rows, readings, documents, audit entries. */
async function footprint() {
  return {
    stored: storedFiles().length,
    files: (await t.db.select().from(documentFiles)).length,
    readings: (await t.db.select().from(documentReadings)).length,
    documents: (await t.db.select().from(documents)).length,
    activities: (await t.db.select().from(activities)).length,
  };
}

/** A new entity of the fixture's diligence (another party). */
const anotherParty = async () =>
  (await createEntity(t.db, { companyId: f.companyId, diligenceId: f.diligenceId, kind: 'PJ' })).id;

describe('duplicate files in the party’s data room', () => {
  it('into a document: 409 DUPLICATE_FILE with the file and its document, nothing written; allowDuplicate=true stores it', async () => {
    const pdf = await pdfOf('CONTRATO SOCIAL DUPLICADO');
    const first = await f.withFile(f.type.contrato, pdf, 'contrato.pdf');
    const original = first.files[0]!;
    const target = await f.addDocument(f.type.cnd);
    const before = await footprint();

    const refused = await f.upload(target._id, pdf, 'contrato (cópia).pdf');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'DUPLICATE_FILE',
        message: 'Este arquivo é idêntico a um arquivo que a parte já tem.',
        details: [{ fileId: original._id, documentId: first._id }],
      },
    });
    expect(await footprint()).toEqual(before);
    const untouched = json<Document>(await f.call('GET', `/documents/${target._id}`));
    expect(untouched).toMatchObject({ status: 'PENDENTE', files: [] });

    // The same file into the same document is a duplicate too.
    expect((await f.upload(first._id, pdf, 'contrato.pdf')).statusCode).toBe(409);

    const allowed = await f.send(
      `/documents/${target._id}/files?allowDuplicate=true`,
      pdf,
      'contrato (cópia).pdf',
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(json<Document>(allowed)).toMatchObject({
      status: 'RECEBIDO',
      files: [expect.objectContaining({ name: 'contrato (cópia).pdf', sha256: original.sha256 })],
    });
    expect(storedFiles()).toHaveLength(before.stored + 1);

    // Now twice in the data room: a third copy names both, oldest first.
    const third = await f.upload(target._id, pdf, 'terceira.pdf');
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({
      message: 'Este arquivo é idêntico a 2 arquivos que a parte já tem.',
      details: [
        { fileId: original._id, documentId: first._id },
        { fileId: json<Document>(allowed).files[0]!._id, documentId: target._id },
      ],
    });
  });

  it('the bulk upload of the data room (POST …/entities/:entityId/files): same rule, same flag', async () => {
    const png = await pngOf(31, 17);
    const first = await f.send(`/entities/${f.entityId}/files`, png, 'frente.png');
    expect(first.statusCode, first.body).toBe(201);
    const original = json<Document>(first);
    const before = await footprint();

    const refused = await f.send(`/entities/${f.entityId}/files`, png, 'frente de novo.png');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'DUPLICATE_FILE',
      message: 'Este arquivo é idêntico a um arquivo que a parte já tem.',
      details: [{ fileId: original.files[0]!._id, documentId: original._id }],
    });
    // No document "Outros" was created for it, no file kept.
    expect(await footprint()).toEqual(before);

    const allowed = await f.send(
      `/entities/${f.entityId}/files?allowDuplicate=1`,
      png,
      'frente de novo.png',
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(json<Document>(allowed)).toMatchObject({
      documentTypeName: 'Outros',
      files: [expect.objectContaining({ name: 'frente de novo.png' })],
    });
  });

  it('a file identical to one of another party, or of another company, is not a duplicate', async () => {
    const pdf = await pdfOf('ATA DE OUTRA PARTE');
    await f.withFile(f.type.contrato, pdf, 'ata.pdf');

    const party = await anotherParty();
    const theirs = await f.send(`/entities/${party}/files`, pdf, 'ata.pdf');
    expect(theirs.statusCode, theirs.body).toBe(201);
    const doc = await f.addDocument(f.type.contrato, party);
    // That party now has it: into its own checklist it is a duplicate of its own file only.
    const again = await f.upload(doc._id, pdf, 'ata.pdf');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toEqual([
      { fileId: json<Document>(theirs).files[0]!._id, documentId: json<Document>(theirs)._id },
    ]);

    const other = await documentsFixture(t);
    const elsewhere = await other.send(`/entities/${other.entityId}/files`, pdf, 'ata.pdf');
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('a bad allowDuplicate: 400 and nothing stored; no or an expired session: 401', async () => {
    const pdf = await pdfOf('CERTIDÃO INVÁLIDA');
    const doc = await f.addDocument(f.type.cnd);
    const before = await footprint();
    for (const path of [
      `/documents/${doc._id}/files?allowDuplicate=sim`,
      `/entities/${f.entityId}/files?allowDuplicate=`,
      `/entities/${f.entityId}/files?allowDuplicate=true&outro=1`,
    ]) {
      const response = await f.send(path, pdf, 'certidao.pdf');
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.code, path).toBe('VALIDATION_ERROR');
    }
    const bad = await f.send(`/documents/${doc._id}/files?allowDuplicate=sim`, pdf, 'c.pdf');
    expect(bad.json().error.details).toEqual([
      expect.objectContaining({ path: 'allowDuplicate', message: 'Use true ou false.' }),
    ]);
    expect(await footprint()).toEqual(before);

    const { payload, headers } = multipartFile(pdf);
    for (const path of [`/documents/${doc._id}/files`, `/entities/${f.entityId}/files`]) {
      const url = `${f.base}${path}?allowDuplicate=true`;
      const anonymous = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(anonymous.statusCode, path).toBe(401);
      const expired = await expiredAuthHeaders(f.analyst.user.id);
      const late = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...expired },
        payload,
      });
      expect(late.statusCode, path).toBe(401);
    }
    expect(await footprint()).toEqual(before);
  });
});
