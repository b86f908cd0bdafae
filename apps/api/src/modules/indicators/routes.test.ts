import {
  PERIOD_ORDER_MESSAGE,
  PERIOD_TOO_LONG_MESSAGE,
  type Indicators,
  type Role,
} from '@lince/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { callAs, json, loggedInUser } from '../../testing/helpers.ts';
import { PERIOD, useIndicatorsWorld } from './indicators.test-support.ts';

const world = useIndicatorsWorld();
const get = (url: string, session = world.w.admin.session) => callAs(world.t, session, 'GET', url);

describe('GET /v1/reports/indicators: who may, and what is refused', () => {
  it('ADMIN of the company only: DEFAULT and the provider roles 403, no session 401', async () => {
    for (const role of ['DEFAULT', 'LINCE_ADMIN', 'LINCE_DEFAULT'] satisfies Role[]) {
      const { session } = await loggedInUser(world.t, { companyId: world.w.companyId, role });
      for (const path of ['indicators', 'indicators.xlsx']) {
        const response = await get(`/v1/reports/${path}?${PERIOD}`, session);
        expect(response.statusCode, `${role} ${path}`).toBe(403);
      }
    }
    const anonymous = await world.t.app.inject({ method: 'GET', url: '/v1/reports/indicators' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('bad periods and filters: 400 in Portuguese, for the JSON and the XLSX', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30', 'Data inválida.'],
      ['from=01/02/2026', 'Data inválida (use aaaa-mm-dd).'],
      ['to=2026-13-01', 'Data inválida.'],
      ['from=2026-04-01&to=2026-03-31', PERIOD_ORDER_MESSAGE],
      ['from=2020-01-01&to=2025-01-01', PERIOD_TOO_LONG_MESSAGE],
      ['from=2999-01-01', 'A data deve estar entre 01/01/1900 e 31/12/2199.'],
      [
        'from=2199-01-01',
        'A data inicial não pode ser posterior a hoje quando a data final não é informada.',
      ],
      ['purpose=QUALQUER', 'Finalidade inválida.'],
      [`ownerId=${'x'.repeat(65)}`, 'Responsável: identificador inválido.'],
      ['from=2026-01-01%00', 'Data inválida (use aaaa-mm-dd).'],
    ];
    for (const [query, message] of cases)
      for (const path of ['indicators', 'indicators.xlsx']) {
        const response = await get(`/v1/reports/${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.body, `${path}?${query}`).toContain(message);
      }
    // Five years less a day is accepted.
    expect((await get('/v1/reports/indicators?from=2020-01-01&to=2024-12-31')).statusCode).toBe(
      200,
    );
  });

  it("another company's ADMIN sees only its own figures; our owner filter matches nothing there", async () => {
    const other = await loggedInUser(world.t, { role: 'ADMIN' });
    const response = await get(
      `/v1/reports/indicators?${PERIOD}&ownerId=${world.w.owners.ana}`,
      other.session,
    );
    expect(response.statusCode).toBe(200);
    const r = json<Indicators>(response);
    expect(r.byStatus.total).toBe(0);
    expect(r.byMonth.every((m) => m.created === 0 && m.concluded === 0)).toBe(true);
    expect(r.leadTime.overall.count).toBe(0);
    expect(r.sla.every((s) => s.left === 0 && s.slaDays === null)).toBe(true);
    expect(r.topFindings).toEqual([]);
    expect(r.workload).toEqual([]);
  });
});

describe('GET /v1/reports/indicators.xlsx', () => {
  async function workbook(query: string) {
    const response = await get(`/v1/reports/indicators.xlsx?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { response, book };
  }

  it('one sheet per indicator, Portuguese headers, a Portuguese file name', async () => {
    const { response, book } = await workbook(PERIOD);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Indicadores_01-01-2026_a_30-04-2026.xlsx"; filename*=UTF-8''${encodeURIComponent('Indicadores 01-01-2026 a 30-04-2026.xlsx')}`,
    );
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Filtros',
      'Situação',
      'Por mês',
      'Tempo de conclusão',
      'SLA',
      'Risco',
      'Apontamentos',
      'Carga de trabalho',
    ]);
    const lead = book.getWorksheet('Tempo de conclusão')!;
    expect(lead.getRow(1).values).toEqual([
      undefined,
      'Finalidade',
      'Concluídas',
      'Média (dias)',
      'Mediana (dias)',
      'Percentil 90 (dias)',
    ]);
  });

  it('numbers as numbers with Brazilian formats, dates as real dates', async () => {
    const { book } = await workbook(`${PERIOD}&ownerId=${world.w.owners.bruno}`);
    const filters = book.getWorksheet('Filtros')!;
    expect(filters.getCell('B2').value).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(filters.getCell('B2').numFmt).toBe('dd/mm/yyyy');
    expect(filters.getCell('B3').value).toEqual(new Date('2026-04-30T00:00:00Z'));
    expect(filters.getCell('B5').value).toBe('Bruno Braga');

    const all = (await workbook(PERIOD)).book;
    const lead = all.getWorksheet('Tempo de conclusão')!;
    expect(lead.getCell('A2').value).toBe('Todas');
    expect(lead.getCell('C2').value).toBe(17.38);
    expect(lead.getCell('C2').numFmt).toBe('#,##0.00');
    expect(lead.getCell('E2').value).toBe(30.5);
    const sla = all.getWorksheet('SLA')!;
    expect(sla.getCell('A2').value).toBe('A iniciar');
    expect(sla.getCell('E2').value).toBe(0.4);
    expect(sla.getCell('E2').numFmt).toBe('0.0%');
    expect(sla.getCell('E5').value).toBeNull();
    const months = all.getWorksheet('Por mês')!;
    expect(months.getCell('A5').value).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(months.getCell('A5').numFmt).toBe('mm/yyyy');
    expect(months.getCell('B5').value).toBe(1);
    const findings = all.getWorksheet('Apontamentos')!;
    expect(findings.getRow(2).values).toEqual([
      undefined,
      'Protesto de título',
      4,
      3,
      1,
      1,
      1,
      1,
      'Crítica',
    ]);
    const workload = all.getWorksheet('Carga de trabalho')!;
    expect(workload.getCell('A4').value).toBe('Ana Admin');
    expect(workload.getCell('C4').value).toBe(1);
  });
});
