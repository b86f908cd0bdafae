import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withCnpjCheckDigits, withCpfCheckDigits } from '../packages/db/src/testing/factories.ts';
import { callApi, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

const WIDTHS = [1280, 1440] as const;

/** The page does not scroll sideways: nothing is wider than the window. */
const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await pageWidth(page);
  expect(scrollWidth, `${what} at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}

/** Whether `target` lies inside the window, horizontally. */
async function inWindow(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= (await pageWidth(page)).innerWidth;
}

describe('no sideways page scroll from 1280 px up', () => {
  it('/diligence/{id} with three entities: the table fits at 1440 px, scrolls in its own box at 1280 px', async () => {
    const { page, context, errors } = await journey.open();
    const ownerId = await signIn(page, DEMO.DEFAULT);
    const diligence = await callApi<{ _id: string }>(page, 'POST', '/diligences', {
      title: 'Aquisição da Construtora Horizonte Participações S.A.',
      purpose: 'M_A',
      ownerId,
      dueDate: '2026-12-25',
      priority: 'ALTA',
    });
    const add = (body: Record<string, unknown>) =>
      callApi<{ _id: string }>(page, 'POST', `/diligences/${diligence._id}/entities`, body, 201);
    const target = await add({
      kind: 'PJ',
      name: 'Construtora Horizonte Participações S.A.',
      document: withCnpjCheckDigits('LN7CE5A90001'),
      roleInDiligence: 'ALVO',
    });
    await add({
      kind: 'PJ',
      name: 'Holding Sigma Investimentos Ltda',
      document: withCnpjCheckDigits('123456780001'),
      roleInDiligence: 'SOCIO',
      parentEntityId: target._id,
      relation: 'Sócio administrador',
      sharePercent: 62.5,
    });
    await add({
      kind: 'PF',
      name: 'Beatriz Nogueira de Albuquerque',
      document: withCpfCheckDigits('529982247'),
      roleInDiligence: 'SOCIO',
      parentEntityId: target._id,
      relation: 'Sócio',
      sharePercent: 37.5,
    });

    const table = page.getByRole('table', { name: 'Partes da diligência' });
    const lastAction = table.getByRole('button', {
      name: 'Remover Construtora Horizonte Participações S.A.',
    });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/diligence/${diligence._id}`);
      await table.locator('tbody tr').nth(2).waitFor();
      expect(await table.locator('tbody tr').count()).toBe(3);
      await expectNoSidewaysScroll(page, `/diligence/{id}`);
      const box = table.locator('xpath=..');
      const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      if (width === 1440) {
        // Every column, the row actions included, is on screen.
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        expect(await inWindow(page, lastAction)).toBe(true);
      } else {
        // The table scrolls inside its own box; its last column is reached there.
        await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        expect(await inWindow(page, lastAction)).toBe(true);
        await expectNoSidewaysScroll(page, `/diligence/{id} scrolled`);
      }
    }

    // The other screens with tables.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/diligence');
      await page.getByRole('table', { name: 'Diligências' }).locator('tbody tr').first().waitFor();
      await expectNoSidewaysScroll(page, '/diligence');
      await page.goto(`/diligence/${diligence._id}/sight`);
      await page.getByRole('table', { name: 'Progresso por parte' }).waitFor();
      await expectNoSidewaysScroll(page, '/diligence/{id}/sight');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the administration lists', async () => {
    const { page, context, errors } = await journey.open();
    await signIn(page, DEMO.LINCE_ADMIN);
    for (const [path, label] of [
      ['/users', 'Usuários'],
      ['/companies', 'Empresas'],
      ['/document-types', 'Tipos de documento'],
      ['/terms', 'Termos de uso'],
    ] as const) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: label }).waitFor();
        await page.locator('tbody tr').first().waitFor();
        await expectNoSidewaysScroll(page, path);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
