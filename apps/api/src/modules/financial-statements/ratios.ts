/**
 * The ratios of PRODUCT §6 from a statement's lines and subtotals: each rounded to 4 decimal
 * places, or null with the reason in Portuguese when it is undefined (a zero denominator, or a
 * negative one that makes the ratio meaningless) — never Infinity or NaN.
 */
import type { FinancialRatioKey } from '@lince/contracts';
import type { LineCents, SubtotalCents } from './subtotals.ts';

export interface RatioResult {
  ratios: Record<FinancialRatioKey, number | null>;
  reasons: Partial<Record<FinancialRatioKey, string>>;
}

export const round4 = (value: number): number => {
  const rounded = Math.round(value * 10_000) / 10_000;
  return Object.is(rounded, -0) ? 0 : rounded;
};

interface Quotient {
  numerator: bigint;
  denominator: bigint;
  zero: string;
  /** When a negative denominator makes the ratio meaningless, why. */
  negative?: string;
}

function divide({ numerator, denominator, zero, negative }: Quotient): [number | null, string?] {
  if (denominator === 0n) return [null, zero];
  if (negative && denominator < 0n) return [null, negative];
  const value = Number(numerator) / Number(denominator);
  return Number.isFinite(value) ? [round4(value)] : [null, zero];
}

const PC_ZERO = 'Passivo circulante igual a zero.';
const DEBT_ZERO = 'Passivo circulante e não circulante iguais a zero (sem dívidas).';
const ASSETS_ZERO = 'Ativo total igual a zero.';
const REVENUE_ZERO = 'Receita líquida igual a zero.';

export function ratiosOf(l: LineCents, s: SubtotalCents): RatioResult {
  const quotients: Record<FinancialRatioKey, Quotient> = {
    liquidezCorrente: {
      numerator: s.ativoCirculante,
      denominator: s.passivoCirculante,
      zero: PC_ZERO,
    },
    liquidezSeca: {
      numerator: s.ativoCirculante - l.estoques,
      denominator: s.passivoCirculante,
      zero: PC_ZERO,
    },
    liquidezImediata: {
      numerator: l.disponibilidades,
      denominator: s.passivoCirculante,
      zero: PC_ZERO,
    },
    liquidezGeral: {
      numerator: s.ativoCirculante + l.realizavelLongoPrazo,
      denominator: s.passivoTotal,
      zero: DEBT_ZERO,
    },
    endividamentoGeral: {
      numerator: s.passivoTotal,
      denominator: s.ativoTotal,
      zero: ASSETS_ZERO,
    },
    composicaoEndividamento: {
      numerator: s.passivoCirculante,
      denominator: s.passivoTotal,
      zero: DEBT_ZERO,
    },
    margemBruta: { numerator: s.lucroBruto, denominator: s.receitaLiquida, zero: REVENUE_ZERO },
    margemEbitda: { numerator: s.ebitda, denominator: s.receitaLiquida, zero: REVENUE_ZERO },
    margemLiquida: { numerator: s.lucroLiquido, denominator: s.receitaLiquida, zero: REVENUE_ZERO },
    roe: {
      numerator: s.lucroLiquido,
      denominator: l.patrimonioLiquido,
      zero: 'Patrimônio líquido igual a zero.',
      negative: 'Patrimônio líquido negativo (passivo a descoberto): o ROE não tem leitura.',
    },
    roa: { numerator: s.lucroLiquido, denominator: s.ativoTotal, zero: ASSETS_ZERO },
    dividaLiquidaEbitda: {
      numerator: s.dividaLiquida,
      denominator: s.ebitda,
      zero: 'EBITDA igual a zero.',
      negative: 'EBITDA negativo: a geração de caixa operacional não paga a dívida.',
    },
  };
  const ratios = {} as Record<FinancialRatioKey, number | null>;
  const reasons: Partial<Record<FinancialRatioKey, string>> = {};
  for (const [key, quotient] of Object.entries(quotients) as [FinancialRatioKey, Quotient][]) {
    const [value, reason] = divide(quotient);
    ratios[key] = value;
    if (reason) reasons[key] = reason;
  }
  return { ratios, reasons };
}
