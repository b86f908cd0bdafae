import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListsInForce } from '../packages/contracts/src/restrictive-list-imports.ts';
import {
  ceisCsv,
  COMPANY_LIST_CSV,
  windows1252,
} from '../apps/api/src/modules/restrictive-lists/files.test-support.ts';
import { callApi, expectAccessible, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();
const CEIS = 'CEIS — Empresas Inidôneas e Suspensas';

/** The version in force of a list, as the API gives it (0 when none: the database may be reused). */
async function versionOf(page: Page, list: string): Promise<number> {
  const { items } = await callApi<ListsInForce>(page, 'GET', '/restrictive-lists');
  return items.find((item) => item.list === list)?.version ?? 0;
}

/** Chooses the file through the drop zone's "Escolher arquivo" button, by keyboard. */
async function chooseFile(page: Page, dialog: Locator, name: string, bytes: Uint8Array) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Escolher arquivo' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(bytes) });
  await dialog.getByText(new RegExp(`^${name.replace(/\./g, '\\.')} \\(`)).waitFor();
}

async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('restrictive lists (/restrictive-lists, /company-list)', () => {
  it(
    'the provider imports a CEIS file through the screen and sees the new version in force and in the history',
    { timeout: 120_000 },
    async () => {
      const { page, context, errors } = await journey.open();
      await signIn(page, DEMO.LINCE_ADMIN);
      const before = await versionOf(page, 'CEIS');
      await page.goto('/restrictive-lists');
      await page.getByRole('heading', { name: 'Listas restritivas', level: 1 }).waitFor();
      const panel = page.getByRole('region', { name: CEIS });
      await expectAccessible(page);
      await fitsPhone(page);

      await panel.getByRole('button', { name: `Importar ${CEIS}` }).click();
      const dialog = page.getByRole('dialog', { name: `Importar ${CEIS}` });
      await chooseFile(page, dialog, '20260101_CEIS.csv', windows1252(ceisCsv()));
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
      await dialog
        .getByText(`Versão ${before + 1} em vigor, com 3 registros.`)
        .waitFor({ timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Fechar' }).click();

      const summary = panel.locator('dl');
      await expect
        .poll(() => summary.innerText(), { timeout: 10_000 })
        .toMatch(new RegExp(`Versão em vigor\\s+${before + 1}\\s`));
      expect(await summary.innerText()).toMatch(/Registros\s+3\s/);
      expect(await summary.innerText()).toMatch(/Importada em\s+\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
      await panel.getByRole('button', { name: 'Histórico' }).click();
      const history = panel.getByRole('table', { name: `Versões — ${CEIS}` });
      await history.getByRole('row').filter({ hasText: 'Em vigor' }).first().waitFor();
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'a client company’s ADMIN imports the company’s own list and sees its version in force',
    { timeout: 120_000 },
    async () => {
      const { page, context, errors } = await journey.open();
      await signIn(page, DEMO.ADMIN);
      const before = await versionOf(page, 'EMPRESA');
      await page.goto('/company-list');
      await page.getByRole('heading', { name: 'Lista própria', level: 1 }).waitFor();
      await expectAccessible(page);
      await fitsPhone(page);
      const panel = page.getByRole('region', { name: 'Lista própria da empresa' });
      await panel.getByRole('button', { name: 'Importar Lista própria da empresa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar Lista própria da empresa' });
      await chooseFile(page, dialog, 'lista-propria.csv', windows1252(COMPANY_LIST_CSV));
      await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
      await dialog
        .getByText(`Versão ${before + 1} em vigor, com 2 registros.`)
        .waitFor({ timeout: 30_000 });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await expect
        .poll(() => panel.locator('dl').innerText(), { timeout: 10_000 })
        .toMatch(new RegExp(`Versão em vigor\\s+${before + 1}\\s`));
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
