import { useTheme, type Theme } from '@mui/material';
import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  DILIGENCE_PURPOSE_LABELS,
  DILIGENCE_STATUS_LABELS,
  RISK_LABELS,
  type DiligenceStatus,
  type RiskRating,
} from '@lince/contracts/diligences';
import type { Indicators } from '@lince/contracts/indicators';
import { SLA_STATUSES } from '@lince/contracts/settings';
import {
  FINDING_SEVERITIES,
  FINDING_SEVERITY_LABELS,
  type FindingSeverity,
} from '@lince/contracts/workspace';
import {
  RISK_COLORS,
  STATUS_COLORS,
} from '../../../../shared/diligence/components/diligence-chips.tsx';
import { formatCount, formatDaysUnit, formatMonth, formatShare } from '../lib/number-format.ts';

/**
 * The indicators' charts (@mui/x-charts, loaded with the /reports route only). Every figure is
 * written in pt-BR by the formatters the tables use; each chart is read as a table too.
 */

const HEIGHT = 280;
const count = (value: number | null) => (value === null ? '' : formatCount(value));
const days = (value: number | null) => formatDaysUnit(value);

/** A chip colour of the theme as a fill (the chips' greys as a mid grey, visible on white). */
function chipFill(theme: Theme, color: string): string {
  if (color === 'default') return theme.palette.grey[500];
  const palette = theme.palette[color as 'primary'];
  return palette?.main ?? theme.palette.grey[500];
}

const statusFill = (theme: Theme, status: DiligenceStatus) =>
  chipFill(theme, STATUS_COLORS[status]);
const riskFill = (theme: Theme, rating: RiskRating) => chipFill(theme, RISK_COLORS[rating]);
const SEVERITY_RISK: Record<FindingSeverity, RiskRating> = {
  BAIXA: 'BAIXO',
  MEDIA: 'MEDIO',
  ALTA: 'ALTO',
  CRITICA: 'CRITICO',
};

/** What every bar chart here shares: Portuguese texts, pt-BR numbers on the value axis. */
function Bars(props: BarChartProps) {
  const horizontal = props.layout === 'horizontal';
  const valueAxis = [{ valueFormatter: (v: number) => formatCount(v), tickMinStep: 1 }];
  return (
    <BarChart
      height={HEIGHT}
      localeText={ptBRLocaleText}
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      {...(horizontal ? { xAxis: valueAxis } : { yAxis: valueAxis })}
      {...props}
    />
  );
}

export function StatusChart({ byStatus }: { byStatus: Indicators['byStatus'] }) {
  const theme = useTheme();
  const statuses = [...byStatus.columns.map((c) => c.status), 'CANCELADA' as const];
  const data = [...byStatus.columns.map((c) => c.count), byStatus.canceled];
  return (
    <Bars
      hideLegend
      xAxis={[
        {
          scaleType: 'band',
          data: statuses.map((s) => DILIGENCE_STATUS_LABELS[s]),
          colorMap: {
            type: 'ordinal',
            values: statuses.map((s) => DILIGENCE_STATUS_LABELS[s]),
            colors: statuses.map((s) => statusFill(theme, s)),
          },
        },
      ]}
      series={[{ data, label: 'Diligências', valueFormatter: count }]}
    />
  );
}

export function MonthChart({ byMonth }: { byMonth: Indicators['byMonth'] }) {
  const theme = useTheme();
  return (
    <Bars
      xAxis={[{ scaleType: 'band', data: byMonth.map((m) => formatMonth(m.month)) }]}
      series={[
        {
          data: byMonth.map((m) => m.created),
          label: 'Criadas',
          valueFormatter: count,
          color: theme.palette.primary.main,
        },
        {
          data: byMonth.map((m) => m.concluded),
          label: 'Concluídas',
          valueFormatter: count,
          color: theme.palette.success.main,
        },
      ]}
    />
  );
}

export function LeadTimeChart({ leadTime }: { leadTime: Indicators['leadTime'] }) {
  const theme = useTheme();
  const rows = [
    { label: 'Todas', ...leadTime.overall },
    ...leadTime.byPurpose.map((p) => ({ label: DILIGENCE_PURPOSE_LABELS[p.purpose], ...p })),
  ].filter((row) => row.count > 0);
  const series = [
    ['averageDays', 'Média', theme.palette.primary.main],
    ['medianDays', 'Mediana', theme.palette.info.main],
    ['p90Days', '90º percentil', theme.palette.warning.main],
  ] as const;
  return (
    <Bars
      xAxis={[{ scaleType: 'band', data: rows.map((r) => r.label) }]}
      yAxis={[{ valueFormatter: (v: number) => days(v) }]}
      series={series.map(([key, label, color]) => ({
        data: rows.map((r) => r[key]),
        label,
        color,
        valueFormatter: days,
      }))}
    />
  );
}

export function SlaChart({ sla }: { sla: Indicators['sla'] }) {
  const theme = useTheme();
  const rows = sla.filter((s) => s.share !== null);
  return (
    <Bars
      hideLegend
      xAxis={[{ scaleType: 'band', data: rows.map((s) => DILIGENCE_STATUS_LABELS[s.status]) }]}
      yAxis={[{ min: 0, max: 1, valueFormatter: (v: number) => formatShare(v) }]}
      series={[
        {
          data: rows.map((s) => s.share),
          label: 'Dentro do SLA',
          color: theme.palette.success.main,
          valueFormatter: (v) => formatShare(v),
        },
      ]}
    />
  );
}

export function RiskChart({ risk }: { risk: Indicators['risk'] }) {
  const theme = useTheme();
  const data = risk.ratings
    .filter((r) => r.count > 0)
    .map((r) => ({
      id: r.rating,
      value: r.count,
      label: RISK_LABELS[r.rating],
      color: riskFill(theme, r.rating),
    }));
  return (
    <PieChart
      height={HEIGHT}
      localeText={ptBRLocaleText}
      series={[
        {
          data,
          innerRadius: 60,
          paddingAngle: 1,
          valueFormatter: (item) => formatCount(item.value),
        },
      ]}
    />
  );
}

/** A long title cut for an axis (the table has it whole). */
const shortTitle = (title: string) => (title.length > 24 ? `${title.slice(0, 23)}…` : title);

export function FindingsChart({ topFindings }: { topFindings: Indicators['topFindings'] }) {
  const theme = useTheme();
  return (
    <Bars
      layout="horizontal"
      height={Math.max(HEIGHT, topFindings.length * 36 + 80)}
      yAxis={[{ scaleType: 'band', data: topFindings.map((f) => shortTitle(f.title)), width: 150 }]}
      series={FINDING_SEVERITIES.map((severity, index) => ({
        data: topFindings.map((f) => f.bySeverity[index]?.count ?? 0),
        label: FINDING_SEVERITY_LABELS[severity],
        stack: 'severity',
        color: riskFill(theme, SEVERITY_RISK[severity]),
        valueFormatter: count,
      }))}
    />
  );
}

export function WorkloadChart({ workload }: { workload: Indicators['workload'] }) {
  const theme = useTheme();
  return (
    <Bars
      layout="horizontal"
      height={Math.max(HEIGHT, workload.length * 36 + 80)}
      yAxis={[{ scaleType: 'band', data: workload.map((w) => w.owner.name), width: 140 }]}
      series={SLA_STATUSES.map((status, index) => ({
        data: workload.map((w) => w.byStatus[index]?.count ?? 0),
        label: DILIGENCE_STATUS_LABELS[status],
        stack: 'status',
        color: statusFill(theme, status),
        valueFormatter: count,
      }))}
    />
  );
}
