import type { Activity, Diligence } from '@lince/contracts';
import { diligences, eq } from '@lince/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsFixture } from '../../testing/document-fixtures.ts';
import { authHeaders, callAs, createTestApp, json, type TestApp } from '../../testing/helpers.ts';
import { pdfOf } from '../../testing/document-files.ts';
import { expiredAuthHeaders, multipartFile } from '../../testing/uploads.ts';

/** Issue 27, item 10: a diligence "A iniciar" moves to "Coleta de documentos" with its first file. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A new company, its analyst and a diligence A_INICIAR with one PJ party. */
async function fresh() {
  const f = await documentsFixture(t);
  const diligence = async () => json<Diligence>(await callAs(t, f.analyst.session, 'GET', f.base));
  const timeline = async () =>
    json<{ items: Activity[] }>(await callAs(t, f.analyst.session, 'GET', `${f.base}/timeline`))
      .items;
  return { ...f, diligence, timeline };
}

describe('the first file of a diligence "A iniciar"', () => {
  it('moves it to COLETA with a timeline entry of the uploader; later files change nothing', async () => {
    const f = await fresh();
    expect((await f.diligence()).status).toBe('A_INICIAR');
    const doc = await f.addDocument(f.type.cnd);
    const response = await f.upload(doc._id, await pdfOf(), 'certidão.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect((await f.diligence()).status).toBe('COLETA');
    const moves = (await f.timeline()).filter((a) => a.action === 'DILIGENCE_STATUS_CHANGED');
    expect(moves).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ _id: f.analyst.user.id }),
        summary: {
          before: { status: 'A_INICIAR' },
          after: { status: 'COLETA' },
          label: 'A iniciar → Coleta de documentos',
          cause: 'primeiro documento recebido',
          documentId: doc._id,
        },
      }),
    ]);
    // The move comes after the upload it follows.
    const actions = (await f.timeline()).map((a) => a.action);
    expect(actions.indexOf('DILIGENCE_STATUS_CHANGED')).toBeLessThan(
      actions.indexOf('DOCUMENT_FILE_UPLOADED'),
    );
    await f.withFile(f.type.cnd);
    expect(
      (await f.timeline()).filter((a) => a.action === 'DILIGENCE_STATUS_CHANGED'),
    ).toHaveLength(1);
  });

  it('moved back to "A iniciar" by the analyst, it stays there when more files arrive', async () => {
    const f = await fresh();
    await f.withFile(f.type.cnd);
    expect((await f.diligence()).status).toBe('COLETA');
    const back = await callAs(t, f.analyst.session, 'POST', `${f.base}/status`, {
      status: 'A_INICIAR',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(json<Diligence>(back).status).toBe('A_INICIAR');
    await f.withFile(f.type.cnd);
    expect((await f.diligence()).status).toBe('A_INICIAR');
  });

  it('a file sent to the party without a document type (a new "Outros") moves it too', async () => {
    const f = await fresh();
    const response = await f.send(`/entities/${f.entityId}/files`, await pdfOf(), 'solto.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect((await f.diligence()).status).toBe('COLETA');
  });

  it('a diligence already past "A iniciar" keeps its status', async () => {
    const f = await fresh();
    await t.db
      .update(diligences)
      .set({ status: 'ANALISE' })
      .where(eq(diligences.id, f.diligenceId));
    await f.withFile(f.type.cnd);
    expect((await f.diligence()).status).toBe('ANALISE');
    expect((await f.timeline()).filter((a) => a.action === 'DILIGENCE_STATUS_CHANGED')).toEqual([]);
  });

  it('an upload refused (no file, a forbidden type), without a session, with an expired one or for another company moves nothing', async () => {
    const f = await fresh();
    const doc = await f.addDocument(f.type.cnd);
    const empty = await f.upload(doc._id, Buffer.alloc(0), 'vazio.pdf');
    expect(empty.statusCode).toBe(400);
    const exe = await f.upload(doc._id, Buffer.from('MZ\x90\x00executável'), 'virus.exe');
    expect(exe.statusCode).toBe(415);
    const notMultipart = await callAs(
      t,
      f.analyst.session,
      'POST',
      `${f.base}/documents/${doc._id}/files`,
      {
        file: 'x',
      },
    );
    expect(notMultipart.statusCode).toBe(415);
    const url = `${f.base}/documents/${doc._id}/files`;
    const { payload, headers } = multipartFile(await pdfOf(), {
      filename: 'c.pdf',
      contentType: 'application/pdf',
    });
    expect((await t.app.inject({ method: 'POST', url, payload, headers })).statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...(await expiredAuthHeaders(f.analyst.user.id)), ...headers },
    });
    expect(expired.statusCode).toBe(401);
    const other = await fresh();
    const foreign = await other.upload(doc._id, await pdfOf(), 'c.pdf');
    expect(foreign.statusCode).toBe(404);
    const intoTheirs = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...authHeaders(other.analyst.session), ...headers },
    });
    expect(intoTheirs.statusCode).toBe(404);
    expect((await f.diligence()).status).toBe('A_INICIAR');
    expect((await other.diligence()).status).toBe('A_INICIAR');
  });
});
