import { lazy, Suspense } from 'react';
import { Box, LinearProgress, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { EmptyText, SectionCard } from '../../../components/section-card.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { analysisQuery } from '../api/statements.ts';
import { LineAnalysisTable } from '../../../shared/financial/line-analysis-table.tsx';
import { RatioTable } from '../../../shared/financial/ratio-table.tsx';

/** The charts come with the analysis, in their own chunk (never with the login or the shell). */
const AnalysisCharts = lazy(() => import('./analysis-charts.tsx'));

const Heading = ({ children }: { children: string }) => (
  <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 1 }}>
    {children}
  </Typography>
);

/** The analysis of the company's statements: ratios, charts, horizontal and vertical analysis. */
export function AnalysisPanel({ companyId }: { companyId: string }) {
  const analysis = useQuery(analysisQuery(companyId));
  const years = analysis.data?.years ?? [];
  return (
    <SectionCard title="Análise">
      {analysis.isPending ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <LinearProgress aria-label="Carregando a análise" />
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : analysis.isError ? (
        <RetryAlert error={analysis.error} onRetry={() => void analysis.refetch()} />
      ) : years.length === 0 ? (
        <EmptyText>
          Sem demonstrações, não há análise. Adicione uma demonstração ou importe a planilha.
        </EmptyText>
      ) : (
        <>
          <Heading>Índices</Heading>
          <Typography variant="body2" color="text.secondary">
            Passe o mouse ou o foco no ícone de cada índice para ver o que ele mede. Um exercício
            sem demonstração anual usa o último trimestre.
          </Typography>
          <RatioTable years={years} />
          <Heading>Gráficos</Heading>
          <Suspense
            fallback={
              <Skeleton variant="rounded" height={280} aria-label="Carregando os gráficos" />
            }
          >
            <AnalysisCharts years={years} />
          </Suspense>
          <Heading>Análise horizontal</Heading>
          {years.length < 2 ? (
            <EmptyText>
              A análise horizontal compara exercícios: são necessários ao menos dois.
            </EmptyText>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                Variação de cada conta em relação ao exercício anterior.
              </Typography>
              <LineAnalysisTable kind="horizontal" years={years} />
            </>
          )}
          <Heading>Análise vertical</Heading>
          <Typography variant="body2" color="text.secondary">
            Contas do balanço em % do ativo total; contas da DRE em % da receita líquida.
          </Typography>
          <LineAnalysisTable kind="vertical" years={years} />
        </>
      )}
    </SectionCard>
  );
}
