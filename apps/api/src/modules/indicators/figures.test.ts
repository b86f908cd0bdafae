import { DILIGENCE_PURPOSES, type Indicators } from '@lince/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, json } from '../../testing/helpers.ts';
import { PERIOD, useIndicatorsWorld } from './indicators.test-support.ts';

/**
 * Every figure of `GET /v1/reports/indicators` against the seed of indicators.test-support.ts, worked out by
 * hand below (days from creation to conclusion: d1 10, d2 20, d3 35, d4 4.5; d9 concludes after
 * the period; d10 is created on its last day in Brasília, d8 the day before its first).
 */
const world = useIndicatorsWorld();

async function indicators(query: string): Promise<Indicators> {
  const { t, w } = world;
  const response = await callAs(t, w.admin.session, 'GET', `/v1/reports/indicators?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Indicators>(response);
}

const columns = (a: number, c: number, an: number, r: number, k: number) => [
  { status: 'A_INICIAR', count: a },
  { status: 'COLETA', count: c },
  { status: 'ANALISE', count: an },
  { status: 'REVISAO', count: r },
  { status: 'CONCLUIDA', count: k },
];

describe('GET /v1/reports/indicators: the figures', () => {
  it('diligences created in the period by status, cancelled apart; months with zeros', async () => {
    const r = await indicators(PERIOD);
    expect(r.period).toEqual({ from: '2026-01-01', to: '2026-04-30' });
    expect(r.filters).toEqual({ purpose: null, ownerId: null });
    // d1 d2 d3 d4 d9 concluded, d5 in analysis, d6 collecting, d10 to start, d7 cancelled.
    expect(r.byStatus).toEqual({ columns: columns(1, 1, 1, 0, 5), canceled: 1, total: 9 });
    expect(r.byMonth).toEqual([
      { month: '2026-01', created: 3, concluded: 1 }, // d1 d2 d5 · d1
      { month: '2026-02', created: 2, concluded: 1 }, // d3 d7 · d2
      { month: '2026-03', created: 3, concluded: 2 }, // d4 d6 d9 · d3 d4
      { month: '2026-04', created: 1, concluded: 0 }, // d10
    ]);
  });

  it('lead time: average, median and 90th percentile, overall and per purpose', async () => {
    const { leadTime } = await indicators(PERIOD);
    // Sorted 4.5, 10, 20, 35: average 69.5 / 4 = 17.375 → 17.38; median (10 + 20) / 2 = 15;
    // p90 at position 0.9 × 3 = 2.7: 20 + 0.7 × (35 − 20) = 30.5.
    expect(leadTime.overall).toEqual({
      count: 4,
      averageDays: 17.38,
      medianDays: 15,
      p90Days: 30.5,
    });
    const byPurpose = Object.fromEntries(
      leadTime.byPurpose.map(({ purpose, ...s }) => [purpose, s]),
    );
    // Crédito 10 and 20: p90 10 + 0.9 × 10 = 19. M&A 4.5 and 35: mean 19.75, p90 4.5 + 0.9 × 30.5 = 31.95.
    expect(byPurpose.CREDITO).toEqual({ count: 2, averageDays: 15, medianDays: 15, p90Days: 19 });
    expect(byPurpose.M_A).toEqual({
      count: 2,
      averageDays: 19.75,
      medianDays: 19.75,
      p90Days: 31.95,
    });
    const none = { count: 0, averageDays: null, medianDays: null, p90Days: null };
    for (const purpose of ['IMOBILIARIA', 'FORNECEDOR', 'PARCEIRO', 'OUTRO'])
      expect(byPurpose[purpose], purpose).toEqual(none);
    expect(leadTime.byPurpose.map((p) => p.purpose)).toEqual([...DILIGENCE_PURPOSES]);
  });

  it('SLA compliance per column from the status changes of the audit trail', async () => {
    const { sla } = await indicators(PERIOD);
    expect(sla).toEqual([
      // d1 1 day ✓, d2 3 ✗, d5 1 ✓, d7 2.25 ✗ (cancelled), d9 41 ✗ (left on 30/04): 2 of 5;
      // mean (1 + 3 + 1 + 2.25 + 41) / 5 = 9.65.
      { status: 'A_INICIAR', slaDays: 2, left: 5, withinSla: 2, share: 0.4, averageDays: 9.65 },
      // d1 6 ✗, d2 exactly 5 ✓, d5 2 ✓, d11 3 ✓ (entered on 30/12/2025): 3 of 4; mean 16 / 4.
      { status: 'COLETA', slaDays: 5, left: 4, withinSla: 3, share: 0.75, averageDays: 4 },
      // d1 2 ✓, d2 12 ✗, d11 8 ✗: 1 of 3; mean 22 / 3 = 7.33.
      { status: 'ANALISE', slaDays: 3, left: 3, withinSla: 1, share: 0.3333, averageDays: 7.33 },
      // d1 1 day; no SLA set for the column.
      { status: 'REVISAO', slaDays: null, left: 1, withinSla: null, share: null, averageDays: 1 },
    ]);
  });

  it('risk of the concluded diligences: the chosen rating, else the computed one', async () => {
    const { risk } = await indicators(PERIOD);
    // d1 ALTO (chosen), d2 MEDIO (computed), d3 CRITICO (chosen over BAIXO), d4 BAIXO; d9 is after.
    expect(risk).toEqual({
      ratings: [
        { rating: 'BAIXO', count: 1 },
        { rating: 'MEDIO', count: 1 },
        { rating: 'ALTO', count: 1 },
        { rating: 'CRITICO', count: 1 },
      ],
      unrated: 0,
      total: 4,
    });
  });

  it('the ten most frequent findings, titles grouped without case, accents nor extra spaces', async () => {
    const { topFindings } = await indicators(PERIOD);
    expect(topFindings).toHaveLength(10);
    expect(topFindings[0]).toEqual({
      title: 'Protesto de título',
      count: 4,
      diligences: 3,
      bySeverity: [
        { severity: 'BAIXA', count: 1 },
        { severity: 'MEDIA', count: 1 },
        { severity: 'ALTA', count: 1 },
        { severity: 'CRITICA', count: 1 },
      ],
      highestSeverity: 'CRITICA',
    });
    expect(topFindings[1]).toMatchObject({
      title: 'Certidão positiva',
      count: 2,
      diligences: 2,
      highestSeverity: 'ALTA',
    });
    // Then the single ones in title order; "Sócio com restrição" is from before the period.
    expect(topFindings.slice(2).map((f) => f.title)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Apontamento 0${i + 1}`),
    );
  });

  it("the analysts' open diligences, now, with the overdue ones", async () => {
    const { workload } = await indicators(PERIOD);
    const byStatus = (a: number, c: number, an: number, r: number) =>
      columns(a, c, an, r, 0).slice(0, 4);
    expect(workload).toEqual([
      // d8 to start, d11 collecting; d6 collecting, d10 to start: two each, by name.
      {
        owner: { _id: world.w.owners.bruno, name: 'Bruno Braga' },
        open: 2,
        overdue: 0,
        byStatus: byStatus(1, 1, 0, 0),
      },
      {
        owner: { _id: world.w.owners.carla, name: 'Carla Costa' },
        open: 2,
        overdue: 0,
        byStatus: byStatus(1, 1, 0, 0),
      },
      // d5, due 01/01/2020.
      {
        owner: { _id: world.w.owners.ana, name: 'Ana Admin' },
        open: 1,
        overdue: 1,
        byStatus: byStatus(0, 0, 1, 0),
      },
    ]);
  });

  it('filtered by purpose', async () => {
    const r = await indicators(`${PERIOD}&purpose=CREDITO`);
    expect(r.filters.purpose).toBe('CREDITO');
    expect(r.byStatus).toEqual({ columns: columns(0, 0, 0, 0, 2), canceled: 1, total: 3 });
    expect(r.byMonth.map((m) => m.created)).toEqual([2, 1, 0, 0]);
    expect(r.leadTime.overall).toEqual({ count: 2, averageDays: 15, medianDays: 15, p90Days: 19 });
    // A iniciar: d1 ✓, d2 ✗, d7 ✗.
    expect(r.sla[0]).toMatchObject({ left: 3, withinSla: 1, share: 0.3333 });
    expect(r.topFindings).toEqual([
      expect.objectContaining({ title: 'Protesto de título', count: 3, diligences: 2 }),
    ]);
    expect(r.workload).toEqual([]);
  });

  it('filtered by owner', async () => {
    const r = await indicators(`${PERIOD}&ownerId=${world.w.owners.bruno}`);
    expect(r.byStatus.total).toBe(2); // d2 d4
    // 4.5 and 20: mean and median 12.25, p90 4.5 + 0.9 × 15.5 = 18.45.
    expect(r.leadTime.overall).toEqual({
      count: 2,
      averageDays: 12.25,
      medianDays: 12.25,
      p90Days: 18.45,
    });
    expect(r.workload.map((o) => o.owner.name)).toEqual(['Bruno Braga']);
    expect(r.risk.total).toBe(2);
  });

  it('the last 12 months by default, every month listed', async () => {
    const r = await indicators('');
    expect(r.byMonth).toHaveLength(12);
    expect(r.period.from).toBe(`${r.byMonth[0]!.month}-01`);
    expect(r.period.to.slice(0, 7)).toBe(r.byMonth[11]!.month);
  });
});
