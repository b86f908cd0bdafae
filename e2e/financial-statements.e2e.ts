import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  FINANCIAL_LINE_DEFINITIONS,
  FINANCIAL_LINE_KEYS,
  type FinancialLineKey,
} from '../packages/contracts/src/financial-lines.ts';
import { SAMPLE_LINES } from '../apps/api/src/modules/financial-statements/figures.test-support.ts';
import { axisLabels, expectWholeAxisLabels } from './support/charts.ts';
import { daysFromToday, seedDiligenceWithEntity } from './support/documents.ts';
import { callApi, expectAccessible, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
/** A page's text as a person reads it (the non-breaking spaces of R$ as spaces). */
const readable = async (locator: Locator) => (await locator.innerText()).replace(/\u00a0/g, ' ');

const CNPJ = '11222333000181';
const TRACK = 'M&A — aquisição de empresa';
/** SAMPLE_LINES ("1234.56") as a person types them ("1.234,56"). */
const typed = (key: FinancialLineKey) =>
  SAMPLE_LINES[key].replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))(?=.*,)/g, '.');

/** An XLSX like the template: "Conta" in A1, years from B1, one row per line by its label. */
async function statementsXlsx(
  years: (number | string)[],
  amount: (key: FinancialLineKey, yearIndex: number) => number,
  extraRows: (string | number)[][] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Demonstrações');
  sheet.addRow(['Conta', ...years]);
  for (const key of FINANCIAL_LINE_KEYS)
    sheet.addRow([FINANCIAL_LINE_DEFINITIONS[key].label, ...years.map((_y, i) => amount(key, i))]);
  for (const row of extraRows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function chooseFile(page: Page, dialog: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Escolher (outro )?arquivo/ }).focus();
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await dialog.getByText(new RegExp(`^${name.replace('.', '\\.')} \\(`)).waitFor();
}

/** How far a box's content goes past its width (0 when it does not scroll sideways). */
const overflow = (box: Locator) => box.evaluate((el) => el.scrollWidth - el.clientWidth);
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/**
 * The statements table fits at 1440 and 1280 px (and the list's search box its column); at
 * 390 px the table scrolls with its year column kept in view and each chart fits the window,
 * its legend under the plot and its table a click away.
 */
/** The analysis' charts: every axis label whole, the amounts abbreviated ("R$ 750 mi"), not cut. */
async function expectWholeChartLabels(page: Page, width: number) {
  for (const name of [
    'Receita líquida e lucro líquido',
    'Índices de liquidez',
    'Composição do balanço',
  ]) {
    const figure = page.getByRole('figure', { name });
    await figure.locator('.MuiChartsAxis-tickLabel').first().waitFor();
    await expectWholeAxisLabels(figure, `${name} at ${width} px`);
  }
  const money = (
    await axisLabels(page.getByRole('figure', { name: 'Composição do balanço' }))
  ).filter((label) => label.startsWith('R$') || label.startsWith('-R$'));
  expect(money.length).toBeGreaterThan(1);
  for (const label of money) expect(label).toMatch(/^-?R\$ \d{1,3}(,\d)?( (mil|mi|bi))?$/);
  expect(money.some((label) => label.endsWith(' mi'))).toBe(true);
}

async function expectStatementsLayout(page: Page, row: Locator) {
  const box = page.getByRole('region', { name: 'Demonstrações por exercício (rolagem)' });
  const list = page.getByRole('region', { name: 'Empresas analisadas' });
  const search = list.getByRole('searchbox', { name: 'Buscar por CNPJ ou nome' });
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await poll(() => overflow(box)).toBeLessThanOrEqual(0);
    expect(await overflow(page.locator('html'))).toBeLessThanOrEqual(0);
    await expectWholeChartLabels(page, width);
    const [searchBox, listBox] = [await boxOf(search), await boxOf(list)];
    expect(searchBox.x + searchBox.width).toBeLessThanOrEqual(listBox.x + listBox.width);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await poll(() => overflow(box)).toBeGreaterThan(0);
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await poll(async () => (await boxOf(row.getByRole('rowheader'))).x).toBeGreaterThanOrEqual(
    (await boxOf(box)).x - 1,
  );
  expect(await overflow(page.locator('html'))).toBeLessThanOrEqual(0);
  await expectWholeChartLabels(page, 390);
  for (const name of ['Receita líquida e lucro líquido', 'Índices de liquidez']) {
    const figure = page.getByRole('figure', { name });
    for (const part of [figure, figure.locator('.MuiChartsSurface-root')]) {
      const { x, width } = await boxOf(part);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(390);
    }
    const plot = await boxOf(figure.locator('.MuiChartsSurface-root'));
    const legend = await boxOf(figure.locator('.MuiChartsLegend-root'));
    expect(legend.y).toBeGreaterThanOrEqual(plot.y + plot.height - 1);
    await figure.getByRole('button', { name: 'Ver como tabela' }).waitFor();
  }
}

