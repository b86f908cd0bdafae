import { z } from 'zod';
import { isCalendarDate } from '@lince/contracts/fields';
import {
  SUBTOTAL_TERMS,
  STATEMENT_ROWS,
  toCents,
  type StatementKey,
} from '@lince/contracts/financial-layout';
import {
  FINANCIAL_LINE_DEFINITIONS,
  FINANCIAL_LINE_KEYS,
  FINANCIAL_SUBTOTAL_KEYS,
  isSignedLine,
  type FinancialLineKey,
  type FinancialSubtotalKey,
} from '@lince/contracts/financial-lines';
import {
  FISCAL_YEAR_MAX,
  FISCAL_YEAR_MIN,
  type FinancialPeriodType,
  type FinancialStatement,
  type FinancialStatementInput,
} from '@lince/contracts/financial-statements';
import { formatDay } from '../../../lib/format.ts';
import { decimalToInput, parseBrl } from '../../../lib/money.ts';

/** The statement form as a person fills it: amounts typed "1.234,56" (blank is zero). */
export interface StatementFormValues {
  fiscalYear: string;
  periodType: FinancialPeriodType;
  /** aaaa-mm-dd, or '' for 31/12 of the fiscal year. */
  periodEnd: string;
  audited: boolean;
  lines: Record<FinancialLineKey, string>;
}

const parseLine = (key: FinancialLineKey, typed: string) =>
  parseBrl(typed, FINANCIAL_LINE_DEFINITIONS[key].label, { signed: isSignedLine(key) });

/** The form's checks: the year, the date, and every amount the Brazilian way. */
export const StatementFormSchema = z
  .object({
    fiscalYear: z.string(),
    periodType: z.enum(['ANUAL', 'TRIMESTRAL']),
    periodEnd: z.string(),
    audited: z.boolean(),
    lines: z.record(z.string(), z.string()),
  })
  .superRefine((values, ctx) => {
    const year = Number(values.fiscalYear);
    if (
      !/^\d{4}$/.test(values.fiscalYear.trim()) ||
      year < FISCAL_YEAR_MIN ||
      year > FISCAL_YEAR_MAX
    )
      ctx.addIssue({
        code: 'custom',
        path: ['fiscalYear'],
        message: `Informe o exercício com 4 dígitos (de ${FISCAL_YEAR_MIN} a ${FISCAL_YEAR_MAX}).`,
      });
    else if (values.periodEnd && !values.periodEnd.startsWith(`${values.fiscalYear.trim()}-`))
      ctx.addIssue({
        code: 'custom',
        path: ['periodEnd'],
        message: 'A data de encerramento deve cair no exercício informado.',
      });
    if (values.periodEnd && !isCalendarDate(values.periodEnd))
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'Data inválida.' });
    for (const key of FINANCIAL_LINE_KEYS) {
      const parsed = parseLine(key, values.lines[key] ?? '');
      if ('error' in parsed)
        ctx.addIssue({ code: 'custom', path: ['lines', key], message: parsed.error });
    }
  });

/** Zero is shown blank, as a new statement's lines are. */
const amountInput = (decimal: string) => (toCents(decimal) === 0n ? '' : decimalToInput(decimal));

export function toStatementFormValues(
  statement: FinancialStatement | null,
  defaultYear: number,
): StatementFormValues {
  return {
    fiscalYear: String(statement?.fiscalYear ?? defaultYear),
    periodType: statement?.periodType ?? 'ANUAL',
    periodEnd: statement?.periodEnd ?? '',
    audited: statement?.audited ?? false,
    lines: Object.fromEntries(
      FINANCIAL_LINE_KEYS.map((key) => [key, statement ? amountInput(statement.lines[key]) : '']),
    ) as Record<FinancialLineKey, string>,
  };
}

/** The API's body of valid form values (a blank line is left out: the API takes it as zero). */
export function toStatementInput(values: StatementFormValues): FinancialStatementInput {
  const lines: Partial<Record<FinancialLineKey, string>> = {};
  for (const key of FINANCIAL_LINE_KEYS) {
    const parsed = parseLine(key, values.lines[key] ?? '');
    if ('value' in parsed && parsed.value !== null) lines[key] = parsed.value;
  }
  return {
    fiscalYear: Number(values.fiscalYear.trim()),
    periodType: values.periodType,
    ...(values.periodEnd ? { periodEnd: values.periodEnd } : {}),
    audited: values.audited,
    lines,
  };
}

/** Each subtotal in cents as the lines typed so far give it; null where a line it uses is invalid. */
export type LiveSubtotals = Record<FinancialSubtotalKey, bigint | null>;

/** The subtotals computed live from what is typed, by the contracts' terms (never typed). */
export function liveSubtotals(lines: Partial<Record<FinancialLineKey, string>>): LiveSubtotals {
  const values: Partial<Record<StatementKey, bigint | null>> = {};
  for (const key of FINANCIAL_LINE_KEYS) {
    const parsed = parseLine(key, lines[key] ?? '');
    values[key] = 'error' in parsed ? null : toCents(parsed.value ?? '0');
  }
  for (const key of FINANCIAL_SUBTOTAL_KEYS) {
    let sum: bigint | null = 0n;
    for (const [sign, term] of SUBTOTAL_TERMS[key]) {
      const value = values[term];
      sum =
        sum === null || value === null || value === undefined ? null : sum + BigInt(sign) * value;
    }
    values[key] = sum;
  }
  return Object.fromEntries(
    FINANCIAL_SUBTOTAL_KEYS.map((key) => [key, values[key] ?? null]),
  ) as LiveSubtotals;
}

/** Ativo total − (passivo + PL) of the live subtotals; null while a line is invalid. */
export function balanceDifference(subtotals: LiveSubtotals): bigint | null {
  const { ativoTotal, passivoMaisPatrimonioLiquido } = subtotals;
  return ativoTotal === null || passivoMaisPatrimonioLiquido === null
    ? null
    : ativoTotal - passivoMaisPatrimonioLiquido;
}

/** The blocks of the form, laid out like a balance sheet and a DRE (rows in the template's order). */
export const STATEMENT_BLOCKS: readonly { title: string; rows: readonly StatementKey[] }[] = [
  { title: 'Ativo', rows: rowsBetween('disponibilidades', 'ativoTotal') },
  {
    title: 'Passivo e patrimônio líquido',
    rows: rowsBetween('fornecedores', 'passivoMaisPatrimonioLiquido'),
  },
  { title: 'Demonstração do resultado (DRE)', rows: rowsBetween('receitaBruta', 'lucroLiquido') },
  { title: 'Endividamento', rows: rowsBetween('dividaLiquida', 'dividaLiquida') },
];

function rowsBetween(first: StatementKey, last: StatementKey): StatementKey[] {
  return STATEMENT_ROWS.slice(STATEMENT_ROWS.indexOf(first), STATEMENT_ROWS.indexOf(last) + 1);
}

/** A statement's name in messages and its row's actions: "2024", "2024 (30/09/2024)". */
export const statementName = (
  s: Pick<FinancialStatement, 'fiscalYear' | 'periodType' | 'periodEnd'>,
) => (s.periodType === 'ANUAL' ? `${s.fiscalYear}` : `${s.fiscalYear} (${formatDay(s.periodEnd)})`);
