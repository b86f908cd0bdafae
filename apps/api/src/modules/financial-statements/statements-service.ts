/**
 * Statements of an analysed company: by form (one period), their list and removal, the analysis.
 * Imports (XLSX template, CVM open data) are in statements-import.ts.
 */
import {
  FINANCIAL_STATEMENT_NOT_FOUND_MESSAGE,
  FINANCIAL_STATEMENT_TAKEN_MESSAGE,
  type FinancialAnalysis,
  type FinancialStatement,
  type FinancialStatementInputSchema,
} from '@lince/contracts';
import type { z } from 'zod';
import { audited } from '../../domain/audit.ts';
import { type ServiceContext } from '../../core/context.ts';
import { conflictOnDuplicate, notFound } from '../../core/errors.ts';
import { analyse } from './analysis.ts';
import { satisfyFinancialChecks } from './financial-checks.ts';
import { lineColumns, toFigures, toStatement } from './mappers.ts';
import {
  deleteStatement,
  findStatement,
  insertStatement,
  listStatements,
  updateStatement,
} from './repository.ts';
import { loadFinancialCompany } from './service.ts';
import { linesToCents } from './subtotals.ts';

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
          sourceFile: null,
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

export async function analyseCompany(
  ctx: ServiceContext,
  financialCompanyId: string,
): Promise<FinancialAnalysis> {
  await loadFinancialCompany(ctx, financialCompanyId);
  const rows = await listStatements(ctx.db, financialCompanyId);
  return analyse(rows.map(toFigures));
}
