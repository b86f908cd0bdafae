import { addDays, dayFromToday } from '@lince/contracts/calendar';
import { formatDay } from '@lince/contracts';
import { diligences, eq } from '@lince/db';
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
    const issued = dayFromToday(-10);
    const approved = await f.ok('PUT', `/documents/${doc._id}/analysis`, {
      status: 'APROVADO',
      issuedAt: issued,
      result: 'NEGATIVA',
      notes: 'Sem pendências.',
    });
    expect(approved).toMatchObject({
      status: 'APROVADO',
      issuedAt: issued,
      validUntil: addDays(issued, 180),
      result: 'NEGATIVA',
      notes: 'Sem pendências.',
      analysedBy: { _id: f.analyst.user.id, name: 'Ana Analista' },
    });
    expect(approved.analysedAt).not.toBeNull();
    const explicit = await f.ok('PUT', `/documents/${doc._id}/analysis`, {
      status: 'EM_ANALISE',
      issuedAt: dayFromToday(-5),
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
      validUntil: dayFromToday(-6),
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

  it('an expired document is not Aprovado (400 on validUntil): Aprovado com ressalvas with a note, or Reprovado', async () => {
    const doc = await f.withFile(f.type.cnd);
    const url = `/documents/${doc._id}/analysis`;
    const expired = { issuedAt: '2022-08-16', validUntil: '2023-02-12', result: 'NEGATIVA' };
    const refused = await f.call('PUT', url, { status: 'APROVADO', ...expired });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Documento vencido em 12/02/2023: não pode ser Aprovado. Salve como Aprovado com ressalvas (com uma observação) ou Reprovado, ou peça um novo.',
    );
    expect(JSON.stringify(refused.json().error.details)).toContain('validUntil');
    // The validity the type gives from an old issue date is expired too.
    const fromType = await f.call('PUT', url, { status: 'APROVADO', issuedAt: '2022-08-16' });
    expect(fromType.statusCode).toBe(400);
    const noNote = await f.call('PUT', url, { status: 'APROVADO_COM_RESSALVAS', ...expired });
    expect(noNote.statusCode).toBe(400);
    expect(JSON.stringify(noNote.json().error.details)).toContain('notes');
    expect(
      await f.ok('PUT', url, {
        status: 'APROVADO_COM_RESSALVAS',
        ...expired,
        notes: 'Vencida; nova certidão pedida ao vendedor.',
      }),
    ).toMatchObject({ status: 'APROVADO_COM_RESSALVAS', validUntil: '2023-02-12' });
    expect(await f.ok('PUT', url, { status: 'REPROVADO', ...expired })).toMatchObject({
      status: 'REPROVADO',
    });
    // Nothing was written by the refusals.
    expect((await f.actionsOf(doc._id)).filter((a) => a === 'DOCUMENT_ANALYSED')).toHaveLength(2);
  });

  it('a document that expires before the diligence’s due date is not Aprovado either', async () => {
    const doc = await f.withFile(f.type.cnd);
    const due = dayFromToday(60);
    await t.db.update(diligences).set({ dueDate: due }).where(eq(diligences.id, f.diligenceId));
    try {
      const validUntil = dayFromToday(30);
      const refused = await f.call('PUT', `/documents/${doc._id}/analysis`, {
        status: 'APROVADO',
        validUntil,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain(
        `vence em ${formatDay(validUntil)}, antes do prazo da diligência (${formatDay(due)})`,
      );
      expect(
        await f.ok('PUT', `/documents/${doc._id}/analysis`, {
          status: 'APROVADO',
          validUntil: dayFromToday(90),
        }),
      ).toMatchObject({ status: 'APROVADO' });
    } finally {
      await t.db.update(diligences).set({ dueDate: null }).where(eq(diligences.id, f.diligenceId));
    }
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
