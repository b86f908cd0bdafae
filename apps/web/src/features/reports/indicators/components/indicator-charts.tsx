import { Box, useTheme, type Theme } from '@mui/material';
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
import { useWidth } from '../../../../lib/use-width.ts';
import { formatCount, formatDaysUnit, formatMonth, formatShare } from '../lib/number-format.ts';
import { categoryAxis, shortTitle } from './chart-axes.ts';

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
      // The value axis' last label ("20 dias") is centred on the chart's right edge: room for it.
      margin={{ left: 8, right: horizontal ? 32 : 16, top: 8, bottom: 8 }}
      {...(horizontal ? { xAxis: valueAxis } : { yAxis: valueAxis })}
      {...props}
    />
  );
}

/**
 * The categories of a horizontal bar chart, one per row on the left, each label whole: the axis
 * is as wide as its longest label (`width: 'auto'`), where a column chart would hide the labels
 * that do not fit under their bars ("Coleta de documentos").
 */

/** A horizontal chart's height: `perRow` px for each category, never under the others'. */
const rowsHeight = (rows: number, perRow = 36) => Math.max(HEIGHT, rows * perRow + 80);

export function StatusChart({ byStatus }: { byStatus: Indicators['byStatus'] }) {
  const theme = useTheme();
  const statuses = [...byStatus.columns.map((c) => c.status), 'CANCELADA' as const];
  const data = [...byStatus.columns.map((c) => c.count), byStatus.canceled];
  const labels = statuses.map((s) => DILIGENCE_STATUS_LABELS[s]);
  return (
    <Bars
      hideLegend
      layout="horizontal"
      height={rowsHeight(labels.length)}
      yAxis={[
        {
          ...categoryAxis(labels)[0]!,
          colorMap: {
            type: 'ordinal',
            values: labels,
            colors: statuses.map((s) => statusFill(theme, s)),
          },
        },
      ]}
      series={[{ data, label: 'Diligências', valueFormatter: count }]}
    />
  );
}

/** Each month's label ("dez/2025") needs this width under its bars, or the months become rows. */
const MONTH_WIDTH = 64;

export function MonthChart({ byMonth }: { byMonth: Indicators['byMonth'] }) {
  const theme = useTheme();
  const box = useWidth();
  const labels = byMonth.map((m) => formatMonth(m.month));
  // On a phone a column per month would hide every other label: the months are rows there.
  const asRows = box.width < labels.length * MONTH_WIDTH;
  return (
    <Box ref={box.ref}>
      {box.width > 0 && (
        <Bars
          {...(asRows
            ? {
                layout: 'horizontal',
                height: rowsHeight(labels.length, 44),
                yAxis: categoryAxis(labels),
              }
            : { xAxis: [{ scaleType: 'band', data: labels }] })}
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
      )}
    </Box>
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
      layout="horizontal"
      height={rowsHeight(rows.length, 48)}
      yAxis={categoryAxis(rows.map((r) => r.label))}
      xAxis={[{ valueFormatter: (v: number) => days(v) }]}
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
      layout="horizontal"
      height={rowsHeight(rows.length)}
      yAxis={categoryAxis(rows.map((s) => DILIGENCE_STATUS_LABELS[s.status]))}
      xAxis={[{ min: 0, max: 1, valueFormatter: (v: number) => formatShare(v) }]}
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

export function FindingsChart({ topFindings }: { topFindings: Indicators['topFindings'] }) {
  const theme = useTheme();
  return (
    <Bars
      layout="horizontal"
      height={rowsHeight(topFindings.length)}
      yAxis={categoryAxis(
        topFindings.map((f) => f.title),
        shortTitle,
      )}
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
      height={rowsHeight(workload.length)}
      yAxis={categoryAxis(workload.map((w) => w.owner.name))}
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
