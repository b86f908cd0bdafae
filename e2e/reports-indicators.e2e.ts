import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { indicatorPeriod } from '../packages/contracts/src/indicators.ts';
import { todayInBrazil } from '../packages/contracts/src/calendar.ts';
import { activities, companies, findings, users } from '../packages/db/src/schema/index.ts';
import { createDiligence } from '../packages/db/src/testing/factories.ts';
import { axisLabels, expectWholeAxisLabels } from './support/charts.ts';
import { dateField, shownDate, typeDate } from './support/date-field.ts';
import { demoCompanyAndAnalyst } from './support/demo.ts';
import { expectAccessible, loginAs, signIn, waitForPath } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();
beforeAll(() => seedWorld());

/** `expect.poll` with the journeys' 10 s. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const SHOTS = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Diligences of the demo company with known dates (the period under test is 01/01/2026 to
 * 30/04/2026): three concluded in it after 10, 20 and 4 days (two of them M&A), two open, one
 * created before it. Lead time overall: average 11,3, median 10, 90th percentile 18 days; M&A
 * only: 15, 15, 19.
 */
async function seedWorld() {
  const db = journey.server.db;
  const { company, analyst } = await demoCompanyAndAnalyst(db);
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO.ADMIN));
  await db
    .update(companies)
    .set({ settings: { ...company.settings, slaDaysByStatus: { A_INICIAR: 2, COLETA: 5 } } })
    .where(eq(companies.id, company.id));
  const at = (iso: string) => new Date(iso);
  const base = { companyId: company.id };
  const a1 = await createDiligence(db, {
    ...base,
    title: 'Aquisição da Ômega',
    ownerId: analyst.id,
    purpose: 'M_A',
    status: 'CONCLUIDA',
    createdAt: at('2026-01-10T12:00:00Z'),
    concludedAt: at('2026-01-20T12:00:00Z'),
    riskRating: 'ALTO',
  });
  const a2 = await createDiligence(db, {
    ...base,
    ownerId: admin!.id,
    purpose: 'M_A',
    status: 'CONCLUIDA',
    createdAt: at('2026-02-01T12:00:00Z'),
    concludedAt: at('2026-02-21T12:00:00Z'),
    riskComputed: 'BAIXO',
  });
  const a3 = await createDiligence(db, {
    ...base,
    ownerId: analyst.id,
    purpose: 'CREDITO',
    status: 'CONCLUIDA',
    createdAt: at('2026-03-05T12:00:00Z'),
    concludedAt: at('2026-03-09T12:00:00Z'),
    riskRating: 'MEDIO',
  });
  await createDiligence(db, {
    ...base,
    ownerId: analyst.id,
    purpose: 'CREDITO',
    status: 'ANALISE',
    createdAt: at('2026-02-10T12:00:00Z'),
    dueDate: '2020-01-01',
  });
  await createDiligence(db, {
    ...base,
    ownerId: admin!.id,
    purpose: 'OUTRO',
    status: 'COLETA',
    createdAt: at('2026-04-10T12:00:00Z'),
  });
  await createDiligence(db, {
    ...base,
    ownerId: analyst.id,
    purpose: 'M_A',
    status: 'A_INICIAR',
    createdAt: at('2025-06-01T12:00:00Z'),
  });
  // a1 went A iniciar → Coleta in a day (within 2) and Coleta → Concluída in nine (past 5).
  for (const [when, from, to] of [
    ['2026-01-11T12:00:00Z', 'A_INICIAR', 'COLETA'],
    ['2026-01-20T12:00:00Z', 'COLETA', 'CONCLUIDA'],
  ] as const)
    await db.insert(activities).values({
      companyId: company.id,
      userId: analyst.id,
      action: 'DILIGENCE_STATUS_CHANGED',
      targetType: 'diligence',
      targetId: a1.id,
      summary: { before: { status: from }, after: { status: to } },
      at: at(when),
    });
  for (const [diligence, title, severity] of [
    [a1, 'Protesto de título', 'ALTA'],
    [a2, 'protesto de titulo', 'MEDIA'],
    [a3, 'Protesto de título', 'ALTA'],
    [a3, 'Certidão positiva', 'BAIXA'],
  ] as const)
    await db.insert(findings).values({
      companyId: company.id,
      diligenceId: diligence.id,
      target: 'DILIGENCIA',
      title,
      severity,
      createdAt: at('2026-03-10T12:00:00Z'),
    });
}

