import { z } from 'zod';
import { CnpjSchema } from './companies.ts';
import { calendarDateSchema, idSchema, textSchema } from './fields.ts';
import {
  FINANCIAL_LINE_DEFINITIONS,
  FINANCIAL_LINE_KEYS,
  FINANCIAL_RATIO_KEYS,
  FINANCIAL_SUBTOTAL_KEYS,
  type FinancialLineKey,
} from './financial-lines.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';

/**
 * Financial statements (demonstrações financeiras) of analysed companies, ADMIN only
 * (`FinancialStatement`): `/v1/financial-companies` (the companies, by CNPJ), their statements per
 * fiscal year, the XLSX template and import, and the analysis (ratios, horizontal, vertical).
 * Amounts travel as decimal strings ("1234.56", "-80.00" on a line that may be negative).
 */

export const FINANCIAL_COMPANY_CNPJ_TAKEN_MESSAGE =
  'Já existe uma empresa analisada com este CNPJ.';
export const FINANCIAL_COMPANY_NOT_FOUND_MESSAGE = 'Empresa analisada não encontrada.';
export const FINANCIAL_STATEMENT_NOT_FOUND_MESSAGE = 'Demonstração financeira não encontrada.';
export const FINANCIAL_STATEMENT_TAKEN_MESSAGE =
  'Já existe uma demonstração deste período para a empresa.';

export const FINANCIAL_PERIOD_TYPES = ['ANUAL', 'TRIMESTRAL'] as const;
export type FinancialPeriodType = (typeof FINANCIAL_PERIOD_TYPES)[number];
export const FINANCIAL_PERIOD_TYPE_LABELS: Record<FinancialPeriodType, string> = {
  ANUAL: 'Anual',
  TRIMESTRAL: 'Trimestral',
};
/** Typed in the form, imported from the XLSX template, or imported from CVM open-data filings. */
export const FINANCIAL_SOURCES = ['MANUAL', 'XLSX', 'CVM'] as const;
export type FinancialSource = (typeof FINANCIAL_SOURCES)[number];

export const FISCAL_YEAR_MIN = 1900;
export const FISCAL_YEAR_MAX = 2199;

const companyName = textSchema('Nome', 'Informe o nome.')
  .trim()
  .min(2, 'Informe o nome (ao menos 2 caracteres).')
  .max(200, 'Nome longo demais (máximo 200 caracteres).');

/** `POST /v1/financial-companies`; `PUT /v1/financial-companies/:id` takes the same body. */
export const FinancialCompanyInputSchema = z.strictObject({ cnpj: CnpjSchema, name: companyName });
export type FinancialCompanyInput = z.input<typeof FinancialCompanyInputSchema>;

export const FINANCIAL_COMPANY_SORT_FIELDS = ['name', 'cnpj', 'createdAt'] as const;
/** `GET /v1/financial-companies?q=`: by CNPJ (with or without punctuation) or name (any accents). */
export const FinancialCompanyListQuerySchema = PageQuerySchema.omit({ search: true }).extend({
  q: textSchema('Busca').trim().max(120, 'Busca longa demais.').optional(),
  sort: z
    .enum(FINANCIAL_COMPANY_SORT_FIELDS, {
      error: 'Ordenação inválida. Use name, cnpj ou createdAt.',
    })
    .default('name'),
});

