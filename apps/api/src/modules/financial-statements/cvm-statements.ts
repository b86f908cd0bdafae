/**
 * The analysed company's CVM rows → statements (pure). The consolidated statements when the
 * files have them, else the individual ones; of each DT_REFER, the highest VERSAO; a DFP gives
 * two annual statements (ÚLTIMO and PENÚLTIMO), an ITR the quarter's (ÚLTIMO, its DRE
 * year-to-date: the earliest DT_INI_EXERC). CVM's standard account codes go to the lines; the rest
 * of each group goes to its "outros" line so the subtotals equal the filing's own totals, which
 * are then checked — a total that still differs is said in a warning, never made up.
 */
import {
  FINANCIAL_LINE_DEFINITIONS,
  formatCnpj,
  isSignedLine,
  linesToCents,
  subtotalsOf,
  type FinancialLineKey,
  type FinancialPeriodType,
  type FinancialSubtotalKey,
  type LineCents,
} from '@lince/contracts';
import { CvmFileError, type CvmOrder, type CvmPart, type CvmRow, type CvmScan } from './cvm-csv.ts';
import { labelKey, rowLabel } from './labels.ts';
import { formatReais } from './subtotals.ts';

export interface CvmPeriod {
  fiscalYear: number;
  periodType: FinancialPeriodType;
  periodEnd: string;
  /** The lines of the parts the files gave (the other lines are left as they are). */
  lines: Partial<LineCents>;
  parts: CvmPart[];
  warnings: string[];
}

export interface CvmImport {
  periods: CvmPeriod[];
  /** The CSVs the rows came from. */
  files: string[];
  consolidated: boolean;
}

type Values = Map<string, { cents: bigint; label: string }>;

const PART_NAMES: Record<CvmPart, string> = { BPA: 'o BPA', BPP: 'o BPP', DRE: 'a DRE' };

/** Lines taken from one account each; the sign turns a DRE cost (negative at CVM) into the line's. */
const ACCOUNTS: Record<CvmPart, [FinancialLineKey, string[], 1n | -1n][]> = {
  BPA: [
    ['disponibilidades', ['1.01.01'], 1n],
    ['clientes', ['1.01.03'], 1n],
    ['estoques', ['1.01.04'], 1n],
    ['realizavelLongoPrazo', ['1.02.01'], 1n],
    ['investimentos', ['1.02.02'], 1n],
    ['imobilizado', ['1.02.03'], 1n],
    ['intangivel', ['1.02.04'], 1n],
  ],
  BPP: [
    ['obrigacoesFiscaisTrabalhistas', ['2.01.01', '2.01.03'], 1n],
    ['fornecedores', ['2.01.02'], 1n],
    ['emprestimosCurtoPrazo', ['2.01.04'], 1n],
    ['emprestimosLongoPrazo', ['2.02.01'], 1n],
    ['patrimonioLiquido', ['2.03'], 1n],
  ],
  DRE: [
    ['receitaBruta', ['3.01'], 1n],
    ['custos', ['3.02'], -1n],
    ['despesasOperacionais', ['3.04'], -1n],
    ['resultadoFinanceiro', ['3.06'], 1n],
    ['irCsll', ['3.08'], -1n],
  ],
};

/** The "outros" line of a group: the group's total less its mapped lines. */
const REMAINDERS: Record<CvmPart, [FinancialLineKey, string, FinancialLineKey[]][]> = {
  BPA: [['outrosAtivosCirculantes', '1.01', ['disponibilidades', 'clientes', 'estoques']]],
  BPP: [
    [
      'outrosPassivosCirculantes',
      '2.01',
      ['obrigacoesFiscaisTrabalhistas', 'fornecedores', 'emprestimosCurtoPrazo'],
    ],
    ['outrosPassivosNaoCirculantes', '2.02', ['emprestimosLongoPrazo']],
  ],
  DRE: [],
};

