import { Box, Button, Link, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { getApiErrorMessage, getApiErrorStatus } from '../../../lib/api-error.ts';
import { todayInBrasilia } from '../../../lib/format.ts';
import { getDiligence, getOverview } from '../api/diligences.ts';
import { ActivityTimeline } from '../sight/activity-timeline.tsx';
import { OwnershipGraph } from '../sight/ownership-graph.tsx';
import {
  DeadlineList,
  EntityProgressTable,
  FindingsSummary,
  RiskSummary,
  SightCard,
} from '../sight/sight-cards.tsx';

/**
 * Visão geral of a diligence (PRODUCT §4): progress per entity, findings by severity, entities by
 * risk, deadlines, the ownership graph and the activity timeline. One column below 1280 px.
 */
export default function DiligenceSightScreen() {
  const { id = '' } = useParams();
  const diligence = useQuery({ queryKey: ['diligence', id], queryFn: () => getDiligence(id) });
  const overview = useQuery({
    queryKey: ['diligence', id, 'overview'],
    queryFn: () => getOverview(id),
    enabled: diligence.isSuccess,
  });
  useBreadcrumbs([
    { label: 'Diligências', to: '/diligence' },
    ...(diligence.data ? [{ label: diligence.data.code, to: `/diligence/${id}` }] : []),
    { label: 'Visão geral' },
  ]);

  if (diligence.isPending)
    return (
      <Box aria-busy="true" aria-label="Carregando a diligência">
        <PageTitle title="Visão geral" />
        <Skeleton variant="text" width={320} height={48} />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Box>
    );
  if (diligence.isError) {
    const notFound = getApiErrorStatus(diligence.error) === 404;
    return (
      <Box
        component="section"
        aria-labelledby="sight-title"
        sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}
      >
        <PageTitle title={notFound ? 'Diligência não encontrada' : 'Visão geral'} />
        <Typography id="sight-title" variant="h1">
          {notFound ? 'Diligência não encontrada' : 'Visão geral'}
        </Typography>
        {notFound ? (
          <Typography>
            Ela não existe ou não pertence à sua empresa.{' '}
            <Link component={RouterLink} to="/diligence">
              Voltar às diligências
            </Link>
          </Typography>
        ) : (
          <>
            <ErrorAlert>{getApiErrorMessage(diligence.error)}</ErrorAlert>
            <Button variant="outlined" onClick={() => void diligence.refetch()}>
              Tentar novamente
            </Button>
          </>
        )}
      </Box>
    );
  }

  const d = diligence.data;
  const data = overview.data;
  const waiting = <Skeleton variant="rounded" height={96} />;
  return (
    <Box component="section" aria-labelledby="sight-title" sx={{ display: 'grid', gap: 2 }}>
      <PageTitle title={`Visão geral · ${d.code}`} />
      <Box>
        <Typography id="sight-title" variant="h1">
          Visão geral
        </Typography>
        <Typography color="text.secondary">
          {d.code} · {d.title}
        </Typography>
      </Box>
      {overview.isError && (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <ErrorAlert>{getApiErrorMessage(overview.error)}</ErrorAlert>
          <Button variant="outlined" onClick={() => void overview.refetch()}>
            Tentar novamente
          </Button>
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <SightCard title="Apontamentos por gravidade">
          {data ? <FindingsSummary findings={data.findingsBySeverity} /> : waiting}
        </SightCard>
        <SightCard title="Partes por risco">
          {data ? <RiskSummary byRisk={data.entitiesByRisk} /> : waiting}
        </SightCard>
        <SightCard title="Prazos">
          {data ? <DeadlineList deadlines={data.deadlines} today={todayInBrasilia()} /> : waiting}
        </SightCard>
        <SightCard title="Estrutura societária" sx={{ gridColumn: { lg: '1 / -1' } }}>
          {data ? <OwnershipGraph diligenceId={id} entities={data.entities} /> : waiting}
        </SightCard>
        <SightCard title="Progresso por parte" sx={{ gridColumn: { lg: 'span 2' } }}>
          {data ? <EntityProgressTable diligenceId={id} entities={data.entities} /> : waiting}
        </SightCard>
        <SightCard title="Linha do tempo">
          <ActivityTimeline diligenceId={id} />
        </SightCard>
      </Box>
    </Box>
  );
}
