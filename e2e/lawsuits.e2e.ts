import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCnj } from '../packages/contracts/src/br/cnj.ts';
import {
  csvLine,
  csvText,
  validCnj,
} from '../apps/api/src/modules/lawsuit-imports/files.test-support.ts';
import { dateField, typeDate } from './support/date-field.ts';
import { daysFromToday, pdfOf, seedDiligenceWithEntity } from './support/documents.ts';
import { callApi, expectAccessible, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

/** `expect.poll` with the journeys' 10 s (its own default, 1 s, is shorter than a reload). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Texts as a person reads them (the non-breaking space after R$ as a space). */
const readable = async (texts: Promise<string[]>) =>
  (await texts).map((t) => t.replace(/\u00a0/g, ' '));

const TRACK = 'M&A — aquisição de empresa';
/** What the page shows for an amount (the browser's text has a non-breaking space after R$). */
const brl = (text: string) => new RegExp(`R\\$\\s${text.replace(/\./g, '\\.')}`);

/** The row of the lawsuit table that shows `cnj` (20 digits). */
const rowOf = (page: Page, cnj: string): Locator =>
  page
    .getByRole('table', { name: 'Processos', exact: true })
    .getByRole('row')
    .filter({ hasText: formatCnj(cnj) });

/** The CNJ numbers of the table's rows, in order. */
const shownNumbers = (page: Page) =>
  page
    .getByRole('table', { name: 'Processos', exact: true })
    .locator('tbody tr td:first-child')
    .allInnerTexts();

/** Picks `option` of a select (found by its accessible name) with the keyboard. */
async function choose(page: Page, select: Locator, option: string) {
  await select.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('option', { name: option, exact: true });
  await item.focus();
  await page.keyboard.press('Enter');
  await item.waitFor({ state: 'detached' });
}

async function seed(page: Page, title: string, entityName: string, cnpj: string) {
  const ids = await seedDiligenceWithEntity(page, {
    title,
    trackName: TRACK,
    entityName,
    cnpj,
    dueDate: daysFromToday(30),
  });
  const url = `/diligences/${ids.diligenceId}/entities/${ids.entityId}/lawsuits`;
  return { ...ids, url, path: `/diligence/${ids.diligenceId}/law-suits/${ids.entityId}` };
}

describe('lawsuits of an entity (/diligence/:id/law-suits/:entityId)', () => {
  it(
    'adds a lawsuit by keyboard (a CNJ typo is named, then fixed), filters and sorts, raises the entity’s risk with a Provável passive lawsuit, summarises in R$, edits, marks the check, removes',
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await journey.open();
      await signIn(page, DEMO.ADMIN);
      const s = await seed(page, 'Aquisição da Ômega', 'Ômega Indústria S.A.', '11222333000181');
      const [labour, civil, added] = [validCnj(11), validCnj(12), validCnj(13, 2022)];
      await callApi(page, 'POST', s.url, {
        cnjNumber: labour,
        area: 'TRABALHISTA',
        side: 'PASSIVO',
        court: 'TRT2',
        counterparty: 'Maria Souza',
        claimValue: '50000.00',
        filedAt: '2023-04-10',
        risk: 'POSSIVEL',
        estimatedLoss: '20000.00',
      });
      await callApi(page, 'POST', s.url, {
        cnjNumber: civil,
        area: 'CIVEL',
        side: 'ATIVO',
        court: 'TJSP',
        claimValue: '10000.00',
        risk: 'REMOTA',
      });

      // From the entities screen, the entity's "Processos" link.
      await page.goto(`/diligence/${s.diligenceId}`);
      await page.getByRole('link', { name: 'Processos de Ômega Indústria S.A.' }).click();
      const entity = page.getByRole('region', { name: 'Ômega Indústria S.A.', exact: true });
      await entity.getByRole('heading', { level: 2, name: 'Ômega Indústria S.A.' }).waitFor();
      // The Possível labour lawsuit already rates the entity Médio (issue 27).
      await entity.getByLabel('Risco: Médio').waitFor();
      await rowOf(page, labour).getByText('R$ 50.000,00').waitFor();
      await rowOf(page, labour).getByText('10/04/2023').waitFor();
      await expectAccessible(page);

      // Add by keyboard: a typo in the CNJ number is named when the field is left.
      await entity.getByRole('button', { name: 'Adicionar processo' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Novo processo' });
      const cnjField = dialog.getByRole('textbox', { name: 'Número CNJ' });
      await poll(() => cnjField.evaluate((el) => el === document.activeElement)).toBe(true);
      const typo = `${added.slice(0, 6)}${(Number(added[6]) + 1) % 10}${added.slice(7)}`;
      await page.keyboard.type(typo);
      await page.keyboard.press('Tab');
      await dialog.getByText(/os dígitos verificadores não conferem/).waitFor();
      await cnjField.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(added);
      await dialog
        .getByText(/os dígitos verificadores não conferem/)
        .waitFor({ state: 'detached' });
      expect(await cnjField.inputValue()).toBe(formatCnj(added));
      await dialog.getByRole('textbox', { name: 'Tribunal' }).fill('TJSP');
      await choose(page, dialog.getByRole('combobox', { name: /Área/ }), 'Tributário');
      await choose(page, dialog.getByRole('combobox', { name: /Polo/ }), 'Passivo');
      await dialog.getByRole('textbox', { name: 'Parte contrária' }).fill('Fazenda do Estado');
      await dialog.getByRole('textbox', { name: 'Valor da causa (R$)' }).fill('1.234.567,8');
      await typeDate(dateField(dialog, 'Distribuído em'), '05/02/2022');
      await choose(page, dialog.getByRole('combobox', { name: /Risco/ }), 'Possível');
      const loss = dialog.getByRole('textbox', { name: 'Perda estimada (R$)' });
      await loss.fill('300.000');
      await loss.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      const row = rowOf(page, added);
      await row.getByText('R$ 1.234.567,80').waitFor();
      await row.getByText('05/02/2022').waitFor();
      await row.getByText('R$ 300.000,00').waitFor();
      await row.getByText('Tributário').waitFor();
      const summary = page.getByRole('region', { name: 'Resumo dos processos' });
      await summary.getByText(brl('320.000,00')).first().waitFor();

      // Filters in the URL, then sort by claim value (aria-sort follows).
      await choose(page, page.getByRole('combobox', { name: 'Polo' }), 'Passivo');
      await poll(() => shownNumbers(page)).toHaveLength(2);
      await choose(page, page.getByRole('combobox', { name: 'Área' }), 'Trabalhista');
      await poll(() => shownNumbers(page)).toEqual([formatCnj(labour)]);
      expect(new URL(page.url()).searchParams.get('area')).toBe('TRABALHISTA');
      await page.reload();
      await poll(() => shownNumbers(page)).toEqual([formatCnj(labour)]);
      await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
      await poll(() => shownNumbers(page)).toHaveLength(3);
      const valueHeader = page.getByRole('columnheader', { name: 'Valor da causa' });
      await valueHeader.getByRole('button').click();
      await poll(() => valueHeader.getAttribute('aria-sort')).toBe('ascending');
      await poll(() => shownNumbers(page)).toEqual([civil, labour, added].map(formatCnj));
      await valueHeader.getByRole('button').click();
      await poll(() => valueHeader.getAttribute('aria-sort')).toBe('descending');
      await poll(() => shownNumbers(page)).toEqual([added, labour, civil].map(formatCnj));
      expect(new URL(page.url()).searchParams.get('sort')).toBe('claimValue');

      // The passive lawsuit rated Provável in its row: the entity's computed risk becomes Alto.
      await choose(
        page,
        row.getByRole('combobox', { name: `Risco do processo ${formatCnj(added)}` }),
        'Provável',
      );
      await entity.getByLabel('Risco: Alto').waitFor();
      const probable = summary.getByRole('definition').filter({ hasText: /^R\$/ });
      await poll(() => readable(probable.allInnerTexts())).toEqual([
        'R$ 300.000,00',
        'R$ 20.000,00',
      ]);
      const byArea = summary.getByRole('table', { name: 'Processos por área e risco' });
      await byArea
        .getByRole('row', { name: /Tributário/ })
        .getByText('Causa R$ 1.234.567,80')
        .first()
        .waitFor();
      const shown = await callApi<{ risk: { computed: string | null } }>(
        page,
        'GET',
        `/diligences/${s.diligenceId}`,
      );
      expect(shown.risk.computed).toBe('ALTO');

      // The largest case leads to its row.
      await summary
        .getByRole('list', { name: 'Maiores causas' })
        .getByRole('button', { name: formatCnj(added) })
        .click();
      await poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
        formatCnj(added),
      );

      // Edit in the dialog: only what changed is sent.
      await rowOf(page, labour)
        .getByRole('button', { name: `Editar processo ${formatCnj(labour)}` })
        .click();
      const edit = page.getByRole('dialog', { name: `Editar processo ${formatCnj(labour)}` });
      expect(await edit.getByRole('textbox', { name: 'Valor da causa (R$)' }).inputValue()).toBe(
        '50.000,00',
      );
      await edit.getByRole('textbox', { name: 'Parte contrária' }).fill('Maria Souza Lima');
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await edit.waitFor({ state: 'detached' });
      await rowOf(page, labour).getByText('Maria Souza Lima').waitFor();

      // The track asks for the lawsuits check: marked done here.
      await page.getByRole('checkbox', { name: 'Levantamento de processos concluído' }).check();
      await page.getByText('Verificação da trilha: Concluída', { exact: false }).waitFor();
      const checks = await callApi<{ items: { kind: string; status: string }[] }>(
        page,
        'GET',
        `/diligences/${s.diligenceId}/entities/${s.entityId}/checks`,
      );
      expect(checks.items.find((c) => c.kind === 'PROCESSOS')?.status).toBe('CONCLUIDA');
      await expectAccessible(page);

      // Remove, after confirming.
      await rowOf(page, civil)
        .getByRole('button', { name: `Remover processo ${formatCnj(civil)}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Remover processo' });
      await confirm.getByRole('button', { name: 'Remover' }).click();
      await confirm.waitFor({ state: 'detached' });
      await poll(() => shownNumbers(page)).toEqual([added, labour].map(formatCnj));
      expect(errors).toEqual([]);
    },
  );

  it(
    'imports a CSV with one bad line: the template downloads, progress, then the report by line; the table, summary and risk follow; a PDF is refused',
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await journey.open({ allow: [/status of 415/] });
      await signIn(page, DEMO.ADMIN);
      const s = await seed(page, 'Aquisição da Sigma', 'Sigma Comércio Ltda', '11444777000161');
      await page.goto(s.path);
      const entity = page.getByRole('region', { name: 'Sigma Comércio Ltda', exact: true });
      await page
        .getByText('Nenhum processo cadastrado nesta parte. Adicione um ou importe um arquivo.')
        .waitFor();
      await entity.getByLabel('Risco: não classificado').waitFor();

      await entity.getByRole('button', { name: 'Importar processos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar processos' });
      const [template] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Baixar modelo CSV' }).click(),
      ]);
      expect(template.suggestedFilename()).toBe('Modelo de importação de processos.csv');
      const header = (await readFile((await template.path())!, 'utf8')).split(/\r?\n/)[0]!;
      expect(header.replace(/^\uFEFF/, '')).toMatch(/^numero_cnj;tribunal;orgao_julgador;/);

      // A PDF is not an import file: 415, said in the dialog.
      const chooseFile = async (name: string, mimeType: string, buffer: Buffer) => {
        const chooser = page.waitForEvent('filechooser');
        await dialog.getByRole('button', { name: /Escolher (outro )?arquivo/ }).focus();
        await page.keyboard.press('Enter');
        await (await chooser).setFiles({ name, mimeType, buffer });
        await dialog.getByText(new RegExp(`^${name.replace('.', '\\.')} \\(`)).waitFor();
      };
      await chooseFile('processos.pdf', 'application/pdf', await pdfOf('PROCESSOS', 1));
      await dialog.getByRole('button', { name: 'Importar' }).click();
      await dialog
        .getByRole('alert')
        .getByText(/Formato não aceito/)
        .waitFor();

      const bad = validCnj(22).replace(/^(\d{7})(\d)/, (_m, a: string, d: string) => {
        return `${a}${(Number(d) + 1) % 10}`;
      });
      const csv = csvText(
        csvLine(21),
        csvLine(22, { numero_cnj: bad }),
        csvLine(23, { polo: 'Ativo', risco: 'Remota', valor_causa: '2.000,00' }),
      );
      await chooseFile('processos.csv', 'text/csv', Buffer.from(csv, 'utf8'));
      await dialog.getByRole('button', { name: 'Importar' }).click();
      const report = dialog.getByRole('status');
      await report.getByText(/Importação concluída/).waitFor({ timeout: 20_000 });
      expect(await report.innerText()).toContain(
        '2 processos importados, nenhum atualizado e 1 linha recusada.',
      );
      const rejected = dialog.getByRole('table', { name: 'Linhas recusadas' });
      const line = rejected.getByRole('row').nth(1);
      expect(await line.getByRole('cell').first().innerText()).toBe('3');
      await line.getByText(/os dígitos verificadores não conferem/).waitFor();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The imported lines are in the table and the summary; the Provável passive one rates Alto.
      await poll(() => shownNumbers(page)).toEqual([validCnj(21), validCnj(23)].map(formatCnj));
      await rowOf(page, validCnj(21)).getByText('R$ 1.234,56').waitFor();
      await entity.getByLabel('Risco: Alto').waitFor();
      const summary = page.getByRole('region', { name: 'Resumo dos processos' });
      await poll(() =>
        readable(summary.getByRole('definition').filter({ hasText: /^R\$/ }).allInnerTexts()),
      ).toEqual(['R$ 1.000,00', 'R$ 0,00']);
      expect(errors).toEqual([]);
    },
  );
});
