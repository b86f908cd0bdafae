/**
 * How the subtotals are made from the lines, as terms — one definition for the API's computation,
 * the template's formulas and the web form's live subtotals — and the order of the rows of a
 * statement (typed lines, each subtotal right after what it closes), as the XLSX template writes
 * them and the form lays them out.
 */
import {
  FINANCIAL_LINE_KEYS,
  FINANCIAL_SUBTOTAL_KEYS,
  type FinancialLineKey,
  type FinancialSubtotalKey,
} from './financial-lines.ts';

export type StatementKey = FinancialLineKey | FinancialSubtotalKey;
/** +1 adds, −1 subtracts the key's value. */
export type Term = readonly [1 | -1, StatementKey];

const plus = (...keys: StatementKey[]): Term[] => keys.map((key) => [1, key] as const);

/** Each subtotal's terms; a subtotal only uses keys defined before it. */
export const SUBTOTAL_TERMS: Record<FinancialSubtotalKey, readonly Term[]> = {
  ativoCirculante: plus('disponibilidades', 'clientes', 'estoques', 'outrosAtivosCirculantes'),
  ativoNaoCirculante: plus('realizavelLongoPrazo', 'investimentos', 'imobilizado', 'intangivel'),
  ativoTotal: plus('ativoCirculante', 'ativoNaoCirculante'),
  passivoCirculante: plus(
    'fornecedores',
    'emprestimosCurtoPrazo',
    'obrigacoesFiscaisTrabalhistas',
    'outrosPassivosCirculantes',
  ),
  passivoNaoCirculante: plus('emprestimosLongoPrazo', 'outrosPassivosNaoCirculantes'),
  passivoTotal: plus('passivoCirculante', 'passivoNaoCirculante'),
  passivoMaisPatrimonioLiquido: plus('passivoTotal', 'patrimonioLiquido'),
  receitaLiquida: [
    [1, 'receitaBruta'],
    [-1, 'deducoes'],
  ],
  lucroBruto: [
    [1, 'receitaLiquida'],
    [-1, 'custos'],
  ],
  lucroOperacional: [
    [1, 'lucroBruto'],
    [-1, 'despesasOperacionais'],
  ],
  ebitda: plus('lucroOperacional', 'depreciacaoAmortizacao'),
  lucroAntesIrCsll: plus('lucroOperacional', 'resultadoFinanceiro'),
  lucroLiquido: [
    [1, 'lucroAntesIrCsll'],
    [-1, 'irCsll'],
  ],
  dividaLiquida: [
    [1, 'emprestimosCurtoPrazo'],
    [1, 'emprestimosLongoPrazo'],
    [-1, 'disponibilidades'],
  ],
};

/** The rows of the template, top to bottom (row 1 holds the years). */
export const STATEMENT_ROWS: readonly StatementKey[] = [
  'disponibilidades',
  'clientes',
  'estoques',
  'outrosAtivosCirculantes',
  'ativoCirculante',
  'realizavelLongoPrazo',
  'investimentos',
  'imobilizado',
  'intangivel',
  'ativoNaoCirculante',
  'ativoTotal',
  'fornecedores',
  'emprestimosCurtoPrazo',
  'obrigacoesFiscaisTrabalhistas',
  'outrosPassivosCirculantes',
  'passivoCirculante',
  'emprestimosLongoPrazo',
  'outrosPassivosNaoCirculantes',
  'passivoNaoCirculante',
  'passivoTotal',
  'patrimonioLiquido',
  'passivoMaisPatrimonioLiquido',
  'receitaBruta',
  'deducoes',
  'receitaLiquida',
  'custos',
  'lucroBruto',
  'despesasOperacionais',
  'lucroOperacional',
  'depreciacaoAmortizacao',
  'ebitda',
  'resultadoFinanceiro',
  'lucroAntesIrCsll',
  'irCsll',
  'lucroLiquido',
  'dividaLiquida',
];

/*
 * The subtotals in exact integer cents (`BigInt`): the typed lines are numeric(18,2) and their
 * sums must not drift by a floating-point cent (0,10 + 0,20 is 0,30).
 */
export type LineCents = Record<FinancialLineKey, bigint>;
export type SubtotalCents = Record<FinancialSubtotalKey, bigint>;

/** "-1234.5" → -123450n (two decimals at most, as the schemas and numeric(18,2) give them). */
export function toCents(decimal: string): bigint {
  const negative = decimal.trim().startsWith('-');
  const [whole = '0', cents = ''] = decimal.trim().replace(/^[-+]/, '').split('.');
  const value = BigInt(whole || '0') * 100n + BigInt((cents + '00').slice(0, 2));
  return negative ? -value : value;
}

/** -123450n → "-1234.50". */
export function centsToDecimal(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export function linesToCents(lines: Partial<Record<FinancialLineKey, string>>): LineCents {
  return Object.fromEntries(
    FINANCIAL_LINE_KEYS.map((key) => [key, toCents(lines[key] ?? '0')]),
  ) as LineCents;
}

export function subtotalsOf(lines: LineCents): SubtotalCents {
  const values: Partial<Record<StatementKey, bigint>> = { ...lines };
  for (const key of FINANCIAL_SUBTOTAL_KEYS) {
    values[key] = SUBTOTAL_TERMS[key].reduce(
      (sum, [sign, term]) => sum + BigInt(sign) * values[term]!,
      0n,
    );
  }
  return Object.fromEntries(
    FINANCIAL_SUBTOTAL_KEYS.map((key) => [key, values[key]!]),
  ) as SubtotalCents;
}
