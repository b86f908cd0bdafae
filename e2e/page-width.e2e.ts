import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withCnpjCheckDigits, withCpfCheckDigits } from '../packages/db/src/testing/factories.ts';
import { seedFullDiligence, type FullDiligence } from './support/full-diligence.ts';
import { callApi, expectAccessible, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

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

/** A spinner or a placeholder of content being loaded (a strength meter is not). */
const LOADING =
  '.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root';

/** The screen has drawn its content: its heading is there and nothing is still loading. */
async function settled(page: Page, what: string) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect
    .poll(() => page.locator(LOADING).count(), {
      timeout: 20_000,
      message: `${what} still loading`,
    })
    .toBe(0);
}

/**
 * A phone, the narrowest desktop (the drawer turns permanent at 1280 px and takes its share) and a
 * common laptop; axe reads the page at 390 and 1440 px (the same page, other widths).
 */
const VIEWPORTS = [
  { width: 390, height: 844, axe: true },
  { width: 1280, height: 900, axe: false },
  { width: 1440, height: 900, axe: true },
] as const;

/** Every screen of the route table, with the seeded diligence's ids and what shows it drawn. */
function screens(s: FullDiligence, trackId: string) {
  const d = `/diligence/${s.diligenceId}`;
  return {
    [DEMO.ADMIN]: [
      ['/', null],
      ['/user-profile', null],
      ['/settings', null],
      ['/diligence', 'Aquisição da Construtora Horizonte'],
      ['/diligence-kanban', 'Aquisição da Construtora Horizonte'],
      [d, 'Beatriz Nogueira de Albuquerque Cavalcanti'],
      [`${d}/sight`, 'Beatriz Nogueira de Albuquerque Cavalcanti'],
      [`${d}/report`, '1. Resumo executivo'],
      [`${d}/custom-report`, 'Relatório personalizado'],
      [`${d}/entity/${s.entityId}`, 'CND de Débitos Federais'],
      [`${d}/${s.documentId}`, 'CND de Débitos Federais'],
      [`${d}/registration/${s.entityId}`, 'Construtora Horizonte Participações S.A.'],
      [`${d}/entity/${s.entityId}/docs`, 'certidão federal.pdf'],
      [`${d}/law-suits/${s.entityId}`, 'Maria Aparecida de Souza Figueiredo'],
      ['/tracks', 'M&A — aquisição de empresa'],
      [`/tracks/${trackId}`, 'M&A — aquisição de empresa'],
      ['/review-track', null],
      ['/new-track', null],
      ['/reports', 'Diligências por situação'],
      [`/financial-statement?company=${s.financialCompanyId}`, 'Receita líquida e lucro líquido'],
      ['/company-list', 'Lista própria da empresa'],
    ],
    [DEMO.LINCE_ADMIN]: [
      ['/users', 'lince.admin@lince.test'],
      ['/companies', 'Demo Consultoria Ltda'],
      ['/document-types', 'CND de Débitos Federais'],
      ['/terms', null],
      ['/restrictive-lists', 'CEIS — Empresas Inidôneas e Suspensas'],
    ],
  } as const;
}

describe('no sideways page scroll', () => {
  it(
    'every screen of the route table, at 390 × 844, 1280 and 1440 × 900, with real content: no sideways scroll, no serious axe finding',
    { timeout: 600_000 },
    async () => {
      const { page, context, errors } = await journey.open();
      await signIn(page, DEMO.ADMIN);
      const seeded = await seedFullDiligence(page);
      const tracks = await callApi<{ items: { _id: string; name: string }[] }>(
        page,
        'GET',
        '/tracks?status=PUBLICADA',
      );
      const trackId = tracks.items.find((t) => t.name === 'M&A — aquisição de empresa')!._id;
      for (const [email, list] of Object.entries(screens(seeded, trackId))) {
        if (email !== DEMO.ADMIN) {
          await page.evaluate(() => localStorage.clear());
          await signIn(page, email);
        }
        for (const [path, shows] of list) {
          for (const { axe, ...viewport } of VIEWPORTS) {
            await page.setViewportSize(viewport);
            await page.goto(path);
            await settled(page, path);
            if (shows) await page.getByText(shows).first().waitFor();
            await expectNoSidewaysScroll(page, path);
            if (axe) await expectAccessible(page);
          }
        }
      }
      await page.evaluate(() => localStorage.clear());
      for (const path of ['/login', '/forgot-password', '/new-password/ana', '/reset/ana']) {
        for (const { axe, ...viewport } of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await page.goto(path);
          await settled(page, path);
          await expectNoSidewaysScroll(page, path);
          if (axe) await expectAccessible(page);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

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
    for (const width of [1280, 1440]) {
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
    expect(errors).toEqual([]);
    await context.close();
  });
});