export const FinancialCompanySchema = z.object({
  _id: z.string(),
  /** 14 characters, normalised (no punctuation, upper case). */
  cnpj: z.string(),
  name: z.string(),
  /** The fiscal years that have a statement (any period), ascending. */
  fiscalYears: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FinancialCompany = z.infer<typeof FinancialCompanySchema>;
export const FinancialCompanyPageSchema = pageOf(FinancialCompanySchema);

/** A diligence whose entities carry the company's CNPJ. */
export const LinkedDiligenceSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  status: z.string(),
  entities: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export const FinancialCompanyDetailSchema = FinancialCompanySchema.extend({
  diligences: z.array(LinkedDiligenceSchema),
});
export type FinancialCompanyDetail = z.infer<typeof FinancialCompanyDetailSchema>;

/** `GET /v1/financial-companies/name-suggestion?cnpj=`: the name a diligence already knows. */
export const NameSuggestionQuerySchema = z.object({ cnpj: CnpjSchema });
export const NameSuggestionSchema = z.object({
  cnpj: z.string(),
  /** Razão social of the newest registration snapshot, else the name of an entity; null if none. */
  name: z.string().nullable(),
  from: z.enum(['CADASTRO', 'PARTE']).nullable(),
  /** Already an analysed company of this CNPJ (then no new one can be created). */
  financialCompanyId: z.string().nullable(),
});
export type NameSuggestion = z.infer<typeof NameSuggestionSchema>;

const DECIMAL = /^\d{1,16}(\.\d{1,2})?$/;
const SIGNED_DECIMAL = /^-?\d{1,16}(\.\d{1,2})?$/;

/** "-0012.5" → "-12.50"; "-0" → "0.00". */
export function normalDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', cents = ''] = value.replace(/^-/, '').split('.');
  const digits = `${whole.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

const lineAmountSchema = (key: FinancialLineKey) => {
  const { label } = FINANCIAL_LINE_DEFINITIONS[key];
  const signed = 'signed' in FINANCIAL_LINE_DEFINITIONS[key];
  return z
    .string({ error: `${label}: informe o valor como texto decimal (ex.: "1234.56").` })
    .trim()
    .regex(
      signed ? SIGNED_DECIMAL : DECIMAL,
      signed
        ? `${label}: valor inválido (use ponto decimal e até 2 casas; ex.: "-1234.56").`
        : `${label}: valor inválido (sem sinal, ponto decimal e até 2 casas; ex.: "1234.56").`,
    )
    .transform(normalDecimal);
};

/** The typed lines; a line left out is zero. */
export const FinancialLinesInputSchema = z.strictObject(
  Object.fromEntries(FINANCIAL_LINE_KEYS.map((key) => [key, lineAmountSchema(key).optional()])) as {
    [K in FinancialLineKey]: z.ZodOptional<ReturnType<typeof lineAmountSchema>>;
  },
);

const fiscalYearSchema = z
  .number({ error: 'Informe o exercício (ano).' })
  .int('Exercício inválido.')
  .min(FISCAL_YEAR_MIN, `Exercício inválido (de ${FISCAL_YEAR_MIN} a ${FISCAL_YEAR_MAX}).`)
  .max(FISCAL_YEAR_MAX, `Exercício inválido (de ${FISCAL_YEAR_MIN} a ${FISCAL_YEAR_MAX}).`);

/**
 * `POST /v1/financial-companies/:id/statements` and `PUT …/statements/:statementId` (whole
 * body). `periodEnd` defaults to 31/12 of the fiscal year and must fall in it.
 */
export const FinancialStatementInputSchema = z
  .strictObject({
    fiscalYear: fiscalYearSchema,
    periodType: z
      .enum(FINANCIAL_PERIOD_TYPES, { error: 'Período inválido (use ANUAL ou TRIMESTRAL).' })
      .default('ANUAL'),
    periodEnd: calendarDateSchema().optional(),
    audited: z.boolean({ error: 'Informe se a demonstração é auditada.' }).default(false),
    lines: FinancialLinesInputSchema,
  })
  .transform((value) => ({ ...value, periodEnd: value.periodEnd ?? `${value.fiscalYear}-12-31` }))
  .refine((value) => value.periodEnd.startsWith(`${value.fiscalYear}-`), {
    message: 'A data de encerramento deve cair no exercício informado.',
    path: ['periodEnd'],
  });
export type FinancialStatementInput = z.input<typeof FinancialStatementInputSchema>;

const amountsOf = <T extends readonly string[]>(keys: T) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.string()])) as { [K in T[number]]: z.ZodString },
  );

export const FinancialStatementSchema = z.object({
  _id: z.string(),
  financialCompanyId: z.string(),
  fiscalYear: z.number().int(),
  periodType: z.enum(FINANCIAL_PERIOD_TYPES),
  /** yyyy-mm-dd */
  periodEnd: z.string(),
  audited: z.boolean(),
  source: z.enum(FINANCIAL_SOURCES),
  /** The imported file(s) the lines came from (CVM: the CSVs, inside their ZIP); null when typed. */
  sourceFile: z.string().nullable(),
  lines: amountsOf(FINANCIAL_LINE_KEYS),
  subtotals: amountsOf(FINANCIAL_SUBTOTAL_KEYS),
  /** Ativo total − (passivo + PL); "0.00" when the balance sheet closes. */
  balanceDifference: z.string(),
  /** The Portuguese warning when it does not close (not a refusal). */
  balanceWarning: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FinancialStatement = z.infer<typeof FinancialStatementSchema>;
export const FinancialStatementListSchema = z.object({ items: z.array(FinancialStatementSchema) });

export const FinancialStatementParamsSchema = z.object({
  id: idSchema(),
  statementId: idSchema('Demonstração'),
});

/** `POST /v1/financial-companies/:id/statements/import` (multipart, field `file`). */
export const FinancialImportResultSchema = z.object({
  years: z.array(z.number().int()),
  warnings: z.array(z.object({ fiscalYear: z.number().int(), message: z.string() })),
  rejectedLines: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type FinancialImportResult = z.infer<typeof FinancialImportResultSchema>;

const ratioValues = z.object(
  Object.fromEntries(FINANCIAL_RATIO_KEYS.map((key) => [key, z.number().nullable()])) as {
    [K in (typeof FINANCIAL_RATIO_KEYS)[number]]: z.ZodNullable<z.ZodNumber>;
  },
);
const fractions = z.record(z.string(), z.number().nullable());

/** `GET /v1/financial-companies/:id/analysis`: one entry per fiscal year, ascending. */
export const FinancialAnalysisSchema = z.object({
  years: z.array(
    z.object({
      fiscalYear: z.number().int(),
      statementId: z.string(),
      periodType: z.enum(FINANCIAL_PERIOD_TYPES),
      periodEnd: z.string(),
      audited: z.boolean(),
      /** Rounded to 4 decimal places; null when undefined (see `reasons`). Margins etc. as fractions. */
      ratios: ratioValues,
      /** Why a ratio is null, in Portuguese (only the null ones). */
      reasons: z.record(z.string(), z.string()),
      subtotals: amountsOf(FINANCIAL_SUBTOTAL_KEYS),
      balanceDifference: z.string(),
      /** Change against the previous fiscal year listed (fraction, 4 places); null without a base. */
      horizontal: z.object({ comparedTo: z.number().int().nullable(), changes: fractions }),
      /** Each balance line over ativo total, each DRE line over receita líquida (fraction, 4 places). */
      vertical: fractions,
    }),
  ),
});
export type FinancialAnalysis = z.infer<typeof FinancialAnalysisSchema>;

/** `GET /v1/diligences/:id/entities/:entityId/financial-statements`: the entity's financial check. */
export const EntityFinancialStatusSchema = z.object({
  /** The entity's CNPJ (a PF has none: everything else is empty). */
  cnpj: z.string().nullable(),
  financialCompanyId: z.string().nullable(),
  fiscalYears: z.array(z.number().int()),
  /** Statements exist for the CNPJ: the track's "Demonstrações financeiras" check can be met. */
  satisfied: z.boolean(),
});
export type EntityFinancialStatus = z.infer<typeof EntityFinancialStatusSchema>;

/**
 * `GET /v1/diligences/:id/entities/:entityId/financial-statements/statements`: read-only, for
 * whoever opens the party's checklist (a DEFAULT analyst too — the track's FINANCEIRO check is on
 * it): the analysed company of the party's CNPJ, its statements and their analysis. A PF, or a
 * CNPJ nobody analysed: `company` null and nothing else.
 */
export const EntityFinancialStatementsSchema = z.object({
  company: z.object({ _id: z.string(), cnpj: z.string(), name: z.string() }).nullable(),
  items: z.array(FinancialStatementSchema),
  analysis: FinancialAnalysisSchema,
});
export type EntityFinancialStatements = z.infer<typeof EntityFinancialStatementsSchema>;
