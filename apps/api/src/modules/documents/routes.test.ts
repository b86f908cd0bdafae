import type { DataRoomPage, Document, DocumentList } from '@lince/contracts';
import { documents, documentTypes } from '@lince/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsFixture } from '../../testing/document-fixtures.ts';
import { docxOf, pdfOf } from '../../testing/document-files.ts';
import { pngOf } from '../../testing/images.ts';
import {
  callAs,
  createTestApp,
  expiredAuthHeaders,
  json,
  loggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof documentsFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await documentsFixture(t);
});
afterAll(async () => {
  await t.close();
});

describe('the entity’s documents', () => {
  it('lists by step order (extra documents last), then type name, with dates ISO and files', async () => {
    const { companyId, diligenceId, entityId } = f;
    const track = (documentTypeId: string, stepOrder: number, stepTitle: string) => ({
      companyId,
      diligenceId,
      entityId,
      documentTypeId,
      source: 'TRACK' as const,
      required: true,
      stepKey: `k${stepOrder}`,
      stepTitle,
      stepOrder,
    });
    const other = await documentsFixture(t);
    const e = other.entityId;
    await t.db.insert(documents).values([
      {
        ...track(f.type.contrato, 2, 'Societário'),
        diligenceId: other.diligenceId,
        entityId: e,
        companyId: other.companyId,
      },
      {
        ...track(f.type.cnd, 1, 'Certidões'),
        diligenceId: other.diligenceId,
        entityId: e,
        companyId: other.companyId,
        issuedAt: '2026-01-31',
      },
    ]);
    await other.addDocument(f.type.outros);
    const list = json<DocumentList>(
      await callAs(t, other.analyst.session, 'GET', `${other.base}/entities/${e}/documents`),
    ).items;
    expect(list.map((d) => [d.stepOrder, d.documentTypeName])).toEqual([
      [1, 'CND de Débitos Federais e Dívida Ativa da União'],
      [2, 'Contrato Social ou Estatuto Social consolidado'],
      [null, 'Outros'],
    ]);
    expect(list[0]).toMatchObject({
      issuedAt: '2026-01-31',
      validUntil: null,
      files: [],
      stepTitle: 'Certidões',
    });
    // Another company's entity under my diligence, and my entity under theirs: 404.
    expect((await f.call('GET', `/entities/${e}/documents`)).statusCode).toBe(404);
    expect(
      (await callAs(t, f.analyst.session, 'GET', `${other.base}/entities/${e}/documents`))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${f.base}/entities/${entityId}/documents` }))
        .statusCode,
    ).toBe(401);
    const expired = await expiredAuthHeaders(f.analyst.user.id);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${f.base}/entities/${entityId}/documents`,
          headers: expired,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('adds a document of an active type that applies to the entity’s kind; refuses the others', async () => {
    const doc = await f.ok(
      'POST',
      `/entities/${f.entityId}/documents`,
      { documentTypeId: f.type.contrato },
      201,
    );
    expect(doc).toMatchObject({
      source: 'MANUAL',
      required: false,
      status: 'PENDENTE',
      stepKey: null,
    });
    expect(await f.ok('GET', `/documents/${doc._id}`)).toEqual(doc);
    expect(await f.actionsOf(doc._id)).toEqual(['DOCUMENT_ADDED']);
    const [inactive] = await t.db
      .insert(documentTypes)
      .values({ name: 'Tipo antigo', category: 'OUTRO', appliesTo: 'AMBOS', active: false })
      .returning();
    const refusals: [unknown, string][] = [
      [{ documentTypeId: f.type.rg }, 'Este tipo de documento não se aplica a pessoa jurídica.'],
      [{ documentTypeId: inactive!.id }, 'Este tipo de documento está inativo.'],
      [{ documentTypeId: 'nao-existe' }, 'Tipo de documento não encontrado.'],
      [{}, 'Escolha o tipo de documento.'],
    ];
    for (const [body, message] of refusals) {
      const response = await f.call('POST', `/entities/${f.entityId}/documents`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.details[0]).toMatchObject({ path: 'documentTypeId', message });
    }
    const extra = await f.call('POST', `/entities/${f.entityId}/documents`, {
      documentTypeId: f.type.cnd,
      status: 'APROVADO',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('a provider user (LINCE) or another company’s analyst gets 404 on the client’s document', async () => {
    const doc = await f.addDocument(f.type.contrato);
    const provider = await loggedInUser(t, { role: 'LINCE_ADMIN' });
    const stranger = (await documentsFixture(t)).analyst;
    const unknown = await f.call('GET', '/documents/nao-existe');
    for (const who of [provider, stranger]) {
      const response = await callAs(t, who.session, 'GET', `${f.base}/documents/${doc._id}`);
      expect(response.statusCode).toBe(404);
    }
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Documento não encontrado.');
  });
});

describe('bulk upload, data room and classification', () => {
  it('a bulk file becomes an "Outros" document; the data room lists every file, newest first, paginated', async () => {
    const g = await documentsFixture(t);
    const names = ['a.pdf', 'b.png', 'c.docx'];
    const data = [await pdfOf(), await pngOf(10, 10), await docxOf()];
    const created: Document[] = [];
    for (let i = 0; i < names.length; i++) {
      const response = await g.send(`/entities/${g.entityId}/files`, data[i]!, names[i]!);
      expect(response.statusCode, response.body).toBe(201);
      created.push(json<Document>(response));
    }
    expect(created[0]).toMatchObject({
      documentTypeName: 'Outros',
      source: 'MANUAL',
      required: false,
      status: 'RECEBIDO',
    });
    const page = json<DataRoomPage>(
      await callAs(
        t,
        g.analyst.session,
        'GET',
        `${g.base}/entities/${g.entityId}/files?page=1&pageSize=2`,
      ),
    );
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((i) => i.name)).toEqual(['c.docx', 'b.png']);
    expect(page.items[0]).toMatchObject({
      documentId: created[2]!._id,
      documentTypeName: 'Outros',
      documentStatus: 'RECEBIDO',
    });
    expect(
      (
        await callAs(
          t,
          g.analyst.session,
          'GET',
          `${g.base}/entities/${g.entityId}/files?pageSize=500`,
        )
      ).statusCode,
    ).toBe(400);
    expect((await f.call('GET', `/entities/${g.entityId}/files`)).statusCode).toBe(404);
  });

  it('classify: the files move to a file-less document of that type (removed "Outros"), or the document takes the type', async () => {
    const g = await documentsFixture(t);
    const [waiting] = await t.db
      .insert(documents)
      .values({
        companyId: g.companyId,
        diligenceId: g.diligenceId,
        entityId: g.entityId,
        documentTypeId: g.type.cnd,
        source: 'TRACK',
        required: true,
        stepKey: 'k',
        stepTitle: 'Certidões',
        stepOrder: 1,
      })
      .returning();
    const bulk = json<Document>(
      await g.send(`/entities/${g.entityId}/files`, await pdfOf(), 'cnd.pdf'),
    );
    const classify = (id: string, documentTypeId: string) =>
      callAs(t, g.analyst.session, 'POST', `${g.base}/documents/${id}/classify`, {
        documentTypeId,
      });
    const moved = json<Document>(await classify(bulk._id, g.type.cnd));
    expect(moved).toMatchObject({
      _id: waiting!.id,
      status: 'RECEBIDO',
      required: true,
      files: [expect.objectContaining({ name: 'cnd.pdf' })],
    });
    expect(
      (await callAs(t, g.analyst.session, 'GET', `${g.base}/documents/${bulk._id}`)).statusCode,
    ).toBe(404);
    expect((await classify(waiting!.id, g.type.contrato)).statusCode).toBe(409);
    const second = json<Document>(
      await g.send(`/entities/${g.entityId}/files`, await pngOf(8, 8), 'rg.png'),
    );
    const retyped = await classify(second._id, g.type.contrato);
    expect(json<Document>(retyped)).toMatchObject({
      _id: second._id,
      documentTypeName: 'Contrato Social ou Estatuto Social consolidado',
    });
    const word = json<Document>(
      await g.send(`/entities/${g.entityId}/files`, await docxOf(), 'certidao.docx'),
    );
    expect((await classify(word._id, g.type.cnd)).statusCode).toBe(409);
    expect(await f.actionsOf(waiting!.id)).toEqual(['DOCUMENT_CLASSIFIED']);
  });
});
