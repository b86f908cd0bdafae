import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DILIGENCE_PURPOSE_LABELS } from '@lince/contracts/diligences';
import { Icon } from '../../../../components/icon.tsx';
import { PageTitle } from '../../../../components/page-title.tsx';
import { RetryAlert } from '../../../../components/retry-alert.tsx';
import { formatDay } from '../../../../lib/format.ts';
import { usePersonRef } from '../../../../shared/diligence/components/person-picker.tsx';
import { indicatorsQuery } from '../api/get-indicators.ts';
import { ExportButton } from '../components/export-button.tsx';
import { IndicatorFilterBar } from '../components/indicator-filter-bar.tsx';
import { PeriodIndicators, WorkloadIndicator } from '../components/indicator-sections.tsx';
import { isEmptyPeriod } from '../lib/indicator-tables.ts';
import { useIndicatorFilters } from '../lib/use-indicator-filters.ts';

const TITLE = 'Indicadores';

/**
 * `/reports` (ADMIN): the company's indicators over a period (the last twelve months unless
 * chosen), for one purpose or owner if chosen — filters in the URL — as charts each readable as
 * a table, and the XLSX of them all.
 */
export default function IndicatorsScreen() {
  const filters = useIndicatorFilters();
  const { resolved, values } = filters;
  const query = resolved.ok ? resolved.query : null;
  const indicators = useQuery({ ...indicatorsQuery(query ?? {}), enabled: query !== null });
  const owner = usePersonRef(values.ownerId);
  const scope = [
    `De ${formatDay(resolved.from)} a ${formatDay(resolved.to)}`,
    values.purpose ? `finalidade ${DILIGENCE_PURPOSE_LABELS[values.purpose]}` : null,
    owner ? `responsável ${owner.name}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 3 }}>
      <PageTitle title={TITLE} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <div>
          <Typography id="screen-title" variant="h1">
            {TITLE}
          </Typography>
          <Typography color="text.secondary">{scope}</Typography>
        </div>
        <ExportButton query={query} />
      </Box>
      <IndicatorFilterBar filters={filters} />

      {!resolved.ok ? (
        <Typography color="text.secondary">Corrija o período para ver os indicadores.</Typography>
      ) : indicators.isPending ? (
        <IndicatorsSkeleton />
      ) : indicators.isError ? (
        <RetryAlert
          error={indicators.error}
          message="Não foi possível carregar os indicadores."
          onRetry={() => void indicators.refetch()}
          retrying={indicators.isFetching}
        />
      ) : (
        <Box
          aria-busy={indicators.isPlaceholderData}
          sx={{
            display: 'grid',
            gap: 3,
            opacity: indicators.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {isEmptyPeriod(indicators.data) ? (
            <EmptyPeriod
              from={indicators.data.period.from}
              to={indicators.data.period.to}
              onClear={filters.filtered ? filters.clear : undefined}
            />
          ) : (
            <PeriodIndicators data={indicators.data} />
          )}
          <WorkloadIndicator data={indicators.data} />
        </Box>
      )}
    </Box>
  );
}

/** A period (with these filters) in which nothing happened. */
function EmptyPeriod({ from, to, onClear }: { from: string; to: string; onClear?: () => void }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: 3, display: 'grid', gap: 1, justifyItems: 'start' }}
    >
      <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600 }}>
        Nenhuma diligência no período
      </Typography>
      <Typography color="text.secondary">
        Nenhuma diligência foi criada, concluída ou movida de {formatDay(from)} a {formatDay(to)}
        {onClear ? ' com estes filtros' : ''}. Escolha outro período
        {onClear ? ' ou limpe os filtros' : ''}.
      </Typography>
      {onClear && (
        <Button onClick={onClear} startIcon={<Icon name="filter-remove-outline" size={20} />}>
          Limpar filtros
        </Button>
      )}
    </Paper>
  );
}

function IndicatorsSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Carregando os indicadores"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={320} />
      ))}
    </Box>
  );
}
