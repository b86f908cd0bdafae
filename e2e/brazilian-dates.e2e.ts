import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dateField, shownDate, typeDate } from './support/date-field.ts';
import { callApi, expectAccessible, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

/** Polls until the value matches (the machine may be slow: 10 s, not Vitest's 1 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const params = (page: Page) => new URL(page.url()).searchParams;
const table = (page: Page) => page.getByRole('table', { name: 'Diligências' });

interface Created {
  _id: string;
  code: string;
  dueDate: string | null;
}

async function createDiligence(page: Page, ownerId: string, title: string, dueDate: string) {
  return callApi<Created>(page, 'POST', '/diligences', {
    title,
    purpose: 'M_A',
    ownerId,
    dueDate,
    priority: 'MEDIA',
  });
}

describe('dates in an English-language browser', () => {
  it('the filters and the diligence dialog show, take and keep dd/mm/aaaa', async () => {
    const { page, context, errors } = await journey.open({ locale: 'en-US' });
    const ownerId = await signIn(page, DEMO.DEFAULT);
    // Titles of this attempt only: a retry (or another journey) may have left diligences behind.
    const tag = `t${Date.now().toString(36)}`;
    const natal = `Fechamento de Natal ${tag}`;
    const eve = `Véspera do fechamento ${tag}`;
    const review = `Revisão de fim de ano ${tag}`;
    const rowOf = (title: string) => table(page).getByRole('row', { name: new RegExp(title) });
    // The browser really speaks English: its own dates would be mm/dd/yyyy.
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    expect(
      await page.evaluate(() => new Intl.DateTimeFormat().format(new Date(2026, 11, 25))),
    ).toBe('12/25/2026');

    await createDiligence(page, ownerId, natal, '2026-12-25');
    await createDiligence(page, ownerId, eve, '2026-12-24');
    await page.goto('/diligence');
    await rowOf(natal).waitFor();
    // Dates in the list stay Brazilian.
    await rowOf(natal).getByText('25/12/2026', { exact: true }).waitFor();
    await rowOf(eve).getByText('24/12/2026', { exact: true }).waitFor();

    // The due-date filter: empty as dd/mm/aaaa, typed as 25/12/2026, sent as 2026-12-25.
    const from = dateField(page, 'Prazo de');
    const to = dateField(page, 'Prazo até');
    expect(await shownDate(from)).toBe('dd/mm/aaaa');
    expect(await shownDate(to)).toBe('dd/mm/aaaa');
    await typeDate(from, '25/12/2026');
    await typeDate(to, '25/12/2026');
    await poll(() => params(page).get('dueTo')).toBe('2026-12-25');
    expect(params(page).get('dueFrom')).toBe('2026-12-25');
    expect(await shownDate(from)).toBe('25/12/2026');
    await poll(() => rowOf(eve).count()).toBe(0);
    await rowOf(natal).waitFor();

    // A partial date is not sent: the filter keeps the last date and the field says why.
    await to.getByRole('spinbutton', { name: 'Ano' }).click();
    await page.keyboard.press('Backspace');
    expect(await shownDate(to)).toBe('25/12/aaaa');
    await page.getByRole('button', { name: /^Filtros/ }).focus();
    await page.getByText('Data inválida: use dd/mm/aaaa.').waitFor();
    expect(params(page).get('dueTo')).toBe('2026-12-25');

    // The calendar speaks Portuguese.
    await from.getByRole('button', { name: /Escolha uma data/ }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await calendar.getByText('dezembro 2026').waitFor();
    expect(await calendar.getByRole('button', { name: 'Próximo mês' }).count()).toBe(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });

    // The diligence dialog: a new one due 25/12/2026 typed with the keyboard.
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await poll(() => params(page).get('dueFrom')).toBeNull();
    // The picker redraws its sections after the render that emptied the value.
    await poll(() => shownDate(from)).toBe('dd/mm/aaaa');
    await page.getByRole('button', { name: 'Nova diligência' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova diligência' });
    await dialog.waitFor();
    const due = dateField(dialog, 'Prazo');
    expect(await shownDate(due)).toBe('dd/mm/aaaa');
    await dialog.getByLabel('Título').fill(review);
    await dialog.getByRole('combobox', { name: 'Finalidade' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'M&A', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // A half-typed date blocks the save.
    await typeDate(due, '25/12');
    await dialog.getByRole('button', { name: 'Criar diligência' }).click();
    await dialog.getByText('Data inválida: use dd/mm/aaaa.').waitFor();
    await typeDate(due, '25/12/2026');
    expect(await shownDate(due)).toBe('25/12/2026');
    await dialog.getByRole('button', { name: 'Criar diligência' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The new diligence opens; then the list again.
    await page.getByRole('heading', { level: 1, name: review }).waitFor();
    await page.goto('/diligence');
    const row = rowOf(review);
    await row.getByText('25/12/2026', { exact: true }).waitFor();
    const list = await callApi<{ items: Created[] }>(
      page,
      'GET',
      `/diligences?search=${encodeURIComponent(review)}`,
    );
    expect(list.items.map((d) => d.dueDate)).toEqual(['2026-12-25']);

    // Editing shows the saved date as dd/mm/aaaa.
    await row.getByRole('button', { name: `Editar ${list.items[0]!.code}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar diligência ${list.items[0]!.code}` });
    await edit.waitFor();
    expect(await shownDate(dateField(edit, 'Prazo'))).toBe('25/12/2026');
    expect(errors).toEqual([]);
    await context.close();
  });
});
