/**
 * CVM open-data fixtures written for the tests (fictitious companies, never real data): a filing's
 * accounts as a tree whose totals are the sums of their leaves, written as CVM publishes them —
 * `;`-separated, the BPA/BPP header or the DRE's (one more column, DT_INI_EXERC), UTF-8 or
 * Windows-1252, `MIL` or `UNIDADE` — one company or many, and as a ZIP of the three files.
 */
import { formatCnpj } from '@lince/contracts';
import { withCnpjCheckDigits } from '@lince/db/testing/index';
import { zipOf } from '../../testing/document-files.ts';

export type Part = 'BPA' | 'BPP' | 'DRE';
export type Scale = 'MIL' | 'UNIDADE';

/** The leaves of the ÚLTIMO year, in cents; a total is the sum of the accounts under it. */
const LEAVES: Record<string, [string, bigint]> = {
  '1.01.01': ['Caixa e Equivalentes de Caixa', 12_000_050n],
  '1.01.02': ['Aplicações Financeiras', 3_000_000n],
  '1.01.03.01': ['Clientes', 24_000_000n],
  '1.01.03.02': ['Outras Contas a Receber', 1_000_000n],
  '1.01.04': ['Estoques', 18_000_000n],
  '1.01.06': ['Tributos a Recuperar', 2_000_000n],
  '1.01.08': ['Outros Ativos Circulantes', 999_950n],
  '1.02.01': ['Ativo Realizável a Longo Prazo', 6_000_000n],
  '1.02.02': ['Investimentos', 4_000_000n],
  '1.02.03': ['Imobilizado', 70_000_000n],
  '1.02.04': ['Intangível', 9_000_000n],
  '2.01.01': ['Obrigações Sociais e Trabalhistas', 3_000_000n],
  '2.01.02': ['Fornecedores', 14_000_000n],
  '2.01.03': ['Obrigações Fiscais', 2_500_000n],
  '2.01.04': ['Empréstimos e Financiamentos', 11_000_000n],
  '2.01.05': ['Outras Obrigações', 1_500_000n],
  '2.01.06': ['Provisões', 500_000n],
  '2.02.01': ['Empréstimos e Financiamentos', 30_000_000n],
  '2.02.02': ['Outras Obrigações', 2_000_000n],
  '2.02.04': ['Provisões', 1_000_000n],
  '2.03.01': ['Capital Social Realizado', 50_000_000n],
  '3.01': ['Receita de Venda de Bens e/ou Serviços', 150_000_000n],
  '3.02': ['Custo dos Bens e/ou Serviços Vendidos', -90_000_000n],
  '3.04.01': ['Despesas com Vendas', -20_000_000n],
  '3.04.02': ['Despesas Gerais e Administrativas', -17_000_000n],
  '3.04.04': ['Outras Receitas Operacionais', 2_000_000n],
  '3.06.01': ['Receitas Financeiras', 1_000_000n],
  '3.06.02': ['Despesas Financeiras', -5_000_000n],
  '3.08': ['Imposto de Renda e Contribuição Social sobre o Lucro', -7_140_000n],
  '3.10': ['Resultado Líquido de Operações Descontinuadas', 0n],
};

const TOTAL_NAMES: Record<string, string> = {
  '1': 'Ativo Total',
  '1.01': 'Ativo Circulante',
  '1.01.03': 'Contas a Receber',
  '1.02': 'Ativo Não Circulante',
  '2': 'Passivo Total',
  '2.01': 'Passivo Circulante',
  '2.02': 'Passivo Não Circulante',
  '2.03': 'Patrimônio Líquido Consolidado',
  '2.03.04': 'Reservas de Lucros',
  '3.03': 'Resultado Bruto',
  '3.04': 'Despesas/Receitas Operacionais',
  '3.05': 'Resultado Antes do Resultado Financeiro e dos Tributos',
  '3.06': 'Resultado Financeiro',
  '3.07': 'Resultado Antes dos Tributos sobre o Lucro',
  '3.09': 'Resultado Líquido das Operações Continuadas',
  '3.11': 'Lucro/Prejuízo Consolidado do Período',
};

