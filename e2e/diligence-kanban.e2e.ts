import { eq, like } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  KANBAN_CARDS_DEFAULT,
  REOPEN_ADMIN_ONLY_MESSAGE,
} from '../packages/contracts/src/diligences.ts';
import { companies, diligences } from '../packages/db/src/schema/index.ts';
import { createDiligence } from '../packages/db/src/testing/factories.ts';
import { expectAccessible, loginAs, waitForPath } from './support/journey.ts';
import { demoCompanyAndAnalyst } from './support/demo.ts';
import { pickUp } from './support/keyboard-drag.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

const DAY = 86_400_000;
const CODES = {
  urgent: 'DD-2026-0101',
  credit: 'DD-2026-0102',
  late: 'DD-2026-0103',
  done: 'DD-2026-0104',
  review: 'DD-2026-0105',
};

/** The demo company and its analyst (the owner of the seeded diligences). */
const demo = () => demoCompanyAndAnalyst(journey.server.db);

/** The journey's diligences as each test starts (every test starts from this board). */
const SEED = () =>
  [
    {
      code: CODES.urgent,
      title: 'Aquisição da Alfa Ltda',
      priority: 'URGENTE',
      dueDate: '2020-01-10',
    },
    { code: CODES.credit, title: 'Crédito Beta', priority: 'ALTA' },
    {
      code: CODES.late,
      title: 'Fornecedor Gama',
      riskRating: 'ALTO',
      statusChangedAt: new Date(Date.now() - 10 * DAY),
    },
    {
      code: CODES.done,
      title: 'Imóvel Delta',
      status: 'CONCLUIDA',
      riskRating: 'BAIXO',
      conclusion: 'Sem ressalvas.',
    },
    { code: CODES.review, title: 'Parceiro Épsilon', status: 'REVISAO' },
  ] as const;

let seeded = false;
/**
 * Demo company with an SLA of 3 days in "A iniciar" and five diligences in known columns; later
 * calls put them back where they started (a retried test starts from the same board).
 */
async function seed() {
  const db = journey.server.db;
  if (seeded) {
    for (const row of SEED())
      await db
        .update(diligences)
        .set({
          status: 'status' in row ? row.status : 'A_INICIAR',
          statusChangedAt: 'statusChangedAt' in row ? row.statusChangedAt : new Date(),
        })
        .where(eq(diligences.code, row.code));
    return;
  }
  seeded = true;
  const { company, analyst } = await demo();
  await db
    .update(companies)
    .set({ settings: { ...company.settings, slaDaysByStatus: { A_INICIAR: 3 } } })
    .where(eq(companies.id, company.id));
  for (const row of SEED())
    await createDiligence(db, { ...row, companyId: company.id, ownerId: analyst.id });
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardIn = (col: Locator, code: string) => col.getByRole('listitem').filter({ hasText: code });
const countOf = (col: Locator, n: number) =>
  col.getByLabel(n === 1 ? '1 diligência' : `${n} diligências`, { exact: true });

async function openBoard(email: string, path = '/diligence-kanban') {
  const watched = await journey.open({ allow: [/status of 422/, /status of 403/] });
  await loginAs(watched.page, email);
  await waitForPath(watched.page, '/');
  await watched.page.goto(path);
  await watched.page.getByRole('heading', { level: 1, name: 'Quadro de diligências' }).waitFor();
  await column(watched.page, 'A iniciar').waitFor();
  // This journey judges the board: what the home screen logged on the way is its own journey's.
  watched.errors.splice(0);
  return watched;
}

/** A mouse drag in small steps, from a card's handle to a column. */
async function drag(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y + 4, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 90, { steps: 15 });
  await page.mouse.up();
}

/**
 * Picks a card up with the keyboard (Space or Enter on its handle) and waits until the board
 * listens to the arrows: dnd-kit starts listening on the timer tick after the pick-up, so an arrow
 * sent the instant the handle shows as pressed could arrive before it (no person is that fast).
 * A timer set after the pick-up fires after dnd-kit's.
 */
const handleOf = (page: Page, code: string) =>
  page.getByRole('button', { name: `Arrastar ${code}`, exact: true });