describe('financial statements (/financial-statement)', () => {
  it(
    'opens a diligence’s CNPJ and creates its company, enters a statement by keyboard, imports several years, reads the analysis and its charts as tables, and links back to the checklist',
    { timeout: 300_000 },
    async () => {
      const { page, errors } = await journey.open({ allow: [/status of 400/] });
      await signIn(page, DEMO.ADMIN);
      await seedDiligenceWithEntity(page, {
        title: 'Aquisição da Ômega',
        trackName: TRACK,
        entityName: 'Ômega Indústria S.A.',
        cnpj: CNPJ,
        dueDate: daysFromToday(30),
      });

      // As the risk heat map links it: by CNPJ, not yet analysed — offered, the name suggested.
      await page.goto(`/financial-statement?cnpj=${CNPJ}`);
      await page
        .getByRole('heading', { name: 'CNPJ 11.222.333/0001-81 ainda não analisado' })
        .waitFor();
      await page
        .getByText('Nenhuma empresa analisada ainda. Cadastre a primeira pelo CNPJ.')
        .waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
      const create = page.getByRole('dialog', { name: 'Nova empresa analisada' });
      expect(await create.getByRole('textbox', { name: 'CNPJ' }).inputValue()).toBe(
        '11.222.333/0001-81',
      );
      const name = create.getByRole('textbox', { name: 'Nome (razão social)' });
      await poll(() => name.inputValue()).toBe('Ômega Indústria S.A.');
      await name.press('Enter');
      await create.waitFor({ state: 'detached' });
      const company = page.getByRole('region', { name: 'Ômega Indústria S.A.', exact: true });
      await company.getByText('CNPJ 11.222.333/0001-81 · Sem demonstrações').waitFor();
      expect(new URL(page.url()).searchParams.get('company')).toMatch(/\S/);
      const checklist = company.getByRole('link', {
        name: /^Documentos de Ômega Indústria S\.A\. em /,
      });
      await checklist.waitFor();
      await page.getByText('Sem demonstrações, não há análise.', { exact: false }).waitFor();

      // A statement by keyboard: subtotals computed as the lines are typed.
      await page.getByRole('button', { name: 'Adicionar demonstração' }).focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: 'Nova demonstração financeira' });
      const year = form.getByRole('textbox', { name: 'Exercício' });
      await poll(() => year.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('2023');
      // The lines in the tab order of a balance sheet and a DRE (subtotals are not fields).
      await form
        .getByRole('textbox', {
          name: FINANCIAL_LINE_DEFINITIONS.disponibilidades.label,
          exact: true,
        })
        .focus();
      for (const [index, key] of FINANCIAL_LINE_KEYS.entries()) {
        await poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
          `lines.${key}`,
        );
        await page.keyboard.type(typed(key));
        if (index < FINANCIAL_LINE_KEYS.length - 1) await page.keyboard.press('Tab');
      }
      const output = (label: string) => readable(form.getByRole('status', { name: label }));
      await poll(() => output('Ativo total')).toBe('R$ 1.500,00');
      expect(await output('Passivo + patrimônio líquido')).toBe('R$ 1.500,00');
      expect(await output('Receita líquida')).toBe('R$ 1.800,00');
      expect(await output('Lucro líquido')).toBe('R$ 200,00');
      await expectAccessible(page);
      await page.keyboard.press('Enter');
      await form.waitFor({ state: 'detached' });
      const statements = page.getByRole('table', { name: 'Demonstrações por exercício' });
      const row2023 = statements.getByRole('row', { name: /^2023/ });
      // Amounts in reais under a header that says so ("Ativo total (R$)").
      await poll(() => readable(row2023)).toMatch(
        /^2023 · Anual\s+31\/12\/2023\s+Digitada\s+Não auditada\s+1\.500,00\s+200,00\s+Fecha/,
      );

      // The saved values, as typed.
      await row2023.getByRole('button', { name: 'Editar demonstração de 2023' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar demonstração de 2023' });
      expect(
        await edit.getByRole('textbox', { name: 'Receita bruta', exact: true }).inputValue(),
      ).toBe('2.000,00');
      expect(await edit.getByRole('textbox', { name: 'Resultado financeiro' }).inputValue()).toBe(
        '-40,00',
      );
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'detached' });

      // The analysis: ratios in pt-BR, explained on focus.
      const ratios = page.getByRole('table', { name: 'Índices por exercício' });
      await poll(() => readable(ratios.getByRole('row', { name: /Liquidez corrente/ }))).toContain(
        '2,00',
      );
      expect(await readable(ratios.getByRole('row', { name: /Margem líquida/ }))).toContain(
        '11,11%',
      );
      await ratios.getByRole('button', { name: 'Sobre o índice Liquidez seca' }).focus();
      await page
        .getByRole('tooltip')
        .getByText(/A liquidez corrente sem contar os estoques/)
        .waitFor();

      // Import: a year written as text is refused naming the cell; then two years, one not closing.
      await page.getByRole('button', { name: 'Importar demonstrações' }).click();
      const upload = page.getByRole('dialog', { name: 'Importar demonstrações' });
      await chooseFile(page, upload, 'errada.xlsx', await statementsXlsx(['dois mil'], () => 1));
      await upload.getByRole('button', { name: 'Importar' }).click();
      await upload
        .getByRole('alert')
        .getByText(/^Linha 1, coluna B/)
        .waitFor();
      const grow = (key: FinancialLineKey, i: number) =>
        Number(SAMPLE_LINES[key]) * (i + 2) + (key === 'patrimonioLiquido' && i === 1 ? 10 : 0);
      const file = await statementsXlsx([2024, 2025], grow, [['Conta inventada', 1, 2]]);
      await chooseFile(page, upload, 'demonstracoes.xlsx', file);
      await upload.getByRole('button', { name: 'Importar' }).click();
      const done = upload.getByRole('status');
      await done.getByText('Importação concluída. Exercícios importados: 2024 e 2025.').waitFor();
      await upload
        .getByRole('list', { name: 'Avisos da importação' })
        .getByText(/^2025: O ativo total/)
        .waitFor();
      await upload
        .getByRole('list', { name: 'Linhas não importadas' })
        .getByText(/^Linha 24: Conta desconhecida do modelo: “Conta inventada”/)
        .waitFor();
      await expectAccessible(page);
      await upload.getByRole('button', { name: 'Fechar' }).click();
      await upload.waitFor({ state: 'detached' });
      await poll(() => statements.getByRole('row').count()).toBe(4);
      await poll(() => readable(statements.getByRole('row', { name: /^2025/ }))).toMatch(
        /Não fecha\s+diferença de -R\$ 10,00/,
      );

      // A chart read as a table; the horizontal analysis compares each year with the one before.
      const chart = page.getByRole('figure', { name: 'Receita líquida e lucro líquido' });
      await chart.locator('svg').first().waitFor();
      await chart.getByRole('button', { name: 'Ver como tabela' }).click();
      const chartTable = chart.getByRole('table', {
        name: 'Receita líquida e lucro líquido (tabela)',
      });
      expect(await readable(chartTable.getByRole('row', { name: /^2024/ }))).toMatch(
        /R\$ 3\.600,00\s+R\$ 400,00/,
      );
      const horizontal = page.getByRole('table', { name: 'Análise horizontal' });
      expect(await readable(horizontal.getByRole('row', { name: /^Receita bruta/ }))).toMatch(
        /\+100,00%\s+\+50,00%/,
      );
      const vertical = page.getByRole('table', { name: 'Análise vertical' });
      expect(await readable(vertical.getByRole('row', { name: /^Ativo total/ }))).toMatch(
        /100,00%\s+100,00%\s+100,00%/,
      );
      await expectAccessible(page);
      const shots = process.env.SCREENSHOT_DIR;
      if (shots) {
        await page.screenshot({ path: `${shots}/fs-desktop.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: `${shots}/fs-390.png`, fullPage: true });
        await page.setViewportSize({ width: 1400, height: 900 });
      }

      // Found by a part of its CNPJ; and the entity's checklist links back here.
      await page.getByRole('searchbox', { name: 'Buscar por CNPJ ou nome' }).fill('11.222.333');
      await page
        .getByRole('list', { name: 'Empresas analisadas' })
        .getByRole('button', { name: /Ômega Indústria S\.A\..*Exercícios 2023 a 2025/ })
        .waitFor();
      const companyUrl = page.url();
      await checklist.click();
      const check = page.getByRole('region', {
        name: 'Verificação: Demonstrações financeiras',
        exact: true,
      });
      await check
        .getByText('CNPJ 11.222.333/0001-81: Exercícios 2023, 2024, 2025 cadastrados.')
        .waitFor();
      await check.getByRole('link', { name: 'Ver demonstrações financeiras' }).click();
      await poll(() => page.url()).toBe(companyUrl);
      await company.getByText('CNPJ 11.222.333/0001-81 · Exercícios 2023 a 2025').waitFor();

      // Hundreds of millions still fit beside the list at 1440 and 1280 px; on a phone the table
      // scrolls in its own box with the year in view, and the charts fit the window.
      const companyId = new URL(page.url()).searchParams.get('company')!;
      const large = (key: FinancialLineKey) => (Number(SAMPLE_LINES[key]) * 500_000).toFixed(2);
      await callApi(page, 'POST', `/financial-companies/${companyId}/statements`, {
        fiscalYear: 2022,
        lines: Object.fromEntries(FINANCIAL_LINE_KEYS.map((key) => [key, large(key)])),
      });
      await page.reload();
      const row2022 = statements.getByRole('row', { name: /^2022/ });
      await poll(() => readable(row2022)).toMatch(/750\.000\.000,00\s+100\.000\.000,00\s+Fecha/);
      await expectStatementsLayout(page, row2022);
      expect(errors).toEqual([]);
    },
  );
});