/** A year's accounts (code → cents), the ÚLTIMO's leaves times `factor` (percent), totals summed. */
export function accountsOf(factor = 100n, extra: Record<string, bigint> = {}): Map<string, bigint> {
  const v = new Map<string, bigint>();
  for (const [code, [, cents]] of Object.entries(LEAVES)) v.set(code, (cents * factor) / 100n);
  for (const [code, cents] of Object.entries(extra)) v.set(code, cents);
  const sum = (...codes: string[]) => codes.reduce((s, c) => s + (v.get(c) ?? 0n), 0n);
  const under = (prefix: string) =>
    [...v.keys()].filter(
      (c) => c.startsWith(`${prefix}.`) && c.split('.').length === prefix.split('.').length + 1,
    );
  v.set('1.01.03', sum(...under('1.01.03')));
  v.set('1.01', sum(...under('1.01')));
  v.set('1.02', sum(...under('1.02')));
  v.set('1', sum('1.01', '1.02'));
  v.set('2.01', sum(...under('2.01')));
  v.set('2.02', sum(...under('2.02')));
  v.set('2.03', v.get('1')! - sum('2.01', '2.02'));
  v.set('2.03.04', v.get('2.03')! - v.get('2.03.01')!);
  v.set('2', v.get('1')!);
  v.set('3.03', sum('3.01', '3.02'));
  v.set('3.04', sum(...under('3.04')));
  v.set('3.05', sum('3.03', '3.04'));
  v.set('3.06', sum(...under('3.06')));
  v.set('3.07', sum('3.05', '3.06'));
  v.set('3.09', sum('3.07', '3.08'));
  v.set('3.11', sum('3.09', '3.10'));
  return v;
}

const nameOf = (code: string) => LEAVES[code]?.[0] ?? TOTAL_NAMES[code] ?? `Conta ${code}`;
const partOf = (code: string): Part =>
  code.startsWith('1') ? 'BPA' : code.startsWith('2') ? 'BPP' : 'DRE';
const compareCodes = (a: string, b: string) => {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
};

/** Cents as VL_CONTA: reais (UNIDADE) or thousands (MIL), with CVM's ten decimals. */
export function vlConta(cents: bigint, scale: Scale): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const [unit, decimals] = scale === 'MIL' ? [100_000n, 5] : [100n, 2];
  const text = `${abs / unit}.${String(abs % unit)
    .padStart(decimals, '0')
    .padEnd(10, '0')}`;
  return negative ? `-${text}` : text;
}

export interface Filing {
  cnpj: string;
  name: string;
  cvmCode?: string;
  /** DT_REFER's year (DFP) — the ÚLTIMO; the PENÚLTIMO is the year before. */
  year: number;
  filing?: 'DFP' | 'ITR';
  scale?: Scale;
  version?: number;
  consolidated?: boolean;
  /** The accounts of ÚLTIMO and PENÚLTIMO. */
  ultimo?: Map<string, bigint>;
  penultimo?: Map<string, bigint>;
}

const HEADERS: Record<'BP' | 'DRE', string> = {
  BP: 'CNPJ_CIA;DT_REFER;VERSAO;DENOM_CIA;CD_CVM;GRUPO_DFP;MOEDA;ESCALA_MOEDA;ORDEM_EXERC;DT_FIM_EXERC;CD_CONTA;DS_CONTA;VL_CONTA;ST_CONTA_FIXA',
  DRE: 'CNPJ_CIA;DT_REFER;VERSAO;DENOM_CIA;CD_CVM;GRUPO_DFP;MOEDA;ESCALA_MOEDA;ORDEM_EXERC;DT_INI_EXERC;DT_FIM_EXERC;CD_CONTA;DS_CONTA;VL_CONTA;ST_CONTA_FIXA',
};
const GROUPS: Record<Part, string> = {
  BPA: 'Balanço Patrimonial Ativo',
  BPP: 'Balanço Patrimonial Passivo',
  DRE: 'Demonstração do Resultado',
};

