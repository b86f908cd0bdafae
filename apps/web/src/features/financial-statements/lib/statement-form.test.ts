import { describe, expect, it } from 'vitest';
import { FINANCIAL_LINE_KEYS, type FinancialLineKey } from '@lince/contracts/financial-lines';
import type { FinancialStatement } from '@lince/contracts/financial-statements';
import {
  balanceDifference,
  liveSubtotals,
  STATEMENT_BLOCKS,
  StatementFormSchema,
  statementName,
  toStatementFormValues,
  toStatementInput,
  type StatementFormValues,
} from './statement-form.ts';

const blank = () =>
  Object.fromEntries(FINANCIAL_LINE_KEYS.map((k) => [k, ''])) as Record<FinancialLineKey, string>;

const values = (lines: Partial<Record<FinancialLineKey, string>>): StatementFormValues => ({
  fiscalYear: '2024',
  periodType: 'ANUAL',
  periodEnd: '',
  audited: false,
  lines: { ...blank(), ...lines },
});

describe('the statement form', () => {
  it('computes the subtotals from the typed lines by the contracts’ terms, in exact cents', () => {
    const s = liveSubtotals({
      disponibilidades: '0,10',
      clientes: '0,20',
      imobilizado: '1.000',
      fornecedores: '300',
      emprestimosCurtoPrazo: '200',
      emprestimosLongoPrazo: '100',
      patrimonioLiquido: '-50',
      receitaBruta: '10.000',
      deducoes: '1.000',
      custos: '4.000',
      despesasOperacionais: '2.000',
      depreciacaoAmortizacao: '500',
      resultadoFinanceiro: '-300',
      irCsll: '700',
    });
    expect(s.ativoCirculante).toBe(30n);
    expect(s.ativoTotal).toBe(100_030n);
    expect(s.passivoCirculante).toBe(50_000n);
    expect(s.passivoMaisPatrimonioLiquido).toBe(55_000n);
    expect(s.receitaLiquida).toBe(900_000n);
    expect(s.lucroBruto).toBe(500_000n);
    expect(s.lucroOperacional).toBe(300_000n);
    expect(s.ebitda).toBe(350_000n);
    expect(s.lucroAntesIrCsll).toBe(270_000n);
    expect(s.lucroLiquido).toBe(200_000n);
    expect(s.dividaLiquida).toBe(29_990n);
    expect(balanceDifference(s)).toBe(45_030n);
  });

  it('leaves a subtotal unknown (null) while a line it uses is invalid, the others computed', () => {
    const s = liveSubtotals({ estoques: '1,2,3', receitaBruta: '100' });
    expect(s.ativoCirculante).toBeNull();
    expect(s.ativoTotal).toBeNull();
    expect(balanceDifference(s)).toBeNull();
    expect(s.receitaLiquida).toBe(10_000n);
  });

  it('refuses a negative where the line cannot be one, a bad year and a period end outside it', () => {
    const result = StatementFormSchema.safeParse({
      ...values({ clientes: '-10', patrimonioLiquido: '-10' }),
      fiscalYear: '2024',
      periodEnd: '2023-12-31',
    });
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['periodEnd', 'A data de encerramento deve cair no exercício informado.'],
      ['lines.clientes', 'Clientes: informe um valor sem sinal negativo.'],
    ]);
    const year = StatementFormSchema.safeParse({ ...values({}), fiscalYear: '24' });
    expect(year.error!.issues[0]!.message).toBe(
      'Informe o exercício com 4 dígitos (de 1900 a 2199).',
    );
  });

  it('sends the typed lines as decimal strings, blank ones left out (zero)', () => {
    expect(
      toStatementInput({
        ...values({ receitaBruta: '1.234,56', resultadoFinanceiro: '-80' }),
        periodType: 'TRIMESTRAL',
        periodEnd: '2024-09-30',
        audited: true,
      }),
    ).toEqual({
      fiscalYear: 2024,
      periodType: 'TRIMESTRAL',
      periodEnd: '2024-09-30',
      audited: true,
      lines: { receitaBruta: '1234.56', resultadoFinanceiro: '-80.00' },
    });
  });

  it('shows a saved statement Brazilian-style, zero lines blank', () => {
    const lines = Object.fromEntries(FINANCIAL_LINE_KEYS.map((k) => [k, '0.00']));
    const statement = {
      fiscalYear: 2023,
      periodType: 'ANUAL',
      periodEnd: '2023-12-31',
      audited: true,
      lines: { ...lines, receitaBruta: '1234567.80', patrimonioLiquido: '-5.00' },
    } as unknown as FinancialStatement;
    const form = toStatementFormValues(statement, 2025);
    expect(form.fiscalYear).toBe('2023');
    expect(form.lines.receitaBruta).toBe('1.234.567,80');
    expect(form.lines.patrimonioLiquido).toBe('-5,00');
    expect(form.lines.clientes).toBe('');
    expect(toStatementFormValues(null, 2025).fiscalYear).toBe('2025');
    expect(statementName(statement)).toBe('2023');
    expect(statementName({ ...statement, periodType: 'TRIMESTRAL', periodEnd: '2023-09-30' })).toBe(
      '2023 (30/09/2023)',
    );
  });

  it('lays out every typed line once, ativo beside passivo + PL, then the DRE', () => {
    const rows = STATEMENT_BLOCKS.flatMap((b) => b.rows);
    for (const key of FINANCIAL_LINE_KEYS) expect(rows.filter((r) => r === key)).toHaveLength(1);
    expect(STATEMENT_BLOCKS.map((b) => b.rows.at(-1))).toEqual([
      'ativoTotal',
      'passivoMaisPatrimonioLiquido',
      'lucroLiquido',
      'dividaLiquida',
    ]);
  });
});
