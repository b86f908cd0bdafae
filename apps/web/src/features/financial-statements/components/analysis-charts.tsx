import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { FINANCIAL_RATIO_INFO, type FinancialRatioKey } from '@lince/contracts/financial-lines';
import { balanceComposition, reais, type AnalysisYear } from '../lib/analysis-rows.ts';
import { formatRatio } from '../lib/ratio-format.ts';
import { ChartFigure } from './chart-figure.tsx';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const compactMoney = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});
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

const HEIGHT = 280;
const moneyAxis = [
  { valueFormatter: (v: number | null) => (v === null ? '' : compactMoney.format(v)), width: 72 },
];

/**
 * The analysis's charts (loaded with the analysis, never with the login): revenue and net income,
 * the liquidity ratios and the balance sheet's composition, each with its table.
 */
export default function AnalysisCharts({ years }: { years: AnalysisYear[] }) {
  const labels = years.map((y) => String(y.fiscalYear));
  const xAxis = [{ scaleType: 'band' as const, data: labels }];
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
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ChartFigure title="Receita líquida e lucro líquido" table={byYear(results, brl)}>
          <BarChart
            height={HEIGHT}
            xAxis={xAxis}
            yAxis={moneyAxis}
            series={results.map((s) => ({ ...s, valueFormatter: brl }))}
            skipAnimation
          />
        </ChartFigure>
        <ChartFigure
          title="Índices de liquidez"
          table={byYear(liquidity, (v) => (v === null ? '—' : formatRatio('liquidezCorrente', v)))}
        >
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: labels }]}
            yAxis={[
              {
                valueFormatter: (v: number | null) =>
                  v === null ? '' : formatRatio('liquidezCorrente', v),
                width: 56,
              },
            ]}
            series={liquidity.map(({ label, data, key }) => ({
              label,
              data,
              connectNulls: false,
              valueFormatter: (v: number | null) => formatRatio(key, v),
            }))}
            skipAnimation
          />
        </ChartFigure>
        <ChartFigure title="Composição do balanço" table={byYear(composition, brl)}>
          <BarChart
            height={HEIGHT + 40}
            xAxis={xAxis}
            yAxis={moneyAxis}
            series={composition.map((s) => ({ ...s, valueFormatter: brl }))}
            skipAnimation
          />
        </ChartFigure>
      </Box>
    </ChartsLocalizationProvider>
  );
}