describe('diligence kanban (/diligence-kanban)', () => {
  it('moves a card with the mouse and with the keyboard; counts and server follow; SLA shown', async () => {
    await seed();
    const { page, context, errors } = await openBoard(DEMO.DEFAULT);
    const todo = column(page, 'A iniciar');
    const collecting = column(page, 'Coleta de documentos');
    await countOf(todo, 3).waitFor();
    await countOf(collecting, 0).waitFor();
    for (const name of ['Em análise', 'Em revisão', 'Concluída'])
      await column(page, name).waitFor();

    // The card past its column's SLA says so in words, not colour alone; the others do not.
    await cardIn(todo, CODES.late).getByText('Fora do prazo da etapa').waitFor();
    expect(await cardIn(todo, CODES.credit).getByText('Fora do prazo da etapa').count()).toBe(0);
    // Card content: owner, overdue due date, risk, priority; the code/title is a link.
    const urgent = cardIn(todo, CODES.urgent);
    await urgent.getByText('10/01/2020 (atrasada)').waitFor();
    await urgent.getByLabel('Prioridade: Urgente').waitFor();
    await cardIn(todo, CODES.late).getByLabel('Risco: Alto').waitFor();
    expect(
      await urgent.getByRole('link', { name: /Aquisição da Alfa Ltda/ }).getAttribute('href'),
    ).toMatch(/^\/diligence\/[\w-]+$/);
    await expectAccessible(page);

    // Mouse.
    await drag(page, handleOf(page, CODES.urgent), collecting);
    await cardIn(collecting, CODES.urgent).waitFor();
    await countOf(todo, 2).waitFor();
    await countOf(collecting, 1).waitFor();
    await page.getByText(`${CODES.urgent} movida para Coleta de documentos.`).waitFor();

    // Keyboard: Space picks up (the handle says it is pressed), → moves one column (announced in
    // Portuguese), Space drops.
    const credit = handleOf(page, CODES.credit);
    await pickUp(page, credit, 'Space');
    await page.keyboard.press('ArrowRight');
    await page
      .getByText(`Cartão ${CODES.credit} sobre a coluna Coleta de documentos.`)
      .waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await page
      .getByText(`Cartão ${CODES.credit} sobre a coluna Em análise.`)
      .waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowLeft');
    await page
      .getByText(`Cartão ${CODES.credit} sobre a coluna Coleta de documentos.`)
      .waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await cardIn(collecting, CODES.credit).waitFor();
    // The focus follows the card into its new column.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), {
        timeout: 10_000,
      })
      .toBe(`Arrastar ${CODES.credit}`);
    await countOf(todo, 1).waitFor();
    await countOf(collecting, 2).waitFor();

    // Escape cancels: nothing moves.
    const late = handleOf(page, CODES.late);
    await pickUp(page, late, 'Enter');
    await page.keyboard.press('ArrowRight');
    await page
      .getByText(`Cartão ${CODES.late} sobre a coluna Coleta de documentos.`)
      .waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.getByText(/Movimento cancelado/).waitFor({ state: 'attached' });
    await expect.poll(() => late.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe(null);
    await cardIn(todo, CODES.late).waitFor();

    // The server kept both moves.
    await page.reload();
    await cardIn(collecting, CODES.urgent).waitFor();
    await cardIn(collecting, CODES.credit).waitFor();
    await countOf(column(page, 'A iniciar'), 1).waitFor();
    await countOf(column(page, 'Coleta de documentos'), 2).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a refused move into Concluída shows at once, then returns with the reason in a snackbar', async () => {
    await seed();
    const { page, context, errors } = await openBoard(DEMO.DEFAULT);
    const review = column(page, 'Em revisão');
    const done = column(page, 'Concluída');
    await cardIn(review, CODES.review).waitFor();

    // Hold the server's answer to see the optimistic move first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/diligences/*/status', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: `Mover ${CODES.review} para…` }).click();
    await page
      .getByRole('menu', { name: `Mover ${CODES.review} para` })
      .getByRole('menuitem', { name: 'Concluída' })
      .click();
    await cardIn(done, CODES.review).waitFor();
    await countOf(done, 2).waitFor();
    release();

    await page
      .getByText(
        `${CODES.review} não foi movida para Concluída: Para concluir a diligência, informe a classificação de risco e a conclusão.`,
      )
      .waitFor();
    await cardIn(review, CODES.review).waitFor();
    await countOf(done, 1).waitFor();
    await countOf(review, 1).waitFor();
    await page.unroute('**/v1/diligences/*/status');

    // The same with the mouse.
    await drag(page, handleOf(page, CODES.review), done);
    await page.getByText(/não foi movida para Concluída/).waitFor();
    await cardIn(review, CODES.review).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an analyst cannot take a card out of Concluída: refused with the server’s message', async () => {
    await seed();
    const { page, context, errors } = await openBoard(DEMO.DEFAULT);
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/status')) statusCalls.push(request.url());
    });
    const done = column(page, 'Concluída');
    await cardIn(done, CODES.done).waitFor();
    await drag(page, handleOf(page, CODES.done), column(page, 'Em revisão'));
    await page.getByText(REOPEN_ADMIN_ONLY_MESSAGE).waitFor();
    await cardIn(done, CODES.done).waitFor();
    expect(statusCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin gives a reason to take a card out of Concluída; cancelling moves nothing', async () => {
    await seed();
    const { page, context, errors } = await openBoard(DEMO.ADMIN);
    const done = column(page, 'Concluída');
    const review = column(page, 'Em revisão');
    await cardIn(done, CODES.done).waitFor();

    await drag(page, handleOf(page, CODES.done), review);
    const dialog = page.getByRole('dialog', { name: `Tirar ${CODES.done} de Concluída` });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await cardIn(done, CODES.done).waitFor();

    await page.getByRole('button', { name: `Mover ${CODES.done} para…` }).click();
    await page.getByRole('menuitem', { name: 'Em revisão' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Mover para Em revisão' }).click();
    await dialog
      .getByText('Informe o motivo para tirar a diligência de Concluída ou Cancelada.')
      .waitFor();
    await dialog.getByLabel('Motivo').fill('Certidão nova a analisar.');
    await dialog.getByRole('button', { name: 'Mover para Em revisão' }).click();
    await dialog.waitFor({ state: 'detached' });
    await cardIn(review, CODES.done).waitFor();
    await page.getByText(`${CODES.done} movida para Em revisão.`).waitFor();
    await page.reload();
    await cardIn(column(page, 'Em revisão'), CODES.done).waitFor();
    await countOf(column(page, 'Concluída'), 0).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies the filters of the URL to the board', async () => {
    await seed();
    const { page, context, errors } = await openBoard(DEMO.DEFAULT, '/diligence-kanban?risk=ALTO');
    const todo = column(page, 'A iniciar');
    await cardIn(todo, CODES.late).waitFor();
    await countOf(todo, 1).waitFor();
    await countOf(column(page, 'Coleta de documentos'), 0).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'DD-2026-' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await countOf(todo, 3).waitFor();
    await cardIn(column(page, 'Concluída'), CODES.done).waitFor();
    expect(new URL(page.url()).search).toBe('');
    // "Nova diligência" on the board opens the creation dialog of the list.
    await page.getByRole('link', { name: 'Nova diligência' }).click();
    await waitForPath(page, '/diligence');
    await page.getByRole('dialog', { name: 'Nova diligência' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // Rendering 500 cards takes most of the default minute on a loaded 2-core machine: two.
  it('renders 500 cards in one column and a drag still works', { timeout: 120_000 }, async () => {
    await seed();
    const { company, analyst } = await demo();
    const rows = Array.from({ length: 520 }, (_, i) => {
      const code = `DD-2025-${String(i + 1).padStart(4, '0')}`;
      const title = `Diligência em análise ${i + 1}`;
      return {
        companyId: company.id,
        ownerId: analyst.id,
        code,
        title,
        purpose: 'OUTRO' as const,
        status: 'ANALISE' as const,
        searchText: `${code} ${title}`.toLowerCase(),
      };
    });
    const db = journey.server.db;
    await db.insert(diligences).values(rows).onConflictDoNothing();
    // All in "Em análise" again should an earlier attempt have moved one.
    await db
      .update(diligences)
      .set({ status: 'ANALISE' })
      .where(like(diligences.code, 'DD-2025-%'));

    const { page, context, errors } = await openBoard(DEMO.DEFAULT);
    const analysis = column(page, 'Em análise');
    await countOf(analysis, 520).waitFor();
    await analysis.getByText(`${KANBAN_CARDS_DEFAULT} de 520 exibidas`).waitFor();
    for (let shown = 2 * KANBAN_CARDS_DEFAULT; shown <= 500; shown += KANBAN_CARDS_DEFAULT) {
      await analysis.getByRole('button', { name: 'Mostrar mais em Em análise' }).click();
      await analysis.getByText(`${shown} de 520 exibidas`).waitFor();
    }
    expect(await analysis.getByRole('listitem').count()).toBe(500);
    await analysis.getByText('(refine os filtros para ver as demais)').waitFor();

    await drag(page, handleOf(page, 'DD-2025-0001'), column(page, 'Em revisão'));
    await cardIn(column(page, 'Em revisão'), 'DD-2025-0001').waitFor();
    await countOf(analysis, 519).waitFor();
    await page.getByText('DD-2025-0001 movida para Em revisão.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
