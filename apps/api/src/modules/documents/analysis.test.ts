import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsFixture } from '../../testing/document-fixtures.ts';
import { docxOf } from '../../testing/document-files.ts';
import { createTestApp, type TestApp } from '../../testing/helpers.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof documentsFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await documentsFixture(t);
});
afterAll(async () => {
  await t.close();
});

describe('analysis', () => {
  it('sets the status, dates (validity from the type), result and notes; records who analysed', async () => {
    const doc = await f.withFile(f.type.cnd);
    const approved = await f.ok('PUT', `/documents/${doc._id}/analysis`, {
      status: 'APROVADO',
      issuedAt: '2026-01-10',
      result: 'NEGATIVA',
      notes: 'Sem pendências.',
    });
    expect(approved).toMatchObject({
      status: 'APROVADO',
      issuedAt: '2026-01-10',
      validUntil: '2026-07-09',
      result: 'NEGATIVA',
      notes: 'Sem pendências.',
      analysedBy: { _id: f.analyst.user.id, name: 'Ana Analista' },
    });
    expect(approved.analysedAt).not.toBeNull();
    const explicit = await f.ok('PUT', `/documents/${doc._id}/analysis`, {
      status: 'EM_ANALISE',
      issuedAt: '2026-02-01',
      validUntil: null,
    });
    expect(explicit).toMatchObject({
      validUntil: null,
      analysedBy: null,
      analysedAt: null,
      notes: 'Sem pendências.',
    });
    const backwards = await f.call('PUT', `/documents/${doc._id}/analysis`, {
      status: 'APROVADO',
      validUntil: '2026-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('A validade não pode ser anterior à emissão.');
    expect(
      (await f.call('PUT', `/documents/${doc._id}/analysis`, { status: 'DISPENSADO' })).statusCode,
    ).toBe(400);
    expect(
      (
        await f.call('PUT', `/documents/${doc._id}/analysis`, {
          status: 'APROVADO',
          issuedAt: '31/01/2026',
        })
      ).statusCode,
    ).toBe(400);
    expect(await f.actionsOf(doc._id)).toEqual([
      'DOCUMENT_ADDED',
      'DOCUMENT_FILE_UPLOADED',
      'DOCUMENT_ANALYSED',
      'DOCUMENT_ANALYSED',
    ]);
  });

  it('without a file: any verdict but Recebido (409); a waived document is not analysed (409)', async () => {
    const doc = await f.addDocument(f.type.contrato);
    const received = await f.call('PUT', `/documents/${doc._id}/analysis`, { status: 'RECEBIDO' });
    expect(received.statusCode).toBe(409);
    expect(received.json().error.message).toBe(
      'Um documento sem arquivo não pode ficar como Recebido: envie o arquivo.',
    );
    expect(
      (await f.ok('PUT', `/documents/${doc._id}/analysis`, { status: 'REPROVADO' })).status,
    ).toBe('REPROVADO');
    await f.ok('POST', `/documents/${doc._id}/waiver`, {
      justification: 'Sociedade recém-constituída.',
    });
    expect(
      (await f.call('PUT', `/documents/${doc._id}/analysis`, { status: 'APROVADO' })).statusCode,
    ).toBe(409);
  });

  it('changes the type: applies to the kind, active, and fits the files (no DOCX in a certidão)', async () => {
    const doc = await f.withFile(f.type.contrato, await docxOf(), 'contrato.docx');
    const toCertidao = await f.call('PUT', `/documents/${doc._id}/analysis`, {
      status: 'EM_ANALISE',
      documentTypeId: f.type.cnd,
    });
    expect(toCertidao.statusCode).toBe(409);
    expect(toCertidao.json().error.message).toContain('Uma certidão aceita só PDF, PNG ou JPEG');
    expect(
      (
        await f.call('PUT', `/documents/${doc._id}/analysis`, {
          status: 'EM_ANALISE',
          documentTypeId: f.type.rg,
        })
      ).statusCode,
    ).toBe(400);
    const retyped = await f.ok('PUT', `/documents/${doc._id}/analysis`, {
      status: 'EM_ANALISE',
      documentTypeId: f.type.outros,
    });
    expect(retyped.documentTypeName).toBe('Outros');
  });
});

describe('waiver and files', () => {
  it('waives with a justification and undoes it: PENDENTE without a file, RECEBIDO with one', async () => {
    const bare = await f.addDocument(f.type.cnd);
    expect(
      (await f.call('POST', `/documents/${bare._id}/waiver`, { justification: '   ' })).statusCode,
    ).toBe(400);
    const waived = await f.ok('POST', `/documents/${bare._id}/waiver`, {
      justification: 'Não se aplica à operação.',
    });
    expect(waived).toMatchObject({
      status: 'DISPENSADO',
      waiverJustification: 'Não se aplica à operação.',
    });
    expect(
      (await f.call('POST', `/documents/${bare._id}/waiver`, { justification: 'De novo.' }))
        .statusCode,
    ).toBe(409);
    expect(await f.ok('DELETE', `/documents/${bare._id}/waiver`)).toMatchObject({
      status: 'PENDENTE',
      waiverJustification: null,
    });
    expect((await f.call('DELETE', `/documents/${bare._id}/waiver`)).statusCode).toBe(409);
    const filed = await f.withFile(f.type.cnd);
    await f.ok('POST', `/documents/${filed._id}/waiver`, {
      justification: 'Dispensado pelo cliente.',
    });
    expect((await f.ok('DELETE', `/documents/${filed._id}/waiver`)).status).toBe('RECEBIDO');
    expect(await f.actionsOf(bare._id)).toEqual([
      'DOCUMENT_ADDED',
      'DOCUMENT_WAIVED',
      'DOCUMENT_WAIVER_UNDONE',
    ]);
  });

  it('removing the last file: RECEBIDO goes back to PENDENTE, an analysed document keeps its status', async () => {
    const received = await f.withFile(f.type.cnd);
    const one = received.files[0]!._id;
    expect((await f.ok('DELETE', `/documents/${received._id}/files/${one}`)).status).toBe(
      'PENDENTE',
    );
    expect((await f.call('DELETE', `/documents/${received._id}/files/${one}`)).statusCode).toBe(
      404,
    );
    const approved = await f.withFile(f.type.cnd);
    await f.ok('PUT', `/documents/${approved._id}/analysis`, { status: 'APROVADO' });
    const after = await f.ok(
      'DELETE',
      `/documents/${approved._id}/files/${approved.files[0]!._id}`,
    );
    expect(after).toMatchObject({ status: 'APROVADO', files: [] });
    expect(await f.actionsOf(received._id)).toContain('DOCUMENT_FILE_REMOVED');
  });
});
