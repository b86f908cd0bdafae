import { FINANCIAL_RATIO_KEYS, type FinancialLineKey } from '@lince/contracts';
import { describe, expect, it } from 'vitest';
import { analyse, type StatementFigures } from './analysis.ts';
import { ratiosOf } from './ratios.ts';
import { balanceCheck, linesToCents, subtotalsOf, subtotalsToDecimals } from './subtotals.ts';
import { SAMPLE_LINES, SAMPLE_RATIOS } from './figures.test-support.ts';

const ratios = (lines: Partial<Record<FinancialLineKey, string>>) => {
  const cents = linesToCents(lines);
  return ratiosOf(cents, subtotalsOf(cents));
};

const figures = (
  fiscalYear: number,
  lines: Partial<Record<FinancialLineKey, string>>,
  extra: Partial<StatementFigures> = {},
): StatementFigures => ({
  id: `s${fiscalYear}${extra.periodEnd ?? ''}`,
  fiscalYear,
  periodType: 'ANUAL',
  periodEnd: `${fiscalYear}-12-31`,
  audited: false,
  lines: linesToCents(lines),
  ...extra,
});

describe('subtotals', () => {
  it('are the sums of the lines, exact to the cent', () => {
    const s = subtotalsToDecimals(subtotalsOf(linesToCents(SAMPLE_LINES)));
    expect(s).toEqual({
      ativoCirculante: '500.00',
      ativoNaoCirculante: '1000.00',
      ativoTotal: '1500.00',
      passivoCirculante: '250.00',
      passivoNaoCirculante: '400.00',
      passivoTotal: '650.00',
      passivoMaisPatrimonioLiquido: '1500.00',
      receitaLiquida: '1800.00',
      lucroBruto: '800.00',
      lucroOperacional: '300.00',
      ebitda: '360.00',
      lucroAntesIrCsll: '260.00',
      lucroLiquido: '200.00',
      dividaLiquida: '330.00',
    });
    // 0.1 + 0.2 in floating point is not 0.3; in cents it is.
    const tenths = subtotalsOf(linesToCents({ disponibilidades: '0.10', clientes: '0.20' }));
    expect(subtotalsToDecimals(tenths).ativoCirculante).toBe('0.30');
  });

  it('warn with the difference when ativo ≠ passivo + PL', () => {
    expect(balanceCheck(subtotalsOf(linesToCents(SAMPLE_LINES))).warning).toBeNull();
    const off = balanceCheck(
      subtotalsOf(linesToCents({ ...SAMPLE_LINES, patrimonioLiquido: '849.50' })),
    );
    expect(off.difference).toBe(50n);
    expect(off.warning).toBe(
      'O ativo total (R$ 1.500,00) difere do passivo + patrimônio líquido (R$ 1.499,50) em R$ 0,50.',
    );
  });
});

