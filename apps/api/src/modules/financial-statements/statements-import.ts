/**
 * Importing statements: the XLSX template (several years) or CVM open data (the filings' periods),
 * all of a file in one transaction.
 */
import {
  type FinancialImportResult,
  type FinancialPeriodType,
  type FinancialSource,
} from '@lince/contracts';
import type { FinancialStatementRow } from '@lince/db';
import { audit } from '../../domain/audit.ts';
import { inTransaction, type DbExecutor, type ServiceContext } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { satisfyFinancialChecks } from './financial-checks.ts';
import { cleanFileName } from '../../lib/file-name.ts';
import { partNames, type CvmImport } from './cvm-statements.ts';
import { lineColumns, toFigures } from './mappers.ts';
import { StatementFileError, type ParsedWorkbook } from './parse-workbook.ts';
import { readStatementFile } from './statement-file.ts';
import { findImportedPeriod, insertStatement, updateStatement } from './repository.ts';
import { loadFinancialCompany } from './service.ts';
import {
  balanceCheck,
  formatReais,
  linesToCents,
  subtotalsOf,
  type LineCents,
} from './subtotals.ts';
import { rowLabel } from './labels.ts';

type Warnings = FinancialImportResult['warnings'];

/**
 * The file's periods, all in one transaction: a file refused keeps nothing. The format is told by
 * the content: the XLSX template or CVM open data (`readStatementFile`).
 */
export async function importStatements(
  ctx: ServiceContext,
  financialCompanyId: string,
  upload: { bytes: Uint8Array; filename: string },
): Promise<FinancialImportResult> {
  const { company } = await loadFinancialCompany(ctx, financialCompanyId);
  const filename = cleanFileName(upload.filename, 'csv');
  let file;
  try {
    file = await readStatementFile(upload.bytes, filename, company.cnpj);
  } catch (error) {
    if (error instanceof StatementFileError) throw validationError(error.message, 'file');
    throw error;
  }
  const target = { ctx, financialCompanyId };
  const result = await inTransaction(ctx, async (tx) => {
    const written =
      file.kind === 'XLSX'
        ? await writeWorkbook(tx.db, target, file.workbook, filename)
        : await writeCvm(tx.db, target, file.cvm, filename);
    await satisfyFinancialChecks(tx, company.cnpj);
    await audit(tx, {
      action: 'FINANCIAL_STATEMENTS_IMPORTED',
      targetType: 'financial_company',
      targetId: financialCompanyId,
      summary: {
        after: {
          source: file.kind,
          file: filename,
          years: written.years,
          rejectedLines: written.rejectedLines.length,
        },
      },
    });
    return written;
  });
  return result;
}

interface Target {
  ctx: ServiceContext;
  financialCompanyId: string;
}

interface ImportedPeriod {
  fiscalYear: number;
  periodType: FinancialPeriodType;
  periodEnd: string;
  /** Of a statement created (one updated keeps its flag). */
  audited: boolean;
}

/** Writes a period into its statement, created or updated with what `valuesOf` makes of the current one. */
async function writePeriod(
  db: DbExecutor,
  { ctx, financialCompanyId }: Target,
  period: ImportedPeriod,
  valuesOf: (existing: FinancialStatementRow | undefined) => {
    source: FinancialSource;
    sourceFile: string;
    lines: LineCents;
  },
) {
  const existing = await findImportedPeriod(db, financialCompanyId, period);
  const { lines, ...values } = valuesOf(existing);
  const columns = { ...values, ...lineColumns(lines) };
  if (existing) await updateStatement(db, existing.id, columns);
  else
    await insertStatement(db, {
      companyId: ctx.companyId,
      financialCompanyId,
      ...period,
      createdBy: ctx.userId,
      ...columns,
    });
}

/**
 * Each year of the workbook becomes that fiscal year's annual statement (created, or its lines
 * replaced — its audited flag kept).
 */
