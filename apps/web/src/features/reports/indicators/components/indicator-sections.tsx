import { Box } from '@mui/material';
import type { Indicators } from '@lince/contracts/indicators';
import {
  findingsTable,
  leadTimeTable,
  monthTable,
  riskTable,
  slaTable,
  statusTable,
  workloadTable,
} from '../lib/indicator-tables.ts';
import { IndicatorCard } from './indicator-card.tsx';
import {
  FindingsChart,
  LeadTimeChart,
  MonthChart,
  RiskChart,
  SlaChart,
  StatusChart,
  WorkloadChart,
} from './indicator-charts.tsx';

/** The period's indicators, two per row on a wide screen. */
export function PeriodIndicators({ data }: { data: Indicators }) {
  const concluded = data.leadTime.overall.count;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <IndicatorCard
        title="Diligências por situação"
        description="Criadas no período, pela situação em que estão hoje."
        chart={() => <StatusChart byStatus={data.byStatus} />}
        table={statusTable(data.byStatus)}
        empty={data.byStatus.total === 0 ? 'Nenhuma diligência criada no período.' : null}
      />
      <IndicatorCard
        title="Risco das concluídas"
        description="Diligências concluídas no período pelo risco atribuído (ou o calculado, quando não há atribuído)."
        chart={() => <RiskChart risk={data.risk} />}
        chartLabel="Distribuição de risco das diligências concluídas"
        table={riskTable(data.risk)}
        empty={data.risk.total === 0 ? 'Nenhuma diligência concluída no período.' : null}
      />
      <IndicatorCard
        title="Tempo de conclusão"
        wide
        description="Dias da criação até Concluída, das diligências concluídas no período: média, mediana e 90º percentil (90% levaram até esse tempo), no total e por finalidade."
        chart={() => <LeadTimeChart leadTime={data.leadTime} />}
        chartLabel="Tempo de conclusão por finalidade"
        table={leadTimeTable(data.leadTime)}
        empty={concluded === 0 ? 'Nenhuma diligência concluída no período.' : null}
      />
      <IndicatorCard
        title="Cumprimento do SLA"
        wide
        description="Das saídas de cada coluna no período, quantas ficaram no prazo do SLA da coluna (Configurações) e o tempo médio nela. Quem ainda está na coluna não conta."
        chart={data.sla.some((s) => s.share !== null) ? () => <SlaChart sla={data.sla} /> : null}
        chartLabel="Cumprimento do SLA por coluna"
        table={slaTable(data.sla)}
        empty={
          data.sla.every((s) => s.left === 0)
            ? 'Nenhuma diligência saiu de uma coluna no período.'
            : null
        }
      />
      <IndicatorCard
        title="Diligências por mês"
        wide
        description="Criadas e concluídas em cada mês do período."
        chart={() => <MonthChart byMonth={data.byMonth} />}
        table={monthTable(data.byMonth)}
      />
      <IndicatorCard
        title="Apontamentos mais frequentes"
        wide
        description="Os títulos mais registrados no período (maiúsculas, acentos e espaços não contam), por gravidade."
        chart={() => <FindingsChart topFindings={data.topFindings} />}
        table={findingsTable(data.topFindings)}
        empty={data.topFindings.length === 0 ? 'Nenhum apontamento registrado no período.' : null}
      />
    </Box>
  );
}

/** Open diligences per owner now (the period does not apply). */
export function WorkloadIndicator({ data }: { data: Indicators }) {
  return (
    <IndicatorCard
      title="Carga de trabalho dos analistas"
      description="Diligências abertas hoje por responsável, por coluna, e quantas estão com o prazo vencido. Não depende do período."
      chart={() => <WorkloadChart workload={data.workload} />}
      chartLabel="Diligências abertas por responsável e coluna"
      table={workloadTable(data.workload)}
      empty={data.workload.length === 0 ? 'Nenhuma diligência aberta agora.' : null}
    />
  );
}
