import { describe, expect, it } from 'vitest';
import { formatCents, formatChange, formatPercent, formatRatio } from './ratio-format.ts';
import { balanceComposition, statementRowLabel, type AnalysisYear } from './analysis-rows.ts';

describe('ratios and analyses in pt-BR', () => {
  it('formats percentages, changes and plain ratios the Brazilian way, null as a dash', () => {
    expect(formatPercent(0.1234)).toBe('12,34%');
    expect(formatPercent(null)).toBe('—');
    expect(formatChange(0.1234)).toBe('+12,34%');
    expect(formatChange(-0.05)).toBe('-5,00%');
    expect(formatChange(0)).toBe('0,00%');
    expect(formatRatio('liquidezCorrente', 1.2345)).toBe('1,23');
    expect(formatRatio('margemLiquida', -0.125)).toBe('-12,50%');
    expect(formatRatio('roe', null)).toBe('—');
    expect(formatRatio('dividaLiquidaEbitda', 12345.6)).toBe('12.345,60');
  });

  it('shows cents as R$ and names every row of a statement', () => {
    expect(formatCents(-123_456n)).toBe('-R$\u00a01.234,56');
    expect(formatCents(null)).toBe('—');
    expect(statementRowLabel('receitaBruta')).toBe('Receita bruta');
    expect(statementRowLabel('ativoTotal')).toBe('Ativo total');
  });

  it('splits the balance sheet into where the ativo goes and how it is financed (PL derived)', () => {
    const year = {
      subtotals: {
        ativoCirculante: '100.00',
        ativoNaoCirculante: '50.50',
        passivoCirculante: '40.00',
        passivoNaoCirculante: '10.00',
        passivoTotal: '50.00',
        passivoMaisPatrimonioLiquido: '150.50',
      },
    } as unknown as AnalysisYear;
    expect(balanceComposition(year)).toEqual({
      ativoCirculante: 100,
      ativoNaoCirculante: 50.5,
      passivoCirculante: 40,
      passivoNaoCirculante: 10,
      patrimonioLiquido: 100.5,
    });
  });
});
