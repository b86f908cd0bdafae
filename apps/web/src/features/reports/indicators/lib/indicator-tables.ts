import {
  DILIGENCE_PURPOSE_LABELS,
  DILIGENCE_STATUS_LABELS,
  RISK_LABELS,
} from '@lince/contracts/diligences';
import type { Indicators, LeadTimeStats } from '@lince/contracts/indicators';
import { SLA_STATUSES } from '@lince/contracts/settings';
import { FINDING_SEVERITIES, FINDING_SEVERITY_LABELS } from '@lince/contracts/workspace';
import {
  formatCount,
  formatDaysUnit,
  formatMonthLong,
  formatPartOf,
  formatShare,
  NO_FIGURE,
} from './number-format.ts';

/**
 * Every chart of the indicators as a table (its accessible alternative): the column headers and
 * the rows, each cell already written in pt-BR. The first cell of a row names it (a row header).
 */
export interface TableModel {
  columns: { label: string; numeric?: boolean }[];
  rows: { key: string; cells: string[]; total?: boolean }[];
}

const numeric = (label: string) => ({ label, numeric: true });

/** Diligences created in the period by their current status, Canceladas and the total. */
export function statusTable(byStatus: Indicators['byStatus']): TableModel {
  const share = (count: number) => formatPartOf(count, byStatus.total);
  return {
    columns: [{ label: 'Situação' }, numeric('Diligências'), numeric('Percentual')],
    rows: [
      ...byStatus.columns.map(({ status, count }) => ({
        key: status,
        cells: [DILIGENCE_STATUS_LABELS[status], formatCount(count), share(count)],
      })),
      {
        key: 'CANCELADA',
        cells: ['Cancelada', formatCount(byStatus.canceled), share(byStatus.canceled)],
      },
      {
        key: 'total',
        total: true,
        cells: ['Total', formatCount(byStatus.total), byStatus.total ? formatShare(1) : NO_FIGURE],
      },
    ],
  };
}

/** Created and concluded per month. */
export function monthTable(byMonth: Indicators['byMonth']): TableModel {
  return {
    columns: [{ label: 'Mês' }, numeric('Criadas'), numeric('Concluídas')],
    rows: byMonth.map(({ month, created, concluded }) => ({
      key: month,
      cells: [formatMonthLong(month), formatCount(created), formatCount(concluded)],
    })),
  };
}

const leadTimeCells = (label: string, s: LeadTimeStats) => [
  label,
  formatCount(s.count),
  formatDaysUnit(s.averageDays),
  formatDaysUnit(s.medianDays),
  formatDaysUnit(s.p90Days),
];

/** Creation → Concluída: overall first, then each purpose. */
export function leadTimeTable(leadTime: Indicators['leadTime']): TableModel {
  return {
    columns: [
      { label: 'Finalidade' },
      numeric('Concluídas'),
      numeric('Média'),
      numeric('Mediana'),
      numeric('90º percentil'),
    ],
    rows: [
      { key: 'all', total: true, cells: leadTimeCells('Todas', leadTime.overall) },
      ...leadTime.byPurpose.map((s) => ({
        key: s.purpose,
        cells: leadTimeCells(DILIGENCE_PURPOSE_LABELS[s.purpose], s),
      })),
    ],
  };
}

/** SLA compliance of each open column. */
export function slaTable(sla: Indicators['sla']): TableModel {
  return {
    columns: [
      { label: 'Coluna' },
      numeric('SLA'),
      numeric('Saídas'),
      numeric('No prazo'),
      numeric('Cumprimento'),
      numeric('Tempo médio'),
    ],
    rows: sla.map((s) => ({
      key: s.status,
      cells: [
        DILIGENCE_STATUS_LABELS[s.status],
        s.slaDays === null ? 'Sem SLA' : formatDaysUnit(s.slaDays),
        formatCount(s.left),
        s.withinSla === null ? NO_FIGURE : formatCount(s.withinSla),
        formatShare(s.share),
        formatDaysUnit(s.averageDays),
      ],
    })),
  };
}

/** Concluded diligences by risk. */
export function riskTable(risk: Indicators['risk']): TableModel {
  const share = (count: number) => formatPartOf(count, risk.total);
  return {
    columns: [{ label: 'Risco' }, numeric('Diligências'), numeric('Percentual')],
    rows: [
      ...risk.ratings.map(({ rating, count }) => ({
        key: rating,
        cells: [RISK_LABELS[rating], formatCount(count), share(count)],
      })),
      ...(risk.unrated > 0
        ? [
            {
              key: 'unrated',
              cells: ['Sem classificação', formatCount(risk.unrated), share(risk.unrated)],
            },
          ]
        : []),
      { key: 'total', total: true, cells: ['Total', formatCount(risk.total), NO_FIGURE] },
    ],
  };
}

/** The most frequent findings, with their count per severity. */
export function findingsTable(topFindings: Indicators['topFindings']): TableModel {
  return {
    columns: [
      { label: 'Apontamento' },
      numeric('Ocorrências'),
      numeric('Diligências'),
      ...FINDING_SEVERITIES.map((s) => numeric(FINDING_SEVERITY_LABELS[s])),
      { label: 'Mais grave' },
    ],
    rows: topFindings.map((f, index) => ({
      key: `${index}-${f.title}`,
      cells: [
        f.title,
        formatCount(f.count),
        formatCount(f.diligences),
        ...f.bySeverity.map((s) => formatCount(s.count)),
        FINDING_SEVERITY_LABELS[f.highestSeverity],
      ],
    })),
  };
}

/** Open diligences per owner, now. */
export function workloadTable(workload: Indicators['workload']): TableModel {
  return {
    columns: [
      { label: 'Responsável' },
      numeric('Abertas'),
      numeric('Atrasadas'),
      ...SLA_STATUSES.map((s) => numeric(DILIGENCE_STATUS_LABELS[s])),
    ],
    rows: workload.map((w) => ({
      key: w.owner._id,
      cells: [
        w.owner.name,
        formatCount(w.open),
        formatCount(w.overdue),
        ...w.byStatus.map((s) => formatCount(s.count)),
      ],
    })),
  };
}

/** Whether the period has nothing to show: no diligence created, concluded, moved or found. */
export function isEmptyPeriod(indicators: Indicators): boolean {
  return (
    indicators.byStatus.total === 0 &&
    indicators.leadTime.overall.count === 0 &&
    indicators.risk.total === 0 &&
    indicators.sla.every((s) => s.left === 0) &&
    indicators.topFindings.length === 0 &&
    indicators.byMonth.every((m) => m.created === 0 && m.concluded === 0)
  );
}
