/** Statements of an analysed company: by form (one period), by XLSX import (several years), the analysis. */
import {
  FINANCIAL_STATEMENT_NOT_FOUND_MESSAGE,
  FINANCIAL_STATEMENT_TAKEN_MESSAGE,
  type FinancialAnalysis,
  type FinancialImportResult,
  type FinancialStatement,
  type FinancialStatementInputSchema,
} from '@lince/contracts';
import type { z } from 'zod';
import { audit, audited } from '../../domain/audit.ts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import { conflictOnDuplicate, notFound, validationError } from '../../core/errors.ts';
import { analyse } from './analysis.ts';
import { satisfyFinancialChecks } from './financial-checks.ts';
import { lineColumns, toFigures, toStatement } from './mappers.ts';
import { parseStatementWorkbook, StatementFileError } from './parse-workbook.ts';
import {
  deleteStatement,
  findAnnualStatement,
  findStatement,
  insertStatement,
  listStatements,
  updateStatement,
} from './repository.ts';
import { loadFinancialCompany } from './service.ts';
import {
  balanceCheck,
  formatReais,
  linesToCents,
  subtotalsOf,
  type LineCents,
} from './subtotals.ts';
import { rowLabel } from './labels.ts';

type Input = z.output<typeof FinancialStatementInputSchema>;

const guardingPeriod = <T>(write: Promise<T>) =>
  conflictOnDuplicate(write, FINANCIAL_STATEMENT_TAKEN_MESSAGE);

const periodOf = (input: Input) => ({
  fiscalYear: input.fiscalYear,
  periodType: input.periodType,
  periodEnd: input.periodEnd,
  audited: input.audited,
});

export async function listCompanyStatements(
  ctx: ServiceContext,
  financialCompanyId: string,
): Promise<{ items: FinancialStatement[] }> {
  await loadFinancialCompany(ctx, financialCompanyId);
  const rows = await listStatements(ctx.db, financialCompanyId);
  return { items: rows.map(toStatement) };
}

export async function createStatement(
  ctx: ServiceContext,
  financialCompanyId: string,
  input: Input,
): Promise<FinancialStatement> {
  const { company } = await loadFinancialCompany(ctx, financialCompanyId);
  const row = await guardingPeriod(
    audited(
      ctx,
      (created: { id: string }) => ({
        action: 'FINANCIAL_STATEMENT_CREATED',
        targetType: 'financial_statement',
        targetId: created.id,
        summary: { after: { financialCompanyId, ...periodOf(input) } },
      }),
      async (tx) => {
        const created = await insertStatement(tx.db, {
          companyId: ctx.companyId,
          financialCompanyId,
          ...periodOf(input),
          source: 'MANUAL',
          ...lineColumns(linesToCents(input.lines)),
          createdBy: ctx.userId,
        });
        await satisfyFinancialChecks(tx, company.cnpj);
        return created;
      },
    ),
  );
  return toStatement(row);
}

async function loadStatement(ctx: ServiceContext, financialCompanyId: string, id: string) {
  await loadFinancialCompany(ctx, financialCompanyId);
  const row = await findStatement(ctx.db, financialCompanyId, id);
  if (!row) throw notFound(FINANCIAL_STATEMENT_NOT_FOUND_MESSAGE);
  return row;
}

/** The whole statement is replaced by the form's (a line left out becomes zero); it becomes MANUAL. */
export async function editStatement(
  ctx: ServiceContext,
  financialCompanyId: string,
  id: string,
  input: Input,
): Promise<FinancialStatement> {
  const current = await loadStatement(ctx, financialCompanyId, id);
  const row = await guardingPeriod(
    audited(
      ctx,
      {
        action: 'FINANCIAL_STATEMENT_UPDATED',
        targetType: 'financial_statement',
        targetId: id,
        summary: {
          before: { fiscalYear: current.fiscalYear, periodEnd: current.periodEnd },
          after: periodOf(input),
        },
      },
      (tx) =>
        updateStatement(tx.db, id, {
          ...periodOf(input),
          source: 'MANUAL',
          ...lineColumns(linesToCents(input.lines)),
        }),
    ),
  );
  return toStatement(row);
}

export async function removeStatement(
  ctx: ServiceContext,
  financialCompanyId: string,
  id: string,
): Promise<void> {
  const current = await loadStatement(ctx, financialCompanyId, id);
  await audited(
    ctx,
    {
      action: 'FINANCIAL_STATEMENT_DELETED',
      targetType: 'financial_statement',
      targetId: id,
      summary: {
        before: {
          financialCompanyId,
          fiscalYear: current.fiscalYear,
          periodType: current.periodType,
          periodEnd: current.periodEnd,
        },
      },
    },
    (tx) => deleteStatement(tx.db, id),
  );
}

/**
 * Each year of the file becomes that fiscal year's annual statement (created, or its lines
 * replaced — its audited flag kept), all in one transaction: a file refused keeps nothing.
 */
export async function importStatements(
  ctx: ServiceContext,
  financialCompanyId: string,
  bytes: Uint8Array,
): Promise<FinancialImportResult> {
  const { company } = await loadFinancialCompany(ctx, financialCompanyId);
  let parsed;
  try {
    parsed = await parseStatementWorkbook(bytes);
  } catch (error) {
    if (error instanceof StatementFileError) throw validationError(error.message, 'file');
    throw error;
  }
  const warnings: FinancialImportResult['warnings'] = [];
  await inTransaction(ctx, async (tx) => {
    for (const year of parsed.years) {
      const lines = linesToCents({}) as LineCents;
      Object.assign(lines, year.lines);
      const subtotals = subtotalsOf(lines);
      for (const [key, reported] of Object.entries(year.reported)) {
        const computed = subtotals[key as keyof typeof subtotals];
        if (reported && computed !== reported.cents)
          warnings.push({
            fiscalYear: year.fiscalYear,
            message: `Linha ${reported.row} (${rowLabel(key as keyof typeof subtotals)}): a planilha informa ${formatReais(reported.cents)}, a soma das contas dá ${formatReais(computed)}; vale a soma.`,
          });
      }
      const balance = balanceCheck(subtotals).warning;
      if (balance) warnings.push({ fiscalYear: year.fiscalYear, message: balance });
      const values = { source: 'XLSX' as const, ...lineColumns(lines) };
      const existing = await findAnnualStatement(tx.db, financialCompanyId, year.fiscalYear);
      if (existing) await updateStatement(tx.db, existing.id, values);
      else
        await insertStatement(tx.db, {
          companyId: ctx.companyId,
          financialCompanyId,
          fiscalYear: year.fiscalYear,
          periodType: 'ANUAL',
          periodEnd: `${year.fiscalYear}-12-31`,
          createdBy: ctx.userId,
          ...values,
        });
    }
    await satisfyFinancialChecks(tx, company.cnpj);
    await audit(tx, {
      action: 'FINANCIAL_STATEMENTS_IMPORTED',
      targetType: 'financial_company',
      targetId: financialCompanyId,
      summary: {
        after: {
          years: parsed.years.map((y) => y.fiscalYear),
          rejectedLines: parsed.rejectedLines.length,
        },
      },
    });
  });
  return {
    years: parsed.years.map((y) => y.fiscalYear),
    warnings,
    rejectedLines: parsed.rejectedLines,
  };
}

export async function analyseCompany(
  ctx: ServiceContext,
  financialCompanyId: string,
): Promise<FinancialAnalysis> {
  await loadFinancialCompany(ctx, financialCompanyId);
  const rows = await listStatements(ctx.db, financialCompanyId);
  return analyse(rows.map(toFigures));
}
