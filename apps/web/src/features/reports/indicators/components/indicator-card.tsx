import { useState, type ReactNode } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Icon } from '../../../../components/icon.tsx';
import { EmptyText, SectionCard } from '../../../../components/section-card.tsx';
import type { TableModel } from '../lib/indicator-tables.ts';
import { IndicatorTable } from './indicator-table.tsx';

type View = 'chart' | 'table';

/**
 * One indicator: its title, what it counts, and its figures as a chart or as a table (the
 * chart's accessible alternative, chosen with the "Gráfico | Tabela" buttons). The chart is an
 * image named by `chartLabel`; the table is named by the title.
 */
export function IndicatorCard({
  title,
  description,
  chart,
  chartLabel,
  table,
  empty,
  wide = false,
}: {
  title: string;
  description: ReactNode;
  /** The chart (rendered only when shown); null when the indicator has no chart. */
  chart: (() => ReactNode) | null;
  /** What the chart shows, for a screen reader (the table holds the figures). */
  chartLabel?: string;
  table: TableModel;
  /** Said instead of the figures when there is nothing to show. */
  empty?: string | null;
  /** Spans the whole row of a two-column grid (a long axis, a wide table). */
  wide?: boolean;
}) {
  const [view, setView] = useState<View>('chart');
  const shown = chart ? view : 'table';
  return (
    <SectionCard
      title={title}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
      action={
        chart && !empty ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: View | null) => next && setView(next)}
            aria-label={`Exibir ${title.toLowerCase()} como`}
          >
            <ToggleButton value="chart" sx={{ gap: 0.5, px: 1.25 }}>
              <Icon name="chart-box-outline" size={18} />
              Gráfico
            </ToggleButton>
            <ToggleButton value="table" sx={{ gap: 0.5, px: 1.25 }}>
              <Icon name="format-list-bulleted" size={18} />
              Tabela
            </ToggleButton>
          </ToggleButtonGroup>
        ) : undefined
      }
    >
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      {empty ? (
        <EmptyText>{empty}</EmptyText>
      ) : shown === 'chart' && chart ? (
        <Box role="img" aria-label={`${chartLabel ?? title}. Os números estão na tabela.`}>
          {chart()}
        </Box>
      ) : (
        <IndicatorTable label={title} model={table} />
      )}
    </SectionCard>
  );
}
