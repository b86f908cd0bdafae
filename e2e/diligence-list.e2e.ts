import { dayFromToday } from '@lince/contracts/calendar';
import type { Locator, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDay } from '../apps/web/src/lib/format.ts';
import {
  callApi,
  expectAccessible,
  loginAs,
  readAuth,
  signIn,
  waitForPath,
  writeAuth,
} from './support/journey.ts';
import { dateField, shownDate, typeDate } from './support/date-field.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

// The journey counts on the company having no diligence (first code, empty state), also when it
// is retried on the same server.
beforeEach(async () => {
  await journey.server.db.execute(sql`truncate table diligences, diligence_code_counters cascade`);
});

const day = dayFromToday;
const YEAR = day(0).slice(0, 4);
const FIRST_CODE = `DD-${YEAR}-0001`;
const CNPJ = '12ABC34501DE35';
const CNPJ_MASKED = '12.ABC.345/01DE-35';
const ANALYST = 'João Pedro Almeida';

/** Polls until the value matches (the machine may be slow: 10 s, not Vitest's 1 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const table = (page: Page) => page.getByRole('table', { name: 'Diligências' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const params = (page: Page) => new URL(page.url()).searchParams;

/** Picks options of a multiple-choice filter, then closes its menu. */
async function pick(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  for (const option of options) await listbox.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
}

/** Chooses an option of a single select of a dialog. */
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Creates diligences through the API with the page's own session (seed for pagination). */
async function seedDiligences(page: Page, count: number) {
  const ownerId = (await readAuth(page))!._id as string;
  const codes: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const created = await callApi<{ code: string }>(
      page,
      'POST',
      '/diligences',
      {
        title: `Lote ${String(i).padStart(2, '0')} — fornecedor`,
        purpose: i % 2 ? 'FORNECEDOR' : 'CREDITO',
        ownerId,
        priority: i % 3 === 0 ? 'URGENTE' : 'BAIXA',
        dueDate: i % 3 === 0 ? day(10) : day(-3),
      },
      201,
    );
    codes.push(created.code);
  }
  expect(codes).toHaveLength(count);
}