async function writeWorkbook(
  db: DbExecutor,
  target: Target,
  parsed: ParsedWorkbook,
  filename: string,
): Promise<FinancialImportResult> {
  const warnings: Warnings = [];
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
    await writePeriod(
      db,
      target,
      {
        fiscalYear: year.fiscalYear,
        periodType: 'ANUAL',
        periodEnd: `${year.fiscalYear}-12-31`,
        audited: false,
      },
      () => ({ source: 'XLSX', sourceFile: filename, lines }),
    );
  }
  return {
    years: parsed.years.map((y) => y.fiscalYear),
    warnings,
    rejectedLines: parsed.rejectedLines,
  };
}

/** At most this much of the files' names is kept on a statement. */
const SOURCE_FILE_MAX = 1000;

/** The CSVs a CVM statement's lines came from (those of an earlier CVM import kept), in the upload's name. */
function sourceFileOf(previous: string | null, files: string[], upload: string): string {
  const named =
    files.length === 1 && files[0] === upload ? upload : `${upload} (${files.join(', ')})`;
  const all = previous && !previous.split('; ').includes(named) ? `${previous}; ${named}` : named;
  return all.length > SOURCE_FILE_MAX ? `${all.slice(0, SOURCE_FILE_MAX - 1)}…` : all;
}

/**
 * Each period of the filings becomes (or updates) its statement: the lines of the parts the files
 * gave (BPA, BPP, DRE) are replaced, the others kept, so the three files may come one at a time.
 * A new annual statement is audited (a DFP is); a quarter's is not (an ITR is reviewed).
 */
async function writeCvm(
  db: DbExecutor,
  target: Target,
  cvm: CvmImport,
  filename: string,
): Promise<FinancialImportResult> {
  const warnings: Warnings = [];
  for (const period of cvm.periods) {
    const { fiscalYear, periodType, periodEnd } = period;
    let lines = linesToCents({});
    await writePeriod(
      db,
      target,
      { fiscalYear, periodType, periodEnd, audited: periodType === 'ANUAL' },
      (existing) => {
        lines = { ...(existing ? toFigures(existing).lines : lines), ...period.lines };
        return {
          source: 'CVM',
          sourceFile: sourceFileOf(
            existing?.source === 'CVM' ? existing.sourceFile : null,
            cvm.files,
            filename,
          ),
          lines,
        };
      },
    );
    // The web shows a warning after its fiscal year ("2024: …"); a quarter's names its end.
    const say = (message: string) =>
      warnings.push({
        fiscalYear,
        message:
          periodType === 'ANUAL'
            ? message.charAt(0).toUpperCase() + message.slice(1)
            : `Trimestre encerrado em ${periodEnd.split('-').reverse().join('/')}: ${message}`,
      });
    period.warnings.forEach((message) => say(message));
    const subtotals = subtotalsOf(lines);
    const missing = (
      [
        ['BPA', subtotals.ativoTotal !== 0n],
        ['BPP', subtotals.passivoMaisPatrimonioLiquido !== 0n],
        [
          'DRE',
          (
            [
              'receitaBruta',
              'custos',
              'despesasOperacionais',
              'resultadoFinanceiro',
              'irCsll',
            ] as const
          ).some((key) => lines[key] !== 0n),
        ],
      ] as const
    )
      .filter(([, present]) => !present)
      .map(([part]) => part);
    if (missing.length > 0)
      say(
        `falta${missing.length > 1 ? 'm' : ''} ${partNames(missing)}; importe também o arquivo da CVM que falta.`,
      );
    else {
      const balance = balanceCheck(subtotals).warning;
      if (balance) say(balance);
    }
    if (period.parts.includes('DRE') && lines.depreciacaoAmortizacao === 0n)
      say(
        `a DRE da CVM não traz depreciação e amortização (estão na DFC); informe-as na demonstração para o EBITDA.`,
      );
  }
  return {
    years: [...new Set(cvm.periods.map((period) => period.fiscalYear))],
    warnings,
    rejectedLines: [],
  };
}