/** The lines (no header) of one part of a filing. */
export function filingLines(f: Filing, part: Part): string[] {
  const scale = f.scale ?? 'MIL';
  const itr = f.filing === 'ITR';
  const dtRefer = itr ? `${f.year}-09-30` : `${f.year}-12-31`;
  const group = `DF ${f.consolidated === false ? 'Individual' : 'Consolidado'} - ${GROUPS[part]}`;
  const lines: string[] = [];
  const orders: ['ÚLTIMO' | 'PENÚLTIMO', Map<string, bigint>, number][] = [
    ['ÚLTIMO', f.ultimo ?? accountsOf(), f.year],
    ['PENÚLTIMO', f.penultimo ?? accountsOf(90n), f.year - 1],
  ];
  for (const [order, accounts, year] of orders) {
    const codes = [...accounts.keys()].filter((c) => partOf(c) === part).sort(compareCodes);
    const balanceEnd =
      itr && order === 'PENÚLTIMO' ? `${year}-12-31` : itr ? `${year}-09-30` : `${year}-12-31`;
    // An ITR's DRE: the quarter (the year-to-date halved, to tell them apart) and the year to date.
    const spans: [string, string, bigint][] =
      part !== 'DRE'
        ? [['', balanceEnd, 1n]]
        : itr
          ? [
              [`${year}-07-01`, `${year}-09-30`, 2n],
              [`${year}-01-01`, `${year}-09-30`, 1n],
            ]
          : [[`${year}-01-01`, `${year}-12-31`, 1n]];
    for (const [ini, end, divisor] of spans)
      for (const code of codes) {
        const fields = [
          formatCnpj(f.cnpj),
          dtRefer,
          String(f.version ?? 1),
          f.name,
          f.cvmCode ?? '099999',
          group,
          'REAL',
          scale,
          order,
          ...(part === 'DRE' ? [ini] : []),
          end,
          code,
          nameOf(code),
          vlConta(accounts.get(code)! / divisor, scale),
          code.split('.').length <= 3 ? 'S' : 'N',
        ];
        lines.push(fields.join(';'));
      }
  }
  return lines;
}

/** A CSV of one part with these filings' lines (one company, or many as CVM publishes them). */
export function cvmCsv(
  part: Part,
  filings: Filing[],
  encoding: 'utf8' | 'cp1252' = 'utf8',
): Buffer {
  const text =
    [HEADERS[part === 'DRE' ? 'DRE' : 'BP'], ...filings.flatMap((f) => filingLines(f, part))].join(
      '\r\n',
    ) + '\r\n';
  // Windows-1252 and Latin-1 write the accented letters of these names (Ú, ç, ã, í…) alike.
  return encoding === 'cp1252' ? Buffer.from(text, 'latin1') : Buffer.from(text, 'utf8');
}

export const cvmFileName = (
  part: Part,
  year: number,
  filing: 'dfp' | 'itr' = 'dfp',
  kind = 'con',
) => `${filing}_cia_aberta_${part}_${kind}_${year}.csv`;

/** The three files of a year as a ZIP. */
export async function cvmZip(
  filings: Filing[],
  year: number,
  encoding: 'utf8' | 'cp1252' = 'utf8',
) {
  return zipOf(
    Object.fromEntries(
      (['BPA', 'BPP', 'DRE'] as const).map((part) => [
        cvmFileName(part, year),
        cvmCsv(part, filings, encoding),
      ]),
    ),
  );
}

/** A fictitious listed company: a valid CNPJ from `seed` (the project's check digits). */
export function listedCompany(seed: number, name = `Companhia Fictícia ${seed} S.A.`) {
  return { cnpj: withCnpjCheckDigits(`${String(10_000_000 + seed).slice(-8)}0001`), name };
}

/**
 * A file as large as CVM's (`companies` companies, each with `detail` more accounts under 1.01.08
 * so a company has the hundreds of rows a real one does), one part.
 */
export function fullSizeCsv(part: Part, year: number, companies: number, detail: number): Buffer {
  const filings: Filing[] = [];
  for (let i = 0; i < companies; i += 1) {
    const extra: Record<string, bigint> = {};
    for (let d = 1; d <= detail; d += 1)
      extra[
        `${part === 'BPA' ? '1.01.08' : part === 'BPP' ? '2.01.05' : '3.04.05'}.${String(d).padStart(2, '0')}`
      ] = 0n;
    filings.push({
      ...listedCompany(i + 1),
      year,
      ultimo: accountsOf(100n, extra),
      penultimo: accountsOf(90n, extra),
    });
  }
  return cvmCsv(part, filings);
}