/** The filing's totals each subtotal must equal. */
const TOTALS: Record<CvmPart, [FinancialSubtotalKey, string][]> = {
  BPA: [
    ['ativoCirculante', '1.01'],
    ['ativoNaoCirculante', '1.02'],
    ['ativoTotal', '1'],
  ],
  BPP: [
    ['passivoCirculante', '2.01'],
    ['passivoNaoCirculante', '2.02'],
    ['passivoMaisPatrimonioLiquido', '2'],
  ],
  DRE: [
    ['receitaLiquida', '3.01'],
    ['lucroBruto', '3.03'],
    ['lucroOperacional', '3.05'],
    ['lucroAntesIrCsll', '3.07'],
    ['lucroLiquido', '3.11'],
  ],
};

/**
 * Accounts whose name says the layout is a company's (not a bank's or an insurer's, whose 1.01 is
 * "Caixa e Equivalentes de Caixa" and whose 3.06 is the income tax).
 */
const LAYOUT: [string, string, string][] = [
  ['1.01', 'circulante', 'Ativo Circulante'],
  ['2.01', 'circulante', 'Passivo Circulante'],
  ['3.06', 'financeir', 'Resultado Financeiro'],
];

function checkLayout(values: Values) {
  for (const [code, word, expected] of LAYOUT) {
    const account = values.get(code);
    if (account && account.label && !labelKey(account.label).includes(word))
      throw new CvmFileError(
        `A conta ${code} do arquivo é “${account.label}”, não “${expected}”: o plano de contas é o de instituição financeira ou seguradora, que esta importação não mapeia. Digite a demonstração.`,
      );
  }
}

/** The company's rows, or the 400 that says whose rows the files have. */
function companyRows(scans: CvmScan[], cnpj: string): CvmRow[] {
  const rows = scans.flatMap((scan) => scan.rows);
  if (rows.length > 0) return rows;
  const names = scans.map((scan) => scan.file).join(', ');
  const cnpjs = new Set(scans.flatMap((scan) => [...scan.cnpjs]));
  if (cnpjs.size === 0) throw new CvmFileError(`${names}: o arquivo da CVM não tem linhas.`);
  if (cnpjs.has(cnpj))
    throw new CvmFileError(
      `${names}: o arquivo da CVM não traz balanço patrimonial (BPA, BPP) nem DRE da empresa de CNPJ ${formatCnpj(cnpj)}.`,
    );
  if (cnpjs.size === 1)
    throw new CvmFileError(
      `${names}: o arquivo da CVM é da empresa de CNPJ ${formatCnpj([...cnpjs][0]!)}, e a empresa analisada tem o CNPJ ${formatCnpj(cnpj)}.`,
    );
  throw new CvmFileError(
    `${names}: o arquivo da CVM traz ${cnpjs.size} empresas, nenhuma com o CNPJ ${formatCnpj(cnpj)} da empresa analisada.`,
  );
}

const orderRank = (order: CvmOrder) => (order === 'ULTIMO' ? 0 : 1);

/** Of each period and account, the row of the latest filing (ÚLTIMO first, then the year-to-date DRE). */
function byPeriod(rows: CvmRow[], typeOf: (row: CvmRow) => FinancialPeriodType) {
  const latest = new Map<string, number>();
  for (const row of rows)
    latest.set(row.dtRefer, Math.max(latest.get(row.dtRefer) ?? 0, row.version));
  const kept = rows
    .filter((row) => row.version === latest.get(row.dtRefer))
    .filter((row) => typeOf(row) === 'ANUAL' || row.order === 'ULTIMO')
    .sort(
      (a, b) =>
        orderRank(a.order) - orderRank(b.order) ||
        b.dtRefer.localeCompare(a.dtRefer) ||
        (a.dtIni ?? '').localeCompare(b.dtIni ?? ''),
    );
  const periods = new Map<
    string,
    { periodType: FinancialPeriodType; periodEnd: string; values: Values; parts: Set<CvmPart> }
  >();
  for (const row of kept) {
    const periodType = typeOf(row);
    const key = periodType === 'ANUAL' ? `A${row.dtFim.slice(0, 4)}` : `T${row.dtFim}`;
    let period = periods.get(key);
    if (!period) {
      period = { periodType, periodEnd: row.dtFim, values: new Map(), parts: new Set() };
      periods.set(key, period);
    }
    period.parts.add(row.part);
    if (!period.values.has(row.code))
      period.values.set(row.code, { cents: row.cents, label: row.label });
  }
  return [...periods.values()];
}

