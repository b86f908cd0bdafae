import {
  formatCnpj,
  type FinancialAnalysis,
  type FinancialImportResult,
  type FinancialStatement,
} from '@lince/contracts';
import { createCompany } from '@lince/db/testing/index';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { zipOf } from '../../testing/document-files.ts';
import { centsToDecimal } from './subtotals.ts';
import {
  accountsOf,
  cvmCsv,
  cvmFileName,
  cvmZip,
  listedCompany,
  type Filing,
} from './cvm.test-support.ts';
import { as, createFinancialCompany, importFile } from './financial-statements.test-support.ts';

let t: TestApp;
let admin: LoggedInUser;
let analyst: LoggedInUser;
let otherAdmin: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  const companyId = (await createCompany(t.db)).id;
  admin = await loggedInUser(t, { companyId, role: 'ADMIN' });
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  otherAdmin = await loggedInUser(t, { companyId: (await createCompany(t.db)).id, role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const statementsOf = async (id: string) =>
  json<{ items: FinancialStatement[] }>(
    await as(t, admin, 'GET', `/v1/financial-companies/${id}/statements`),
  ).items;

let seed = 100;
/** An analysed company and its filing of `year`, with two other listed companies around it. */
async function analysed(year = 2024, filing: Partial<Filing> = {}) {
  seed += 3;
  const listed = listedCompany(seed, 'Metalúrgica Fictícia do Sul S.A.');
  const company = await createFinancialCompany(t, admin, listed);
  const mine: Filing = { ...listed, year, ...filing };
  const others: Filing[] = [
    { ...listedCompany(seed + 1), year, ultimo: accountsOf(300n), penultimo: accountsOf(250n) },
    { ...listedCompany(seed + 2), year, ultimo: accountsOf(7n), penultimo: accountsOf(5n) },
  ];
  // As CVM publishes: every company of the year, by CNPJ.
  const published = [others[0]!, mine, others[1]!];
  return { company, mine, published };
}

/** The lines of the ÚLTIMO of `accountsOf()` (R$), by the mapping of decision 050. */
const LATEST_LINES = {
  disponibilidades: '120000.50',
  clientes: '250000.00',
  estoques: '180000.00',
  outrosAtivosCirculantes: '59999.50', // aplicações 30.000 + tributos 20.000 + outros 9.999,50
  realizavelLongoPrazo: '60000.00',
  investimentos: '40000.00',
  imobilizado: '700000.00',
  intangivel: '90000.00',
  fornecedores: '140000.00',
  obrigacoesFiscaisTrabalhistas: '55000.00', // 2.01.01 + 2.01.03
  emprestimosCurtoPrazo: '110000.00',
  outrosPassivosCirculantes: '20000.00',
  emprestimosLongoPrazo: '300000.00',
  outrosPassivosNaoCirculantes: '30000.00',
  patrimonioLiquido: '845000.00',
  receitaBruta: '1500000.00',
  deducoes: '0.00',
  custos: '900000.00',
  despesasOperacionais: '350000.00',
  depreciacaoAmortizacao: '0.00',
  resultadoFinanceiro: '-40000.00',
  irCsll: '71400.00',
};

const DA_WARNING = (year: number) => ({
  fiscalYear: year,
  message: `A DRE da CVM não traz depreciação e amortização (estão na DFC); informe-as na demonstração para o EBITDA.`,
});

/** A statement's subtotals against the filing's own totals. */
function expectFilingTotals(statement: FinancialStatement, accounts: Map<string, bigint>) {
  const total = (code: string) => centsToDecimal(accounts.get(code)!);
  expect(statement.subtotals).toMatchObject({
    ativoCirculante: total('1.01'),
    ativoNaoCirculante: total('1.02'),
    ativoTotal: total('1'),
    passivoCirculante: total('2.01'),
    passivoNaoCirculante: total('2.02'),
    passivoMaisPatrimonioLiquido: total('2'),
    lucroBruto: total('3.03'),
    lucroOperacional: total('3.05'),
    lucroAntesIrCsll: total('3.07'),
    lucroLiquido: total('3.11'),
  });
  expect(statement.balanceWarning).toBeNull();
}

describe('CVM import', () => {
  it('imports the ZIP of a year as CVM publishes it (every company, MIL, UTF-8): both years of the analysed company', async () => {
    const { company, mine, published } = await analysed(2024);
    const response = await importFile(
      t,
      admin,
      company._id,
      await cvmZip(published, 2024),
      'dfp_cia_aberta_2024.zip',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(json<FinancialImportResult>(response)).toEqual({
      years: [2023, 2024],
      warnings: [DA_WARNING(2023), DA_WARNING(2024)],
      rejectedLines: [],
    });
    const [y2023, y2024] = await statementsOf(company._id);
    expect(y2024).toMatchObject({
      fiscalYear: 2024,
      periodType: 'ANUAL',
      periodEnd: '2024-12-31',
      audited: true,
      source: 'CVM',
      sourceFile:
        'dfp_cia_aberta_2024.zip (dfp_cia_aberta_BPA_con_2024.csv, dfp_cia_aberta_BPP_con_2024.csv, dfp_cia_aberta_DRE_con_2024.csv)',
      lines: LATEST_LINES,
    });
    expect(y2024!.subtotals).toMatchObject({ ativoTotal: '1500000.00', lucroLiquido: '138600.00' });
    expectFilingTotals(y2024!, mine.ultimo ?? accountsOf());
    expect(y2023).toMatchObject({ fiscalYear: 2023, periodEnd: '2023-12-31', source: 'CVM' });
    expectFilingTotals(y2023!, accountsOf(90n));
    const analysis = json<FinancialAnalysis>(
      await as(t, admin, 'GET', `/v1/financial-companies/${company._id}/analysis`),
    );
    expect(analysis.years.map((y) => y.fiscalYear)).toEqual([2023, 2024]);
    expect(analysis.years[1]!.horizontal.comparedTo).toBe(2023);
  });

  it('takes the files one at a time, cut down to the company, in Windows-1252 and UNIDADE: the same figures', async () => {
    const { company, mine } = await analysed(2024, { scale: 'UNIDADE' });
    const file = (part: 'BPA' | 'BPP' | 'DRE') => cvmCsv(part, [mine], 'cp1252');
    // The bytes are Windows-1252: ÚLTIMO's Ú is 0xDA, not UTF-8.
    expect(file('BPA').includes(Buffer.from([0xda, 0x4c]))).toBe(true);
    const bpa = await importFile(t, admin, company._id, file('BPA'), cvmFileName('BPA', 2024));
    expect(bpa.statusCode, bpa.body).toBe(200);
    expect(json<FinancialImportResult>(bpa).warnings).toContainEqual({
      fiscalYear: 2024,
      message: 'Faltam o BPP e a DRE; importe também o arquivo da CVM que falta.',
    });
    const bpp = await importFile(t, admin, company._id, file('BPP'), cvmFileName('BPP', 2024));
    expect(json<FinancialImportResult>(bpp).warnings).toContainEqual({
      fiscalYear: 2024,
      message: 'Falta a DRE; importe também o arquivo da CVM que falta.',
    });
    const dre = await importFile(t, admin, company._id, file('DRE'), cvmFileName('DRE', 2024));
    expect(json<FinancialImportResult>(dre)).toEqual({
      years: [2023, 2024],
      warnings: [DA_WARNING(2023), DA_WARNING(2024)],
      rejectedLines: [],
    });
    const [y2023, y2024] = await statementsOf(company._id);
    expect(y2024!.lines).toEqual(LATEST_LINES);
    expect(y2024!.sourceFile).toBe(
      'dfp_cia_aberta_BPA_con_2024.csv; dfp_cia_aberta_BPP_con_2024.csv; dfp_cia_aberta_DRE_con_2024.csv',
    );
    expectFilingTotals(y2023!, accountsOf(90n));
  });

  it('takes the highest VERSAO, the consolidated over the individual, keeps typed depreciation, and re-imports in place', async () => {
    const { company, mine } = await analysed(2023);
    const first = await importFile(t, admin, company._id, await cvmZip([mine], 2023));
    expect(first.statusCode, first.body).toBe(200);
    const before = await statementsOf(company._id);
    // Depreciation typed by hand stays when the DRE is imported again.
    const put = await as(
      t,
      admin,
      'PUT',
      `/v1/financial-companies/${company._id}/statements/${before[1]!._id}`,
      {
        fiscalYear: 2023,
        audited: true,
        lines: { ...LATEST_LINES, depreciacaoAmortizacao: '5000.00' },
      },
    );
    expect(put.statusCode, put.body).toBe(200);
    const v1: Filing = { ...mine, version: 1, ultimo: accountsOf(50n) };
    const v2: Filing = { ...mine, version: 2, ultimo: accountsOf(110n) };
    const individual: Filing = {
      ...mine,
      version: 3,
      consolidated: false,
      ultimo: accountsOf(10n),
    };
    const zip = await zipOf({
      [cvmFileName('DRE', 2023)]: cvmCsv('DRE', [v1, v2]),
      [cvmFileName('DRE', 2023, 'dfp', 'ind')]: cvmCsv('DRE', [individual]),
    });
    const again = await importFile(t, admin, company._id, zip, 'dre-2023.zip');
    expect(again.statusCode, again.body).toBe(200);
    expect(json<FinancialImportResult>(again).warnings).toEqual([DA_WARNING(2022)]);
    const after = await statementsOf(company._id);
    expect(after.map((s) => s._id)).toEqual(before.map((s) => s._id));
    const latest = accountsOf(110n);
    expect(after[1]!.lines).toMatchObject({
      receitaBruta: centsToDecimal(latest.get('3.01')!),
      depreciacaoAmortizacao: '5000.00',
      disponibilidades: LATEST_LINES.disponibilidades, // the balance sheet was not in this file
    });
    expect(after[1]!.subtotals.lucroLiquido).toBe(centsToDecimal(latest.get('3.11')!));
    expect(after[1]!.sourceFile).toBe('dre-2023.zip (dfp_cia_aberta_DRE_con_2023.csv)');
  });

  it('imports an ITR as the quarter, its DRE year-to-date', async () => {
    const { company, mine } = await analysed(2025, { filing: 'ITR' });
    const response = await importFile(
      t,
      admin,
      company._id,
      await zipOf(
        Object.fromEntries(
          (['BPA', 'BPP', 'DRE'] as const).map((part) => [
            cvmFileName(part, 2025, 'itr'),
            cvmCsv(part, [mine]),
          ]),
        ),
      ),
      'itr_cia_aberta_2025.zip',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(json<FinancialImportResult>(response)).toMatchObject({
      years: [2025],
      warnings: [
        {
          fiscalYear: 2025,
          message:
            'Trimestre encerrado em 30/09/2025: a DRE da CVM não traz depreciação e amortização (estão na DFC); informe-as na demonstração para o EBITDA.',
        },
      ],
    });
    const [quarter] = await statementsOf(company._id);
    expect(quarter).toMatchObject({
      fiscalYear: 2025,
      periodType: 'TRIMESTRAL',
      periodEnd: '2025-09-30',
      audited: false,
      lines: LATEST_LINES, // the year to date, not the quarter (half of it)
    });
  });

  it('says where the filing does not reconcile instead of making figures up', async () => {
    const discontinued = accountsOf(100n, { '3.10': -1_000_000n, '1.02.05': 500_000n });
    const { company, mine } = await analysed(2024, { ultimo: discontinued });
    const response = await importFile(t, admin, company._id, await cvmZip([mine], 2024));
    expect(response.statusCode, response.body).toBe(200);
    const messages = json<FinancialImportResult>(response).warnings.map((w) => w.message);
    expect(messages).toContain(
      'Ativo não circulante (total): a CVM informa R$ 895.000,00 (conta 1.02), a soma das linhas dá R$ 890.000,00.',
    );
    expect(messages).toContain(
      'Lucro líquido: a CVM informa R$ 128.600,00 (conta 3.11), a soma das linhas dá R$ 138.600,00. A diferença inclui o resultado de operações descontinuadas (conta 3.10, -R$ 10.000,00), que não tem linha própria.',
    );
  });

  it('refuses what is not CVM data, another CNPJ, no rows, a bad encoding or a bank’s layout, keeping nothing', async () => {
    const { company, mine, published } = await analysed(2024);
    const stranger = { ...listedCompany(9_001), year: 2024 };
    const text = (s: string) => Buffer.from(s, 'utf8');
    const header = cvmCsv('BPA', []).toString('utf8');
    const bank = accountsOf();
    const bankLines = cvmCsv('BPA', [{ ...mine, ultimo: bank }])
      .toString('utf8')
      .replace(/;1\.01;Ativo Circulante;/g, ';1.01;Caixa e Equivalentes de Caixa;');
    const cases: [string, Buffer, string, string?][] = [
      [
        'a CSV that is not CVM data',
        text('nome;valor\nCaixa;10\n'),
        'O arquivo não é uma planilha XLSX válida nem um CSV de demonstrações da CVM',
      ],
      [
        'a CVM CSV without the accounts (the companies index)',
        text('CNPJ_CIA;DT_REFER;VERSAO;DENOM_CIA\n'),
        'o CSV da CVM não traz as colunas ESCALA_MOEDA, ORDEM_EXERC, DT_FIM_EXERC, CD_CONTA, DS_CONTA, VL_CONTA',
      ],
      [
        'another company’s file',
        cvmCsv('BPA', [stranger]),
        `o arquivo da CVM é da empresa de CNPJ ${formatCnpj(stranger.cnpj)}, e a empresa analisada tem o CNPJ ${formatCnpj(company.cnpj)}.`,
      ],
      [
        'the published file of a year without the company',
        cvmCsv(
          'DRE',
          published.filter((f) => f !== mine),
        ),
        'o arquivo da CVM traz 2 empresas, nenhuma com o CNPJ',
      ],
      ['a header and no rows', text(header), 'o arquivo da CVM não tem linhas.'],
      [
        'UTF-16',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(header, 'utf16le')]),
        'codificação não reconhecida',
        'file.csv',
      ],
      [
        'a bank’s layout',
        text(bankLines),
        'A conta 1.01 do arquivo é “Caixa e Equivalentes de Caixa”, não “Ativo Circulante”',
      ],
      [
        'an amount that is not a number',
        text(cvmCsv('BPA', [mine]).toString('utf8').replace('120.0005000000', '120,00.05')),
        'arquivo.csv, linha 4: VL_CONTA “120,00.05” não é um número',
      ],
      [
        'a ZIP of other CSVs',
        await zipOf({ 'dados.csv': text('a;b\n1;2\n') }),
        'dados.csv, linha 1: o arquivo não é um CSV de demonstrações da CVM (falta a coluna CNPJ_CIA).',
      ],
    ];
    for (const [name, data, message, filename] of cases) {
      const response = await importFile(t, admin, company._id, data, filename ?? 'arquivo.csv');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().error.message, name).toContain(message);
    }
    expect(await statementsOf(company._id)).toEqual([]);
  });

  it('raises the upload limit for CVM files but keeps a workbook to its 5 MB (413)', async () => {
    const { company } = await analysed(2024);
    const workbook = await zipOf({
      'xl/workbook.xml': Buffer.from('<workbook/>'),
      'xl/media/photo.bin': randomBytes(5 * 1024 * 1024 + 1),
    });
    const response = await importFile(t, admin, company._id, workbook);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('O arquivo passa do limite de 5 MB.');
  });

  it('only ADMIN (DEFAULT 403, no session 401); another company’s analysed company is 404', async () => {
    const { company, mine } = await analysed(2024);
    const zip = await cvmZip([mine], 2024);
    expect((await importFile(t, analyst, company._id, zip)).statusCode).toBe(403);
    expect((await importFile(t, otherAdmin, company._id, zip)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/v1/financial-companies/${company._id}/statements/import`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await statementsOf(company._id)).toEqual([]);
  });
});
