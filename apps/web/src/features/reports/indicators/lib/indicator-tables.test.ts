import { describe, expect, it } from 'vitest';
import {
  findingsTable,
  isEmptyPeriod,
  leadTimeTable,
  monthTable,
  riskTable,
  slaTable,
  statusTable,
  workloadTable,
  type TableModel,
} from './indicator-tables.ts';
import { INDICATORS } from './indicators-fixture.ts';

const cells = (model: TableModel) => model.rows.map((row) => row.cells);
const labels = (model: TableModel) => model.columns.map((column) => column.label);

describe('the charts as tables (pt-BR)', () => {
  it('status: every column, Canceladas and the total, with shares', () => {
    const model = statusTable(INDICATORS.byStatus);
    expect(labels(model)).toEqual(['Situação', 'Diligências', 'Percentual']);
    expect(cells(model)).toEqual([
      ['A iniciar', '1', '0,1%'],
      ['Coleta de documentos', '0', '0%'],
      ['Em análise', '1', '0,1%'],
      ['Em revisão', '0', '0%'],
      ['Concluída', '1.234', '99,8%'],
      ['Cancelada', '1', '0,1%'],
      ['Total', '1.237', '100%'],
    ]);
    expect(model.rows.at(-1)?.total).toBe(true);
  });

  it('months in full, created and concluded', () => {
    expect(cells(monthTable(INDICATORS.byMonth))).toEqual([
      ['janeiro de 2026', '1.000', '4'],
      ['fevereiro de 2026', '237', '1.230'],
    ]);
  });

  it('lead time overall then per purpose, days with a decimal comma, — when unmeasured', () => {
    expect(cells(leadTimeTable(INDICATORS.leadTime))).toEqual([
      ['Todas', '1.234', '12,3 dias', '10 dias', '30,5 dias'],
      ['M&A', '1.234', '12,3 dias', '10 dias', '30,5 dias'],
      ['Crédito', '0', '—', '—', '—'],
    ]);
  });

  it('SLA per column, a column without an SLA said so', () => {
    expect(cells(slaTable(INDICATORS.sla))).toEqual([
      ['A iniciar', '2 dias', '8', '7', '87,5%', '1 dia'],
      ['Em revisão', 'Sem SLA', '3', '—', '—', '4,5 dias'],
    ]);
  });

  it('risk with shares and the total; an unrated row only when there is one', () => {
    expect(cells(riskTable(INDICATORS.risk))).toEqual([
      ['Baixo', '3', '75%'],
      ['Médio', '0', '0%'],
      ['Alto', '1', '25%'],
      ['Crítico', '0', '0%'],
      ['Total', '4', '—'],
    ]);
    const unrated = riskTable({ ...INDICATORS.risk, unrated: 1, total: 5 });
    expect(cells(unrated)).toContainEqual(['Sem classificação', '1', '20%']);
  });

  it('findings by severity and the highest', () => {
    const model = findingsTable(INDICATORS.topFindings);
    expect(labels(model)).toEqual([
      'Apontamento',
      'Ocorrências',
      'Diligências',
      'Baixa',
      'Média',
      'Alta',
      'Crítica',
      'Mais grave',
    ]);
    expect(cells(model)).toEqual([['Protesto de título', '4', '3', '1', '1', '1', '1', 'Crítica']]);
  });

  it('workload per owner and open column', () => {
    const model = workloadTable(INDICATORS.workload);
    expect(labels(model)).toEqual([
      'Responsável',
      'Abertas',
      'Atrasadas',
      'A iniciar',
      'Coleta de documentos',
      'Em análise',
      'Em revisão',
    ]);
    expect(cells(model)).toEqual([['Ana Admin', '2', '1', '1', '0', '1', '0']]);
  });

  it('tells a period where nothing happened', () => {
    expect(isEmptyPeriod(INDICATORS)).toBe(false);
    const empty = {
      ...INDICATORS,
      byStatus: { ...INDICATORS.byStatus, columns: [], canceled: 0, total: 0 },
      byMonth: INDICATORS.byMonth.map((m) => ({ ...m, created: 0, concluded: 0 })),
      leadTime: { ...INDICATORS.leadTime, overall: { ...INDICATORS.leadTime.overall, count: 0 } },
      sla: INDICATORS.sla.map((s) => ({ ...s, left: 0 })),
      risk: { ...INDICATORS.risk, total: 0 },
      topFindings: [],
    };
    expect(isEmptyPeriod(empty)).toBe(true);
  });
});
