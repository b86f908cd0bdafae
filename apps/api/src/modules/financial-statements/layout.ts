/**
 * How the subtotals are made from the lines, as terms (one definition for the computation and
 * for the template's formulas), and the order of the rows of a statement — typed lines, each
 * subtotal right after what it closes — as the XLSX template writes them.
 */
import type { FinancialLineKey, FinancialSubtotalKey } from '@lince/contracts';

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