describe('diligence list (/diligence)', () => {
  it('creates through the dialog, searches, filters in the URL, sorts, pages, edits and cancels', async () => {
    const { page, context, errors } = await journey.open();
    await signIn(page, DEMO.DEFAULT);

    // Nothing yet: an invitation to create the first one.
    await page.goto('/diligence');
    await page.getByRole('heading', { name: 'Diligências', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Nenhuma diligência ainda' }).waitFor();
    await expectAccessible(page);

    // The creation dialog lives at ?new=1 (the home page's shortcut); closing removes it.
    await page.getByRole('button', { name: 'Criar a primeira diligência' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova diligência' });
    await dialog.waitFor();
    expect(params(page).get('new')).toBe('1');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(params(page).get('new')).toBeNull();
    await page.goto('/diligence?new=1');
    await dialog.waitFor();

    // Client validation, then a diligence with its first entity (alphanumeric CNPJ).
    await dialog.getByRole('button', { name: 'Criar diligência' }).click();
    await dialog.getByText('Informe o título (ao menos 3 caracteres).').waitFor();
    await dialog.getByText('Escolha a finalidade.').waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Responsável' }).inputValue()).toBe(ANALYST);
    await dialog.getByLabel('Título').fill('Aquisição da Alfa Participações');
    await choose(dialog, page, 'Finalidade', 'M&A');
    await choose(dialog, page, 'Prioridade', 'Urgente');
    await typeDate(dateField(dialog, 'Prazo'), formatDay(day(5)));
    await dialog.getByRole('combobox', { name: 'Equipe' }).fill('Beat');
    await page.getByRole('option', { name: 'Beatriz Moreira' }).click();
    await dialog.getByRole('button', { name: 'Beatriz Moreira' }).waitFor();
    await dialog.getByLabel('Cadastrar a primeira parte agora').check();
    await dialog.getByLabel('Razão social').fill('Alfa Participações S.A.');
    await dialog.getByLabel('CNPJ').fill('12ABC34501DE30');
    await dialog.getByRole('button', { name: 'Criar diligência' }).click();
    await dialog.getByText('CNPJ inválido.').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('CNPJ').fill('');
    await dialog.getByLabel('CNPJ').fill(CNPJ);
    expect(await dialog.getByLabel('CNPJ').inputValue()).toBe(CNPJ_MASKED);
    await dialog.getByRole('button', { name: 'Criar diligência' }).click();
    await page.getByText(`Diligência ${FIRST_CODE} criada.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The new diligence opens in the place of the list with the dialog: Back is the list.
    await page
      .getByRole('heading', { level: 1, name: 'Aquisição da Alfa Participações' })
      .waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/diligence\/[^/]+$/);
    await page.goBack();
    await page.getByRole('heading', { name: 'Diligências', level: 1 }).waitFor();
    expect(params(page).get('new')).toBeNull();

    const first = table(page).getByRole('row', { name: new RegExp(FIRST_CODE) });
    await first.waitFor();
    await first.getByText('Aquisição da Alfa Participações').waitFor();
    await first.getByText('A iniciar').waitFor();
    await first.getByLabel('Risco: não classificado').waitFor();
    await first.getByLabel('Prioridade: Urgente').waitFor();
    await first.getByText('João Almeida', { exact: true }).waitFor(); // first and last name; the whole one in the avatar's tooltip
    await first.getByText(formatDay(day(5))).waitFor();
    await first.getByText('0 de 0').waitFor();
    await expectAccessible(page);

    // Search by the entity's CNPJ, without and with punctuation; then by nothing that exists.
    const search = page.getByLabel('Buscar por código, título, parte, CPF ou CNPJ');
    for (const text of [CNPJ, CNPJ_MASKED]) {
      await search.fill(text);
      await poll(() => params(page).get('search')).toBe(text);
      await poll(() => bodyRows(page).count()).toBe(1);
      await first.waitFor();
    }
    await search.fill('nada-parecido');
    await page.getByText('Nenhuma diligência encontrada.').waitFor();
    await expectAccessible(page);
    await table(page).getByRole('button', { name: 'Limpar filtros' }).click();
    await poll(() => params(page).get('search')).toBeNull();
    await poll(() => search.inputValue()).toBe('');

    // More than a page: 24 more through the API (every third URGENTE, due in 10 days; the
    // others BAIXA and overdue).
    await seedDiligences(page, 24);
    await page.reload();
    await page.getByText('1–20 de 25').waitFor();
    await poll(() => bodyRows(page).count()).toBe(20);
    const overdue = table(page).getByRole('row', { name: /Lote 23/ });
    await overdue.getByText(`${formatDay(day(-3))} (atrasada)`).waitFor();
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await page.getByText('21–25 de 25').waitFor();
    expect(params(page).get('page')).toBe('2');
    await poll(() => bodyRows(page).count()).toBe(5);

    // Sort by title (ascending, then descending), kept in the URL.
    await table(page).getByRole('button', { name: 'Título' }).click();
    await poll(() => params(page).get('sort')).toBe('title');
    expect(params(page).get('order')).toBe('asc');
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await poll(() => bodyRows(page).first().locator('td').nth(1).textContent()).toBe(
      'Aquisição da Alfa Participações',
    );
    await table(page).getByRole('button', { name: 'Título' }).click();
    await poll(() => params(page).get('order')).toBe('desc');
    await poll(() => bodyRows(page).first().locator('td').nth(1).textContent()).toBe(
      'Lote 24 — fornecedor',
    );

    // Filters: status, priority and due range → in the URL → the same view in a fresh page.
    await pick(page, 'Situação', ['A iniciar']);
    await pick(page, 'Prioridade', ['Urgente']);
    await typeDate(dateField(page, 'Prazo de'), formatDay(day(1)));
    await typeDate(dateField(page, 'Prazo até'), formatDay(day(10)));
    await poll(() => params(page).get('dueTo')).toBe(day(10));
    expect(params(page).get('status')).toBe('A_INICIAR');
    expect(params(page).get('priority')).toBe('URGENTE');
    expect(params(page).get('dueFrom')).toBe(day(1));
    expect(params(page).get('page')).toBeNull();
    // The new one (due in 5 days) and the 8 seeded URGENTE ones (due in 10 days).
    await page.getByText('1–9 de 9').waitFor();
    await page.getByRole('button', { name: 'Filtros (4)' }).waitFor();
    const titlesOf = async (p: Page) =>
      bodyRows(p).evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent));
    const filteredTitles = await titlesOf(page);
    expect(filteredTitles).toHaveLength(9);
    const shared = page.url();

    const other = await journey.open();
    await other.page.goto('/login');
    await writeAuth(other.page, (await readAuth(page))!);
    await other.page.goto(shared);
    await other.page.getByText('1–9 de 9').waitFor();
    expect(await titlesOf(other.page)).toEqual(filteredTitles);
    expect(await other.page.getByRole('combobox', { name: 'Situação' }).textContent()).toBe(
      'A iniciar',
    );
    expect(await other.page.getByRole('combobox', { name: 'Prioridade' }).textContent()).toBe(
      'Urgente',
    );
    expect(await shownDate(dateField(other.page, 'Prazo de'))).toBe(formatDay(day(1)));
    expect(await shownDate(dateField(other.page, 'Prazo até'))).toBe(formatDay(day(10)));
    expect(
      await other.page.getByRole('columnheader', { name: 'Título' }).getAttribute('aria-sort'),
    ).toBe('descending');
    expect(other.errors).toEqual([]);
    await other.context.close();

    // A team member (person picker over the company's people), kept as an id and shown by name.
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await page.getByText('1–20 de 25').waitFor();
    await page.getByRole('combobox', { name: 'Membro da equipe' }).fill('Beatriz');
    await page.getByRole('option', { name: 'Beatriz Moreira' }).click();
    await poll(() => params(page).get('memberId')).not.toBeNull();
    await page.getByText('1–1 de 1').waitFor();
    await page.reload();
    await page.getByText('1–1 de 1').waitFor();
    await poll(() => page.getByRole('combobox', { name: 'Membro da equipe' }).inputValue()).toBe(
      'Beatriz Moreira',
    );

    // Edit from the row.
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await page.getByText('1–20 de 25').waitFor();
    await table(page).getByRole('button', { name: 'Título' }).click();
    await poll(() => params(page).get('order')).toBe('asc');
    await page.getByRole('button', { name: `Editar ${FIRST_CODE}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar diligência ${FIRST_CODE}` });
    await edit.getByLabel('Título').waitFor();
    expect(await edit.getByLabel('Título').inputValue()).toBe('Aquisição da Alfa Participações');
    await edit.getByLabel('Título').fill('Aquisição da Alfa Participações (fase 2)');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Diligência ${FIRST_CODE} atualizada.`).waitFor();
    await edit.waitFor({ state: 'detached' });
    await first.getByText('Aquisição da Alfa Participações (fase 2)').waitFor();

    // Cancel with a reason: it leaves the list, and comes back with "Incluir canceladas".
    await page.getByRole('button', { name: `Cancelar ${FIRST_CODE}` }).click();
    const cancel = page.getByRole('dialog', { name: `Cancelar a diligência ${FIRST_CODE}?` });
    await cancel.getByRole('button', { name: 'Cancelar diligência' }).click();
    await cancel.getByText('Informe o motivo do cancelamento.').waitFor();
    await expectAccessible(page);
    await cancel.getByLabel('Motivo do cancelamento').fill('O cliente desistiu da operação.');
    await cancel.getByRole('button', { name: 'Cancelar diligência' }).click();
    await page.getByText(`Diligência ${FIRST_CODE} cancelada.`).waitFor();
    await first.waitFor({ state: 'detached' });
    await page.getByText('1–20 de 24').waitFor();
    // A click, not check(): the switch shows the URL, which the router renders in a transition.
    await page.getByLabel('Incluir canceladas').click();
    await poll(() => params(page).get('includeCanceled')).toBe('true');
    await poll(() => page.getByLabel('Incluir canceladas').isChecked()).toBe(true);
    await first.getByText('Cancelada').waitFor();
    expect(await first.getByRole('button', { name: `Cancelar ${FIRST_CODE}` }).count()).toBe(0);

    // The code is a link to the diligence; a click on the row opens it too.
    await first.getByRole('link', { name: FIRST_CODE, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/diligence\/[^/?]+$/);
    await page.goBack();
    await first.getByText('Aquisição da Alfa Participações (fase 2)').click();
    await page.waitForURL(/\/diligence\/[^/?]+$/);

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('on a narrow screen the filters fold into a "Filtros" panel', async () => {
    const { page, context, errors } = await journey.open({ width: 390, height: 800 });
    await loginAs(page, DEMO.DEFAULT);
    await waitForPath(page, '/');
    await page.goto('/diligence?risk=ALTO');
    await page.getByRole('heading', { name: 'Diligências', level: 1 }).waitFor();
    const toggle = page.getByRole('button', { name: 'Filtros (1)' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('combobox', { name: 'Risco' }).count()).toBe(0);
    await toggle.click();
    await page.getByRole('combobox', { name: 'Risco' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Risco' }).textContent()).toBe('Alto');
    await page.getByText('Nenhuma diligência encontrada.').waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