/** The card of an indicator, its table shown ("Tabela"). */
async function tableOf(page: Page, title: string): Promise<Locator> {
  const card = page.getByRole('region', { name: title, exact: true });
  const button = card.getByRole('button', { name: 'Tabela' });
  if ((await button.getAttribute('aria-pressed')) !== 'true') {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  return card.getByRole('table', { name: title });
}

/** The cells (row header apart) of the row `name` of a table. */
const rowCells = (table: Locator, name: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell')
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

describe('company indicators (/reports)', () => {
  it(
    'an ADMIN changes the period and the filters (kept in the URL), reads a figure as a table, exports the XLSX, sees an empty period — in an English browser',
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await journey.open({ locale: 'en-US' });
      await signIn(page, DEMO.ADMIN);
      await page.goto('/reports');
      await page.getByRole('heading', { level: 1, name: 'Indicadores' }).waitFor();

      // The default period: the last twelve calendar months, dd/mm/aaaa.
      const period = indicatorPeriod({}, todayInBrazil()) as { from: string; to: string };
      const ddmm = (iso: string) => iso.split('-').reverse().join('/');
      const from = dateField(page, 'Data inicial');
      const to = dateField(page, 'Data final');
      expect(await shownDate(from)).toBe(ddmm(period.from));
      expect(await shownDate(to)).toBe(ddmm(period.to));

      // Another period, typed: the figures follow, in pt-BR.
      await typeDate(from, '01/01/2026');
      await typeDate(to, '30/04/2026');
      await page.getByText('De 01/01/2026 a 30/04/2026').waitFor();
      const byStatus = await tableOf(page, 'Diligências por situação');
      await poll(() => rowCells(byStatus, 'Total')).toEqual(['5', '100%']);
      expect(await rowCells(byStatus, 'Concluída')).toEqual(['3', '60%']);
      const leadTime = await tableOf(page, 'Tempo de conclusão');
      expect(await rowCells(leadTime, 'Todas')).toEqual(['3', '11,3 dias', '10 dias', '18 dias']);
      const sla = await tableOf(page, 'Cumprimento do SLA');
      expect(await rowCells(sla, 'A iniciar')).toEqual(['2 dias', '1', '1', '100%', '1 dia']);
      expect(await rowCells(sla, 'Coleta de documentos')).toEqual([
        '5 dias',
        '1',
        '0',
        '0%',
        '9 dias',
      ]);
      const top = await tableOf(page, 'Apontamentos mais frequentes');
      expect(await rowCells(top, 'Protesto de título')).toEqual([
        '3',
        '3',
        '0',
        '1',
        '2',
        '0',
        'Alta',
      ]);
      const workload = await tableOf(page, 'Carga de trabalho dos analistas');
      expect(await rowCells(workload, 'João Pedro Almeida')).toEqual([
        '2',
        '1',
        '1',
        '0',
        '1',
        '0',
      ]);
      await expectAccessible(page);
      await shot(page, 'reports-desktop');

      // A purpose, by keyboard: kept in the URL with the period, a reload shows the same.
      await choose(page, page.getByRole('combobox', { name: 'Finalidade' }), 'M&A');
      await poll(() => rowCells(leadTime, 'Todas')).toEqual(['2', '15 dias', '15 dias', '19 dias']);
      const params = new URL(page.url()).searchParams;
      expect(Object.fromEntries(params)).toEqual({
        from: '2026-01-01',
        to: '2026-04-30',
        purpose: 'M_A',
      });
      await page.reload();
      const reloaded = await tableOf(page, 'Tempo de conclusão');
      await poll(() => rowCells(reloaded, 'Todas')).toEqual(['2', '15 dias', '15 dias', '19 dias']);
      expect(await shownDate(from)).toBe('01/01/2026');

      // The XLSX of these filters: its lead-time sheet holds the same figures, as numbers.
      const exportButton = page.getByRole('button', { name: 'Exportar XLSX' });
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toBe('Indicadores 01-01-2026 a 30-04-2026.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await download.path())!);
      const sheet = workbook.getWorksheet('Tempo de conclusão')!;
      expect(sheet.getRow(2).values).toEqual([undefined, 'Todas', 2, 15, 15, 19]);
      await page.getByText('Planilha dos indicadores baixada.').waitFor();

      // An owner too, picked among the company's people.
      const owner = page.getByRole('combobox', { name: 'Responsável' });
      await owner.focus();
      await page.keyboard.type('João');
      // The server's answer to what was typed lists only him.
      await poll(() => page.getByRole('option').count()).toBe(1);
      await page.getByRole('option', { name: 'João Pedro Almeida' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const ownerStatus = await tableOf(page, 'Diligências por situação');
      await poll(() => rowCells(ownerStatus, 'Total')).toEqual(['1', '100%']);
      await poll(() => page.locator('#screen-title + p').innerText()).toBe(
        'De 01/01/2026 a 30/04/2026 · finalidade M&A · responsável João Pedro Almeida',
      );

      // A period without any diligence says so.
      await typeDate(from, '01/01/2024');
      await typeDate(to, '31/01/2024');
      const empty = page.getByRole('status').filter({ hasText: 'Nenhuma diligência no período' });
      await empty.getByText(/de 01\/01\/2024 a 31\/01\/2024 com estes filtros/).waitFor();
      await expectAccessible(page);
      await empty.getByRole('button', { name: 'Limpar filtros' }).click();
      await poll(() => shownDate(from)).toBe(ddmm(period.from));
      expect(new URL(page.url()).search).toBe('');
      expect(errors).toEqual([]);
    },
  );

  it(
    'every axis label whole and every column of the SLA table in view at 1280 and 1440 px; on a phone (390 px) the page does not scroll sideways',
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await journey.open();
      await signIn(page, DEMO.ADMIN);
      for (const width of [1280, 1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto('/reports?from=2026-01-01&to=2026-04-30');
        const byStatus = page.getByRole('region', {
          name: 'Diligências por situação',
          exact: true,
        });
        // Every status has its label, "Coleta de documentos" included, none cut short.
        await poll(() => axisLabels(byStatus)).toEqual(
          expect.arrayContaining([
            'A iniciar',
            'Coleta de documentos',
            'Em análise',
            'Em revisão',
            'Concluída',
            'Cancelada',
          ]),
        );
        for (const title of [
          'Diligências por situação',
          'Tempo de conclusão',
          'Cumprimento do SLA',
          'Diligências por mês',
          'Apontamentos mais frequentes',
          'Carga de trabalho dos analistas',
        ])
          await expectWholeAxisLabels(
            page.getByRole('region', { name: title, exact: true }),
            `${title} at ${width} px`,
          );
        const months = page.getByRole('region', { name: 'Diligências por mês', exact: true });
        expect(await axisLabels(months)).toEqual(
          expect.arrayContaining(['jan/2026', 'fev/2026', 'mar/2026', 'abr/2026']),
        );

        const sla = await tableOf(page, 'Cumprimento do SLA');
        await poll(() => rowCells(sla, 'A iniciar')).toEqual(['2 dias', '1', '1', '100%', '1 dia']);
        const box = page.getByRole('region', { name: 'Cumprimento do SLA (rolagem)' });
        const average = sla.getByRole('columnheader', { name: 'Tempo médio' });
        if (width > 390) {
          // The whole table in view, its last column too.
          expect(
            await box.evaluate((el) => el.scrollWidth <= el.clientWidth),
            `SLA table at ${width} px`,
          ).toBe(true);
          const cell = (await average.boundingBox())!;
          expect(cell.x + cell.width).toBeLessThanOrEqual(width);
        } else {
          // It may scroll in its own box, which the keyboard reaches.
          expect(await box.getAttribute('tabindex')).toBe('0');
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `/reports at ${width} px`,
        ).toBe(true);
        if (width === 390) await expectAccessible(page);
        await shot(page, `reports-${width}`);
      }
      expect(errors).toEqual([]);
    },
  );

  it('a DEFAULT user cannot open /reports', async () => {
    const { page, context, errors } = await journey.open();
    await loginAs(page, DEMO.DEFAULT);
    await waitForPath(page, '/');
    await page.goto('/reports');
    await waitForPath(page, '/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