describe('ratios', () => {
  it('every ratio of the sample, against the figures computed by hand', () => {
    const { ratios: values, reasons } = ratios(SAMPLE_LINES);
    expect(values).toEqual(SAMPLE_RATIOS);
    expect(reasons).toEqual({});
  });

  it('a zero denominator is null with the reason, never Infinity or NaN', () => {
    const { ratios: values, reasons } = ratios({});
    for (const key of FINANCIAL_RATIO_KEYS) expect(values[key], key).toBeNull();
    expect(reasons).toEqual({
      liquidezCorrente: 'Passivo circulante igual a zero.',
      liquidezSeca: 'Passivo circulante igual a zero.',
      liquidezImediata: 'Passivo circulante igual a zero.',
      liquidezGeral: 'Passivo circulante e não circulante iguais a zero (sem dívidas).',
      endividamentoGeral: 'Ativo total igual a zero.',
      composicaoEndividamento: 'Passivo circulante e não circulante iguais a zero (sem dívidas).',
      margemBruta: 'Receita líquida igual a zero.',
      margemEbitda: 'Receita líquida igual a zero.',
      margemLiquida: 'Receita líquida igual a zero.',
      roe: 'Patrimônio líquido igual a zero.',
      roa: 'Ativo total igual a zero.',
      dividaLiquidaEbitda: 'EBITDA igual a zero.',
    });
  });

  it('only the ratios over a zero are null: no short-term debt, yet long-term debt', () => {
    const { ratios: values, reasons } = ratios({
      ...SAMPLE_LINES,
      fornecedores: '0',
      emprestimosCurtoPrazo: '0',
      obrigacoesFiscaisTrabalhistas: '0',
      outrosPassivosCirculantes: '0',
      patrimonioLiquido: '1100.00',
    });
    expect(values.liquidezCorrente).toBeNull();
    expect(values.liquidezSeca).toBeNull();
    expect(values.liquidezImediata).toBeNull();
    expect(values.liquidezGeral).toBe(2); // (500 + 300) / 400
    expect(values.composicaoEndividamento).toBe(0); // 0 / 400
    expect(values.endividamentoGeral).toBe(0.2667); // 400 / 1.500 = 0,2666…
    expect(values.dividaLiquidaEbitda).toBe(0.6944); // (350 − 100) / 360 = 0,69444…
    expect(Object.keys(reasons).sort()).toEqual([
      'liquidezCorrente',
      'liquidezImediata',
      'liquidezSeca',
    ]);
  });

  it('a negative PL or EBITDA makes ROE and dívida líquida/EBITDA null with the reason; losses keep negative margins', () => {
    const { ratios: values, reasons } = ratios({
      ...SAMPLE_LINES,
      patrimonioLiquido: '-100.00',
      despesasOperacionais: '1000.00', // LO −200, EBITDA −140, LAIR −240, LL −300
    });
    expect(values.roe).toBeNull();
    expect(reasons.roe).toBe(
      'Patrimônio líquido negativo (passivo a descoberto): o ROE não tem leitura.',
    );
    expect(values.dividaLiquidaEbitda).toBeNull();
    expect(reasons.dividaLiquidaEbitda).toBe(
      'EBITDA negativo: a geração de caixa operacional não paga a dívida.',
    );
    expect(values.margemEbitda).toBe(-0.0778); // −140 / 1.800 = −0,07777…
    expect(values.margemLiquida).toBe(-0.1667); // −300 / 1.800 = −0,1666…
    expect(values.roa).toBe(-0.2); // −300 / 1.500
  });
});

describe('analysis', () => {
  it('one statement per year (annual first), horizontal against the previous year, vertical over ativo total or receita líquida', () => {
    const grown = {
      ...SAMPLE_LINES,
      receitaBruta: '2400.00',
      disponibilidades: '0',
      clientes: '300.00',
    };
    const result = analyse([
      figures(2024, grown),
      figures(2024, {}, { periodType: 'TRIMESTRAL', periodEnd: '2024-09-30' }),
      figures(2023, SAMPLE_LINES),
      figures(2025, SAMPLE_LINES, { periodType: 'TRIMESTRAL', periodEnd: '2025-03-31' }),
      figures(2025, grown, { periodType: 'TRIMESTRAL', periodEnd: '2025-06-30' }),
    ]);
    expect(result.years.map((y) => [y.fiscalYear, y.statementId])).toEqual([
      [2023, 's2023'],
      [2024, 's2024'],
      [2025, 's20252025-06-30'],
    ]);
    const [first, second] = result.years;
    expect(first!.horizontal).toEqual({ comparedTo: null, changes: {} });
    expect(second!.horizontal.comparedTo).toBe(2023);
    expect(second!.horizontal.changes.receitaBruta).toBe(0.2); // 2.400 / 2.000 − 1
    expect(second!.horizontal.changes.receitaLiquida).toBe(0.2222); // 2.200 / 1.800 − 1
    expect(second!.horizontal.changes.disponibilidades).toBe(-1); // 0 / 100 − 1
    expect(second!.horizontal.changes.resultadoFinanceiro).toBe(0); // −40 → −40
    expect(first!.vertical.estoques).toBe(0.1); // 150 / 1.500
    expect(first!.vertical.ativoTotal).toBe(1);
    expect(first!.vertical.passivoCirculante).toBe(0.1667); // 250 / 1.500
    expect(first!.vertical.custos).toBe(0.5556); // 1.000 / 1.800
    expect(first!.vertical.lucroLiquido).toBe(0.1111); // 200 / 1.800
    expect(first!.ratios).toEqual(SAMPLE_RATIOS);
    expect(first!.balanceDifference).toBe('0.00');
  });

  it('a zero base year gives null changes; zero totals give null shares', () => {
    const result = analyse([figures(2023, {}), figures(2024, SAMPLE_LINES)]);
    expect(result.years[1]!.horizontal.changes.clientes).toBeNull();
    expect(result.years[0]!.vertical.clientes).toBeNull();
    expect(JSON.stringify(result)).not.toMatch(/Infinity|NaN/);
  });
});
