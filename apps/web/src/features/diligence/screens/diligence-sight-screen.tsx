import { Box, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { todayInBrazil } from '@lince/contracts/calendar';
import { diligenceQuery } from '../../../shared/diligence/api/get-diligence.ts';
import { overviewQuery } from '../api/get-overview.ts';
import { DiligenceHeader } from '../../../shared/diligence/components/diligence-header.tsx';
import {
  DiligenceLoadError,
  DiligenceLoading,
} from '../../../shared/diligence/components/diligence-load-state.tsx';
import { FindingsPanel } from '../../../shared/findings/findings-panel.tsx';
import { ActivityTimeline } from '../sight/activity-timeline.tsx';
import { OwnershipGraph } from '../sight/ownership-graph.tsx';
import { RiskHeatMap } from '../sight/risk-heat-map.tsx';
import { StepProgressTable } from '../sight/step-progress-table.tsx';
import {
  DeadlineList,
  EntityProgressTable,
  FindingsSummary,
  RiskSummary,
} from '../sight/sight-cards.tsx';

/**
 * Visão geral of a diligence: progress per entity and per step of its track, findings by severity
 * and their list, entities by risk, the risk heat map (entities × areas), deadlines, the ownership graph and the activity timeline. One column below 1280 px.
 */
export default function DiligenceSightScreen() {
  const { id = '' } = useParams();
  const diligence = useQuery(diligenceQuery(id));
  const overview = useQuery({
    ...overviewQuery(id),
    enabled: diligence.isSuccess,
  });

  if (diligence.isPending) return <DiligenceLoading />;
  if (diligence.isError)
    return <DiligenceLoadError error={diligence.error} onRetry={() => void diligence.refetch()} />;

  const data = overview.data;
  const waiting = <Skeleton variant="rounded" height={96} />;
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 2 }}>
      <DiligenceHeader diligence={diligence.data} current="sight" />
      {overview.isError && (
        <RetryAlert error={overview.error} onRetry={() => void overview.refetch()} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <SectionCard title="Apontamentos por gravidade">
          {data ? <FindingsSummary findings={data.findingsBySeverity} /> : waiting}
        </SectionCard>
        <SectionCard title="Partes por risco">
          {data ? <RiskSummary byRisk={data.entitiesByRisk} /> : waiting}
        </SectionCard>
        <SectionCard title="Prazos">
          {data ? <DeadlineList deadlines={data.deadlines} today={todayInBrazil()} /> : waiting}
        </SectionCard>
        <SectionCard title="Mapa de risco" sx={{ gridColumn: { lg: '1 / -1' } }}>
          {data ? <RiskHeatMap diligenceId={id} entities={data.entities} /> : waiting}
        </SectionCard>
        <SectionCard title="Apontamentos" sx={{ gridColumn: { lg: '1 / -1' } }}>
          <FindingsPanel diligenceId={id} entityOptions={data?.entities} />
        </SectionCard>
        <SectionCard title="Estrutura societária" sx={{ gridColumn: { lg: '1 / -1' } }}>
          {data ? <OwnershipGraph diligenceId={id} entities={data.entities} /> : waiting}
        </SectionCard>
        <SectionCard title="Progresso por parte" sx={{ gridColumn: { lg: 'span 2' } }}>
          {data ? <EntityProgressTable diligenceId={id} entities={data.entities} /> : waiting}
        </SectionCard>
        <SectionCard title="Linha do tempo">
          <ActivityTimeline diligenceId={id} />
        </SectionCard>
        <SectionCard
          title={
            data?.track.track
              ? `Progresso por etapa — ${data.track.track.name} (versão ${data.track.track.version})`
              : 'Progresso por etapa'
          }
          sx={{ gridColumn: { lg: '1 / -1' } }}
        >
          {data ? <StepProgressTable diligenceId={id} overview={data} /> : waiting}
        </SectionCard>
      </Box>
    </Box>
  );
}
