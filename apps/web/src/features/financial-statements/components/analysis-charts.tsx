import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { FINANCIAL_RATIO_INFO, type FinancialRatioKey } from '@lince/contracts/financial-lines';
import { formatBrlCompact } from '../../../lib/money.ts';
import { useWidth } from '../../../lib/use-width.ts';
import {
  balanceComposition,
  reais,
  type AnalysisYear,
} from '../../../shared/financial/analysis-rows.ts';
import { CHART_GAP, chartLayout, MONEY_AXIS_WIDTH } from '../lib/chart-layout.ts';
import { formatRatio } from '../../../shared/financial/ratio-format.ts';
import { ChartFigure } from './chart-figure.tsx';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** R$ of a chart's value; the table shows the same text. */
const brl = (value: number | null) =>
  value === null ? '—' : money.format(value).replace(/\u00a0/g, ' ');

const LIQUIDITY: FinancialRatioKey[] = [
  'liquidezCorrente',
  'liquidezSeca',
  'liquidezImediata',
  'liquidezGeral',
];
const COMPOSITION = [
  ['ativoCirculante', 'Ativo circulante', 'ativo'],
  ['ativoNaoCirculante', 'Ativo não circulante', 'ativo'],
  ['passivoCirculante', 'Passivo circulante', 'passivo'],
  ['passivoNaoCirculante', 'Passivo não circulante', 'passivo'],
  ['patrimonioLiquido', 'Patrimônio líquido', 'passivo'],
] as const;

/**
 * The analysis's charts (loaded with the analysis, never with the login): revenue and net income,
 * the liquidity ratios and the balance sheet's composition, each with its table.
 */
export default function AnalysisCharts({ years }: { years: AnalysisYear[] }) {
  const grid = useWidth();
  const layout = chartLayout(grid.width, years.length);
  const labels = years.map((y) => String(y.fiscalYear));
  const xAxis = [{ scaleType: 'band' as const, data: labels, ...layout.xAxis }];
  const moneyAxis = [
    {
      valueFormatter: (v: number | null) => (v === null ? '' : formatBrlCompact(v)),
      width: MONEY_AXIS_WIDTH,
      ...layout.yAxis,
    },
  ];
  const shared = { height: layout.height, slotProps: layout.slotProps, skipAnimation: true };
  const results = [
    { label: 'Receita líquida', data: years.map((y) => reais(y, 'receitaLiquida')) },
    { label: 'Lucro líquido', data: years.map((y) => reais(y, 'lucroLiquido')) },
  ];
  const liquidity = LIQUIDITY.map((key) => ({
    key,
    label: FINANCIAL_RATIO_INFO[key].label,
    data: years.map((y) => y.ratios[key]),
  }));
  const compositions = years.map(balanceComposition);
  const composition = COMPOSITION.map(([key, label, stack]) => ({
    label,
    stack,
    data: compositions.map((c) => c[key]),
  }));
  const byYear = (
    series: { label: string; data: (number | null)[] }[],
    cell: (v: number | null) => string,
  ) => ({
    rowHeader: 'Exercício',
    columns: series.map((s) => s.label),
    rows: labels.map((label, index) => ({
      label,
      cells: series.map((s) => cell(s.data[index] ?? null)),
    })),
  });
  return (
    <ChartsLocalizationProvider localeText={ptBRLocaleText}>
      <Box
        ref={grid.ref}
        sx={{
          display: 'grid',
          gap: `${CHART_GAP}px`,
          gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
        }}
      >
        {grid.width > 0 && (
          <>
            <ChartFigure title="Receita líquida e lucro líquido" table={byYear(results, brl)}>
              <BarChart
                {...shared}
                xAxis={xAxis}
                yAxis={moneyAxis}
                series={results.map((s) => ({ ...s, valueFormatter: brl }))}
              />
            </ChartFigure>
            <ChartFigure
              title="Índices de liquidez"
              table={byYear(liquidity, (v) =>
                v === null ? '—' : formatRatio('liquidezCorrente', v),
              )}
            >
              <LineChart
                {...shared}
                xAxis={[{ scaleType: 'point', data: labels, ...layout.xAxis }]}
                yAxis={[
                  {
                    valueFormatter: (v: number | null) =>
                      v === null ? '' : formatRatio('liquidezCorrente', v),
                    width: 56,
                    ...layout.yAxis,
                  },
                ]}
                series={liquidity.map(({ label, data, key }) => ({
                  label,
                  data,
                  connectNulls: false,
                  valueFormatter: (v: number | null) => formatRatio(key, v),
                }))}
              />
            </ChartFigure>
            <ChartFigure title="Composição do balanço" table={byYear(composition, brl)}>
              <BarChart
                {...shared}
                height={layout.height + 40}
                xAxis={xAxis}
                yAxis={moneyAxis}
                series={composition.map((s) => ({ ...s, valueFormatter: brl }))}
              />
            </ChartFigure>
          </>
        )}
      </Box>
    </ChartsLocalizationProvider>
  );
}
