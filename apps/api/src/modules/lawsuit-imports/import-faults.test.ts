import { JOB_ID_INVALID_MESSAGE, LAWSUIT_IMPORT_FORMAT_MESSAGE } from '@lince/contracts';
import { activities, backgroundTasks, eq, lawsuits } from '@lince/db';
import { createCompany } from '@lince/db/testing/index';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pdfOf, plainZipOf, zipOf } from '../../testing/document-files.ts';
import { callAs, json, loggedInUser } from '../../testing/helpers.ts';
import { pngOf } from '../../testing/images.ts';
import { importFixture, importTestApp } from './import.test-support.ts';
import { csvLine, csvText, jsonBytes } from './files.test-support.ts';
import { TEMPLATE_COLUMNS } from './types.ts';

const s = importTestApp();

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A workbook-looking ZIP whose sheet inflates to 60 MB (a few dozen kB compressed). */
const zipBomb = () =>
  zipOf({
    'xl/workbook.xml': Buffer.from('<workbook/>'),
    'xl/worksheets/sheet1.xml': Buffer.alloc(60 * 1024 * 1024, 0x20),
  });

describe('a file the import cannot use', () => {
  it('a CSV without the CNJ number column: FALHOU saying so; nothing imported, the file deleted', async () => {
    const e = await s.f.entity();
    const header = TEMPLATE_COLUMNS.filter((c) => c !== 'numero_cnj').join(';');
    const status = await s.f.importFile(e.importUrl, utf8(`${header}\r\n${csvLine(1)}\r\n`));
    expect(status).toMatchObject({
      state: 'FALHOU',
      message:
        'Cabeçalho inválido: falta a coluna numero_cnj (o número CNJ do processo); as outras colunas do modelo são opcionais. Baixe o modelo e use o mesmo cabeçalho.',
    });
    expect(status.result).toBeUndefined();
    expect(await s.t.db.select().from(lawsuits).where(eq(lawsuits.entityId, e.entityId))).toEqual(
      [],
    );
    expect(s.f.storedFiles()).toEqual([]);
  });

  it('a JSON that is not DataJud: FALHOU saying so', async () => {
    const e = await s.f.entity();
    const status = await s.f.importFile(
      e.importUrl,
      jsonBytes({ processos: [{ numero: '1' }] }),
      'processos.json',
    );
    expect(status).toMatchObject({
      state: 'FALHOU',
      message: 'O arquivo não tem o formato DataJud (hits.hits[]._source).',
    });
  });

  it('an XLSX that is a ZIP bomb: FALHOU with the limit, never inflated in memory', async () => {
    const e = await s.f.entity();
    const bomb = await zipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const status = await s.f.importFile(e.importUrl, bomb, 'processos.xlsx');
    expect(status).toMatchObject({
      state: 'FALHOU',
      message: 'A planilha descompactada passa do limite de 50 MB.',
    });
  });

  it('refused on upload, nothing stored, no task: a renamed PDF or PNG and a plain ZIP (415), an empty file (400), past the limit (413), not multipart (415)', async () => {
    const e = await s.f.entity();
    const tasksBefore = (await s.t.db.select().from(backgroundTasks)).length;
    for (const [bytes, name] of [
      [await pdfOf(), 'processos.csv'],
      [await pngOf(40, 30), 'processos.xlsx'],
      [await plainZipOf(), 'processos.xlsx'],
    ] as const) {
      const response = await s.f.upload(e.importUrl, bytes, name);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error.message).toBe(LAWSUIT_IMPORT_FORMAT_MESSAGE);
    }
    const empty = await s.f.upload(e.importUrl, new Uint8Array(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('O arquivo está vazio.');
    const big = utf8(csvText(csvLine(1)).padEnd(s.t.config.lawsuitImportMaxBytes + 1, ' '));
    const tooLarge = await s.f.upload(e.importUrl, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('O arquivo passa do limite de 10 MB.');
    const notMultipart = await callAs(s.t, s.f.analyst.session, 'POST', e.importUrl, {});
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().error.message).toBe(
      'Envie o arquivo como multipart/form-data, no campo "file".',
    );
    expect(s.f.storedFiles()).toEqual([]);
    expect((await s.t.db.select().from(backgroundTasks)).length).toBe(tasksBefore);
  });
});

describe('who may import and see a task', () => {
  it('another company’s entity or diligence: 404, nothing stored; no session: 401', async () => {
    const theirs = await importFixture(s.t);
    const e = await theirs.entity();
    const file = utf8(csvText(csvLine(1)));
    const other = await s.f.upload(e.importUrl, file);
    expect(other.statusCode).toBe(404);
    const mine = await s.f.entity();
    const foreignEntity = await s.f.upload(mine.importUrl.replace(mine.entityId, e.entityId), file);
    expect(foreignEntity.statusCode).toBe(404);
    expect(foreignEntity.json().error.message).toBe('Parte não encontrada.');
    const anonymous = await s.t.app.inject({ method: 'POST', url: mine.importUrl, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(s.f.storedFiles()).toEqual([]);
  });

  it('a task of another company: 404 as an unknown one; a malformed id: 400; no session: 401', async () => {
    const e = await s.f.entity();
    const response = await s.f.upload(e.importUrl, utf8(csvText(csvLine(1))));
    const { jobId } = json<{ jobId: string }>(response);
    await s.t.app.deps.jobs.settle();
    const outsider = await loggedInUser(s.t, { companyId: (await createCompany(s.t.db)).id });
    const foreign = await callAs(s.t, outsider.session, 'GET', `/v1/jobs/${jobId}`);
    const unknown = await callAs(s.t, outsider.session, 'GET', `/v1/jobs/${randomUUID()}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(foreign.json().error.message).toBe('Tarefa não encontrada.');
    // A colleague of the same company follows it too.
    const colleague = await loggedInUser(s.t, { companyId: s.f.companyId, role: 'ADMIN' });
    expect((await callAs(s.t, colleague.session, 'GET', `/v1/jobs/${jobId}`)).statusCode).toBe(200);
    const malformed = await callAs(s.t, s.f.analyst.session, 'GET', '/v1/jobs/nao-e-um-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toEqual([
      { path: 'jobId', message: JOB_ID_INVALID_MESSAGE },
    ]);
    const anonymous = await s.t.app.inject({ method: 'GET', url: `/v1/jobs/${jobId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the task row holds the importer; the audit entry names them', async () => {
    const e = await s.f.entity();
    const status = await s.f.importFile(e.importUrl, utf8(csvText(csvLine(1))));
    const [task] = await s.t.db
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.id, status._id));
    expect(task).toMatchObject({ userId: s.f.analyst.user.id, companyId: s.f.companyId });
    const [entry] = await s.t.db
      .select()
      .from(activities)
      .where(eq(activities.targetId, e.entityId));
    expect(entry).toMatchObject({ action: 'LAWSUITS_IMPORTED', userId: s.f.analyst.user.id });
  });
});