function mapPeriod(values: Values, parts: Set<CvmPart>) {
  const lines: Partial<LineCents> = {};
  const warnings: string[] = [];
  const cents = (code: string) => values.get(code)?.cents ?? 0n;
  const put = (key: FinancialLineKey, value: bigint, from: string) => {
    if (value < 0n && !isSignedLine(key)) {
      warnings.push(
        `${from}: ${formatReais(value)}, negativo; a linha “${FINANCIAL_LINE_DEFINITIONS[key].label}” não aceita valor negativo e ficou zero.`,
      );
      lines[key] = 0n;
    } else lines[key] = value;
  };
  for (const part of parts) {
    for (const [key, codes, sign] of ACCOUNTS[part])
      put(
        key,
        sign * codes.reduce((sum, code) => sum + cents(code), 0n),
        `Conta ${codes.join(' + ')}`,
      );
    for (const [key, total, mapped] of REMAINDERS[part])
      if (values.has(total))
        put(
          key,
          mapped.reduce((rest, line) => rest - (lines[line] ?? 0n), cents(total)),
          `O restante da conta ${total}`,
        );
  }
  if (parts.has('DRE')) lines.deducoes = 0n;
  // Every subtotal of the parts against the filing's own total.
  const subtotals = subtotalsOf({ ...linesToCents({}), ...lines });
  for (const part of parts)
    for (const [key, code] of TOTALS[part]) {
      const filed = values.get(code);
      if (!filed || filed.cents === subtotals[key]) continue;
      let message = `${rowLabel(key)}: a CVM informa ${formatReais(filed.cents)} (conta ${code}), a soma das linhas dá ${formatReais(subtotals[key])}.`;
      const discontinued = cents('3.10');
      if (key === 'lucroLiquido' && discontinued !== 0n)
        message += ` A diferença inclui o resultado de operações descontinuadas (conta 3.10, ${formatReais(discontinued)}), que não tem linha própria.`;
      warnings.push(message);
    }
  return { lines, warnings };
}

/** The annual statements of a DFP, the quarter's of an ITR; without the file's name, by its dates. */
const periodTypeOf =
  (filing: CvmScan['filing']) =>
  (row: CvmRow): FinancialPeriodType =>
    filing === 'ITR'
      ? 'TRIMESTRAL'
      : filing === 'DFP' || row.dtRefer.endsWith('-12-31')
        ? 'ANUAL'
        : 'TRIMESTRAL';

export function cvmStatements(scans: CvmScan[], cnpj: string): CvmImport {
  const rows = companyRows(scans, cnpj);
  const consolidated = rows.some((row) => row.consolidated);
  const files = new Set<string>();
  const periods: CvmPeriod[] = [];
  const chosen = new Map<CvmScan, CvmRow[]>();
  for (const scan of scans) {
    const mine = scan.rows.filter((row) => row.consolidated === consolidated);
    if (mine.length > 0) {
      chosen.set(scan, mine);
      files.add(scan.file.split('/').pop() ?? scan.file);
    }
  }
  const filings = new Map<FinancialPeriodType, CvmRow[]>();
  for (const [scan, mine] of chosen) {
    const typeOf = periodTypeOf(scan.filing);
    for (const row of mine) {
      const type = typeOf(row);
      const list = filings.get(type) ?? [];
      list.push(row);
      filings.set(type, list);
    }
  }
  for (const [type, mine] of filings)
    for (const period of byPeriod(mine, () => type)) {
      checkLayout(period.values);
      const { lines, warnings } = mapPeriod(period.values, period.parts);
      periods.push({
        fiscalYear: Number(period.periodEnd.slice(0, 4)),
        periodType: period.periodType,
        periodEnd: period.periodEnd,
        lines,
        parts: (['BPA', 'BPP', 'DRE'] as const).filter((part) => period.parts.has(part)),
        warnings,
      });
    }
  periods.sort(
    (a, b) => a.periodEnd.localeCompare(b.periodEnd) || a.periodType.localeCompare(b.periodType),
  );
  return { periods, files: [...files], consolidated };
}

export const partNames = (parts: CvmPart[]) => {
  const names = parts.map((part) => PART_NAMES[part]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
};
