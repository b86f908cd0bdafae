import type { LawsuitList } from '@lince/contracts';
import { activities, and, eq } from '@lince/db';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { callAs, computedRisks, json } from '../../testing/helpers.ts';
import { importTestApp } from './import.test-support.ts';
import { parseLawsuitCsv } from './csv-parser.ts';
import {
  csvLine,
  csvText,
  dataJudHits,
  jsonBytes,
  lineFields,
  validCnj,
  workbookBytes,
} from './files.test-support.ts';
import { TEMPLATE_COLUMNS } from './types.ts';
import { parseLawsuitXlsx } from './xlsx-parser.ts';

const s = importTestApp();

const utf8 = (text: string) => new TextEncoder().encode(text);
const template = (query = '') =>
  callAs(s.t, s.f.analyst.session, 'GET', `/v1/lawsuits/import-template${query}`);
const list = async (url: string) =>
  json<LawsuitList>(await callAs(s.t, s.f.analyst.session, 'GET', `${url}?pageSize=100`));

describe('lawsuit import', () => {
  it('a CSV with one bad line: 202, then CONCLUIDO with the valid lines in and the bad one reported by line, the file deleted, one audit entry', async () => {
    const e = await s.f.entity();
    const bad = validCnj(2).replace(
      /^(\d{7})(\d)/,
      (_m, seq: string, d: string) => `${seq}${(Number(d) + 1) % 10}`,
    );
    const response = await s.f.upload(
      e.importUrl,
      utf8(csvText(csvLine(1), csvLine(2, { numero_cnj: bad }), csvLine(3, { risco: '' }))),
    );
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = json<{ jobId: string }>(response);
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    const status = await s.f.settled(jobId);
    expect(status).toMatchObject({
      _id: jobId,
      kind: 'LAWSUIT_IMPORT',
      state: 'CONCLUIDO',
      progress: { processed: 2, total: 2 },
      result: {
        imported: 2,
        updated: 0,
        rejectedCount: 1,
        source: 'CSV',
        rejected: [
          {
            line: 3,
            message: expect.stringMatching(
              /^Número CNJ inválido \(“\d{20}”\): os dígitos verificadores não conferem/,
            ),
          },
        ],
      },
    });
    expect(status.finishedAt).toBeDefined();
    expect(status.message).toBeUndefined();
    const page = await list(e.listUrl);
    expect(page.items.map((l) => [l.cnjNumber, l.source, l.risk, l.claimValue])).toEqual([
      [validCnj(1), 'CSV', 'PROVAVEL', '1234.56'],
      [validCnj(3), 'CSV', null, '1234.56'],
    ]);
    expect(s.f.storedFiles()).toEqual([]);
    const trail = await s.t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'LAWSUITS_IMPORTED'), eq(activities.targetId, e.entityId)));
    expect(trail).toEqual([
      expect.objectContaining({
        userId: s.f.analyst.user.id,
        targetType: 'entity',
        summary: expect.objectContaining({ source: 'CSV', imported: 2, updated: 0, rejected: 1 }),
      }),
    ]);
  });

  it('the same file twice updates, never duplicates; a changed cell changes the lawsuit', async () => {
    const e = await s.f.entity();
    const first = await s.f.importFile(e.importUrl, utf8(csvText(csvLine(1), csvLine(2))));
    expect(first.result).toMatchObject({ imported: 2, updated: 0 });
    const again = await s.f.importFile(
      e.importUrl,
      utf8(csvText(csvLine(1), csvLine(2, { risco: 'Remota', perda_estimada: '' }))),
    );
    expect(again.result).toMatchObject({ imported: 0, updated: 2, rejected: [] });
    const page = await list(e.listUrl);
    expect(page.total).toBe(2);
    expect(page.items.find((l) => l.cnjNumber === validCnj(2))).toMatchObject({
      risk: 'REMOTA',
      estimatedLoss: null,
    });
  });

  it('an XLSX: typed numbers and dates read, source XLSX', async () => {
    const e = await s.f.entity();
    const typed: ExcelJS.CellValue[] = lineFields(5);
    typed[TEMPLATE_COLUMNS.indexOf('valor_causa')] = 98765.4;
    typed[TEMPLATE_COLUMNS.indexOf('data_distribuicao')] = new Date(Date.UTC(2020, 0, 31));
    const status = await s.f.importFile(
      e.importUrl,
      await workbookBytes([typed, lineFields(6, { area: 'Marciana' })]),
      'processos.xlsx',
    );
    expect(status.result).toMatchObject({
      imported: 1,
      source: 'XLSX',
      rejected: [{ line: 3, message: expect.stringContaining('Área desconhecida: “Marciana”') }],
    });
    const [lawsuit] = (await list(e.listUrl)).items;
    expect(lawsuit).toMatchObject({
      cnjNumber: validCnj(5),
      claimValue: '98765.40',
      filedAt: '2020-01-31',
      source: 'XLSX',
    });
  });

  it('a DataJud JSON: the same number in two degrees is one lawsuit; a re-import keeps the analyst’s side and risk', async () => {
    const e = await s.f.entity();
    const number = validCnj(7, 2019);
    const file = jsonBytes(
      dataJudHits(
        {
          numeroProcesso: number,
          tribunal: 'TJSP',
          grau: 'G1',
          classe: { nome: 'Procedimento Comum Cível' },
          dataAjuizamento: '2019-03-01T00:00:00.000Z',
          movimentos: [{ dataHora: '2020-01-10T12:00:00.000Z' }],
        },
        {
          numeroProcesso: number,
          tribunal: 'TJSP',
          grau: 'G2',
          classe: { nome: 'Apelação Cível' },
          dataAjuizamento: '20210510000000',
          movimentos: [{ dataHora: '2024-07-01T15:00:00.000Z' }],
        },
      ),
    );
    const status = await s.f.importFile(e.importUrl, file, 'datajud.json');
    expect(status.result).toMatchObject({ imported: 1, updated: 0, source: 'DATAJUD' });
    const [lawsuit] = (await list(e.listUrl)).items;
    expect(lawsuit).toMatchObject({
      cnjNumber: number,
      class: 'Procedimento Comum Cível',
      filedAt: '2019-03-01',
      lastMovementAt: '2024-07-01',
      phase: '2º grau',
      source: 'DATAJUD',
    });
    await callAs(
      s.t,
      s.f.analyst.session,
      'PUT',
      `/v1/diligences/${e.diligenceId}/lawsuits/${lawsuit!._id}`,
      {
        side: 'PASSIVO',
        risk: 'POSSIVEL',
      },
    );
    const again = await s.f.importFile(e.importUrl, file, 'datajud.json');
    expect(again.result).toMatchObject({ imported: 0, updated: 1 });
    expect((await list(e.listUrl)).items).toEqual([
      expect.objectContaining({ side: 'PASSIVO', risk: 'POSSIVEL', source: 'DATAJUD' }),
    ]);
  });

  it('an imported Provável passive lawsuit raises the entity (and the diligence) to ALTO', async () => {
    const e = await s.f.entity('Parte Arriscada Ltda.');
    const risks = () => computedRisks(s.t, s.f.analyst.session, e.diligenceId);
    expect((await risks()).entities['Parte Arriscada Ltda.']).toBeNull();
    await s.f.importFile(
      e.importUrl,
      utf8(csvText(csvLine(20, { polo: 'Ativo' }), csvLine(21, { risco: 'Possível' }))),
    );
    // Provável on the active side, Possível on the passive one: at least MEDIO.
    expect((await risks()).entities['Parte Arriscada Ltda.']).toBe('MEDIO');
    await s.f.importFile(
      e.importUrl,
      utf8(csvText(csvLine(22, { polo: 'Réu', risco: 'PROVÁVEL' }))),
    );
    expect(await risks()).toEqual({
      diligence: 'ALTO',
      entities: { 'Parte Arriscada Ltda.': 'ALTO' },
    });
  });
});

describe('import template', () => {
  it('CSV and XLSX download with a Portuguese name; parsed back, the example line is valid', async () => {
    const csv = await template('?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="Modelo_de_importacao_de_processos.csv"; filename*=UTF-8''Modelo%20de%20importa%C3%A7%C3%A3o%20de%20processos.csv`,
    );
    const fromCsv = parseLawsuitCsv(new Uint8Array(csv.rawPayload));
    expect(fromCsv.rejected).toEqual([]);
    expect(fromCsv.rows).toHaveLength(1);

    const xlsx = await template('?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; .*processos\.xlsx$/);
    const fromXlsx = await parseLawsuitXlsx(new Uint8Array(xlsx.rawPayload));
    expect(fromXlsx.rows).toEqual([{ ...fromCsv.rows[0], source: 'XLSX' }]);

    const plain = await template();
    expect(plain.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('an unknown format is a 400 in Portuguese; no session is a 401', async () => {
    const bad = await template('?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { path: 'format', message: 'Formato do modelo inválido (use csv ou xlsx).' },
    ]);
    const anonymous = await s.t.app.inject({ method: 'GET', url: '/v1/lawsuits/import-template' });
    expect(anonymous.statusCode).toBe(401);
  });
});
