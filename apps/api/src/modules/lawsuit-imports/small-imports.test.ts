import type { JobStatus, LawsuitList } from '@lince/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, expiredAuthHeaders, json } from '../../testing/helpers.ts';
import { multipartFile } from '../../testing/uploads.ts';
import { importFixture, importTestApp } from './import.test-support.ts';
import { csvLine, csvText, dataJudHits, jsonBytes, validCnj } from './files.test-support.ts';

/**
 * Issue 27, item 7: what a lawyer sends most (the CNJ numbers alone) imports, DataJud's court name
 * gives the area, and a small file is done in under 2 s — the workers here poll once a minute, so
 * only the wake after the upload's commit can start the job in time.
 */
const s = importTestApp({ JOB_POLL_SECONDS: '60' });

const utf8 = (text: string) => new TextEncoder().encode(text);
const list = async (url: string) =>
  json<LawsuitList>(await callAs(s.t, s.f.analyst.session, 'GET', `${url}?pageSize=100`));

/** Asks for the task as the screen does (no help from the test's `settle`) until it has ended. */
async function endedWithin(jobId: string, timeoutMs: number): Promise<JobStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await callAs(s.t, s.f.analyst.session, 'GET', `/v1/jobs/${jobId}`);
    expect(response.statusCode, response.body).toBe(200);
    const status = json<JobStatus>(response);
    if (status.state !== 'PROCESSANDO') return status;
    if (Date.now() > deadline) throw new Error(`ainda PROCESSANDO após ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('small lawsuit imports', () => {
  it('a 4-line CSV is imported in under 2 s after its upload, though the workers poll once a minute', async () => {
    const e = await s.f.entity();
    const started = Date.now();
    const response = await s.f.upload(
      e.importUrl,
      utf8(csvText(csvLine(1), csvLine(2), csvLine(3), csvLine(4))),
    );
    expect(response.statusCode, response.body).toBe(202);
    const status = await endedWithin(json<{ jobId: string }>(response).jobId, 2_000);
    expect(Date.now() - started).toBeLessThanOrEqual(2_000);
    expect(status).toMatchObject({ state: 'CONCLUIDO', result: { imported: 4, updated: 0 } });
  });

  it('a CSV whose only column is numero_cnj imports: area and side OUTRO, risk not rated; imported again it leaves the rest alone', async () => {
    const e = await s.f.entity();
    const only = `numero_cnj\r\n${validCnj(11)}\r\n${validCnj(12)}\r\n`;
    const first = await s.f.importFile(e.importUrl, utf8(only));
    expect(first).toMatchObject({
      state: 'CONCLUIDO',
      result: { imported: 2, updated: 0, rejectedCount: 0, source: 'CSV' },
    });
    const page = await list(e.listUrl);
    expect(page.items.map((l) => [l.cnjNumber, l.area, l.side, l.risk, l.status])).toEqual([
      [validCnj(11), 'OUTRO', 'OUTRO', null, 'ATIVO'],
      [validCnj(12), 'OUTRO', 'OUTRO', null, 'ATIVO'],
    ]);

    // The full template for one of them, then the numbers alone again: the columns the second
    // file does not have keep the first file's values.
    await s.f.importFile(e.importUrl, utf8(csvText(csvLine(11))));
    const again = await s.f.importFile(e.importUrl, utf8(only));
    expect(again.result).toMatchObject({ imported: 0, updated: 2 });
    const kept = (await list(e.listUrl)).items.find((l) => l.cnjNumber === validCnj(11));
    expect(kept).toMatchObject({
      area: 'CIVEL',
      side: 'PASSIVO',
      risk: 'PROVAVEL',
      claimValue: '1234.56',
      court: 'TJSP',
      source: 'CSV',
    });
  });

  it('a header without numero_cnj fails the task with the reason; a bad number is rejected by its line', async () => {
    const e = await s.f.entity();
    const noNumber = await s.f.importFile(e.importUrl, utf8(`tribunal\r\nTJSP\r\n`));
    expect(noNumber).toMatchObject({
      state: 'FALHOU',
      message: expect.stringContaining('falta a coluna numero_cnj'),
    });
    const badLine = await s.f.importFile(
      e.importUrl,
      utf8(`numero_cnj\r\n${validCnj(21)}\r\n123\r\n`),
    );
    expect(badLine.result).toMatchObject({
      imported: 1,
      rejectedCount: 1,
      rejected: [{ line: 3, message: expect.stringContaining('Número CNJ inválido (“123”)') }],
    });
  });

  it('DataJud: a court named "06 CIVEL DE JUNDIAI" gives area CIVEL', async () => {
    const e = await s.f.entity();
    const status = await s.f.importFile(
      e.importUrl,
      jsonBytes(
        dataJudHits(
          {
            numeroProcesso: validCnj(31),
            tribunal: 'TJSP',
            grau: 'G1',
            orgaoJulgador: { codigo: 12, nome: '06 CIVEL DE JUNDIAI' },
            dataAjuizamento: '2022-05-10T00:00:00.000Z',
          },
          {
            numeroProcesso: validCnj(32),
            tribunal: 'TJSP',
            grau: 'G1',
            orgaoJulgador: { nome: '2ª Vara Criminal de Jundiaí' },
          },
        ),
      ),
      'datajud.json',
    );
    expect(status).toMatchObject({
      state: 'CONCLUIDO',
      result: { imported: 2, source: 'DATAJUD' },
    });
    const page = await list(e.listUrl);
    expect(page.items.map((l) => [l.cnjNumber, l.body, l.area])).toEqual([
      [validCnj(31), '06 CIVEL DE JUNDIAI', 'CIVEL'],
      [validCnj(32), '2ª Vara Criminal de Jundiaí', 'CRIMINAL'],
    ]);
  });

  it('no session or an expired one: 401; another company’s party: 404; nothing queued', async () => {
    const e = await s.f.entity();
    const { payload, headers } = multipartFile(Buffer.from(`numero_cnj\r\n${validCnj(41)}\r\n`), {
      filename: 'processos.csv',
      contentType: 'text/csv',
    });
    const anonymous = await s.t.app.inject({ method: 'POST', url: e.importUrl, payload, headers });
    expect(anonymous.statusCode).toBe(401);
    const expired = await s.t.app.inject({
      method: 'POST',
      url: e.importUrl,
      payload,
      headers: { ...(await expiredAuthHeaders(s.f.analyst.user.id)), ...headers },
    });
    expect(expired.statusCode).toBe(401);
    const theirs = await (await importFixture(s.t)).entity();
    const foreign = await s.f.upload(theirs.importUrl, utf8(`numero_cnj\r\n${validCnj(41)}\r\n`));
    expect(foreign.statusCode).toBe(404);
    expect((await list(e.listUrl)).total).toBe(0);
    expect(s.f.storedFiles()).toEqual([]);
  });
});
