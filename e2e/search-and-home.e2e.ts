import { dayFromToday } from '@lince/contracts/calendar';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCnpj, normalizeCnpj } from '../packages/contracts/src/br/cnpj.ts';
import { formatCpf } from '../packages/contracts/src/br/cpf.ts';
import { withCnpjCheckDigits, withCpfCheckDigits } from '../packages/db/src/testing/factories.ts';
import { useJourney } from './support/suite.ts';
import { callApi, expectAccessible, signIn, waitForPath } from './support/journey.ts';
import { DEMO } from './support/server.ts';

const journey = useJourney();

/** A valid CNPJ / CPF from a body, by the contracts' check digits. */
const CNPJ = withCnpjCheckDigits('418203570001');
const CPF = withCpfCheckDigits('318204967');

interface Seeded {
  farm: { _id: string; code: string };
  credit: { _id: string; code: string };
  company: { _id: string; name: string };
  userId: string;
}

/**
 * The analyst's diligences (one due in 3 days with a company, one overdue in Coleta with a
 * person, one without due date), and another company's lookalike (same title words, same CNPJ).
 * Made once per file (a retried journey reuses them).
 */
let seeded: Promise<Seeded> | undefined;
const seed = (page: Page, userId: string) =>
  (seeded ??= (async () => {
    type Created = { _id: string; code: string };
    const farm = await callApi<Created>(page, 'POST', '/diligences', {
      title: 'Aquisição da Fazenda São João',
      purpose: 'IMOBILIARIA',
      ownerId: userId,
      dueDate: dayFromToday(3),
    });
    const company = await callApi<{ _id: string; name: string }>(
      page,
      'POST',
      `/diligences/${farm._id}/entities`,
      { kind: 'PJ', name: 'Agropecuária Boa Vista Ltda', document: CNPJ, roleInDiligence: 'ALVO' },
    );
    const credit = await callApi<Created>(page, 'POST', '/diligences', {
      title: 'Crédito rural Vale Verde',
      purpose: 'CREDITO',
      ownerId: userId,
      dueDate: dayFromToday(-2),
    });
    await callApi(page, 'POST', `/diligences/${credit._id}/entities`, {
      kind: 'PF',
      name: 'Conceição Verde Araújo',
      document: CPF,
      roleInDiligence: 'ALVO',
    });
    await callApi(page, 'POST', `/diligences/${credit._id}/status`, { status: 'COLETA' });
    await callApi(page, 'POST', '/diligences', {
      title: 'Fornecedor sem prazo',
      purpose: 'FORNECEDOR',
      ownerId: userId,
    });

    // Another company (the provider's own) with the same words and the same CNPJ.
    const { page: other, context } = await journey.open();
    const otherId = await signIn(other, DEMO.LINCE_ADMIN);
    const theirs = await callApi<Created>(other, 'POST', '/diligences', {
      title: 'Aquisição da Fazenda São João (concorrente)',
      purpose: 'IMOBILIARIA',
      ownerId: otherId,
    });
    await callApi(other, 'POST', `/diligences/${theirs._id}/entities`, {
      kind: 'PJ',
      name: 'Agropecuária Boa Vista Concorrente',
      document: CNPJ,
      roleInDiligence: 'ALVO',
    });
    await context.close();
    return { farm, credit, company, userId };
  })());

const searchTerms = (page: Page) => {
  const terms: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v1/search') terms.push(url.searchParams.get('q') ?? '');
  });
  return terms;
};

describe('global search (app bar)', () => {
  it('"/" opens it; finds diligences without accents and entities by CNPJ, own company only', async () => {
    const { page, context, errors } = await journey.open();
    const userId = await signIn(page, DEMO.DEFAULT);
    const { farm } = await seed(page, userId);
    const terms = searchTerms(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // On a wide screen the button looks like a search field, with its shortcuts.
    expect(await page.getByRole('button', { name: 'Buscar' }).textContent()).toMatch(
      /^Buscar\/Ctrl K$/,
    );

    await page.locator('body').press('/');
    const dialog = page.getByRole('dialog', { name: 'Buscar' });
    const input = dialog.getByRole('combobox', { name: 'Buscar' });
    await input.waitFor();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByText(/Digite o código ou o título/).waitFor();

    await input.fill('sao joao');
    const listbox = dialog.getByRole('listbox', { name: 'Resultados da busca' });
    await listbox
      .getByRole('group', { name: 'Diligências' })
      .getByRole('option', { name: /Aquisição da Fazenda São João/ })
      .waitFor();
    expect(await listbox.getByRole('option').allTextContents()).toEqual([
      `${farm.code}Aquisição da Fazenda São JoãoA iniciar`,
    ]);
    expect(terms).toEqual(['sao joao']);
    await expectAccessible(page);

    for (const cnpj of [CNPJ, formatCnpj(CNPJ)]) {
      await input.fill(cnpj);
      const option = listbox
        .getByRole('group', { name: 'Partes' })
        .getByRole('option', { name: /Agropecuária Boa Vista Ltda/ });
      await option.waitFor();
      expect(await option.textContent()).toContain(`PJ · ${formatCnpj(CNPJ)} · ${farm.code}`);
      expect(await listbox.getByRole('option').count()).toBe(1);
    }
    expect(normalizeCnpj(terms.at(-1)!)).toBe(CNPJ);
    await input.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === `/diligence/${farm._id}`);
    const entityId = new URL(page.url()).searchParams.get('entity');
    expect(entityId).toBeTruthy();

    // The other company's diligence is never found, by its own words either.
    await page.locator('body').press('/');
    await input.fill('concorrente');
    await dialog.getByText('Nenhum resultado para “concorrente”.').waitFor();
    expect(await dialog.getByRole('listbox').count()).toBe(0);
    await input.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Ctrl+K opens it from anywhere (even an input); arrows and Enter open a person', async () => {
    const { page, context, errors } = await journey.open();
    const userId = await signIn(page, DEMO.DEFAULT);
    const { credit } = await seed(page, userId);
    await page.goto('/user-profile');
    const name = page.getByRole('textbox', { name: 'Nome' });
    await name.click();
    await page.keyboard.press('/');
    expect(await page.getByRole('dialog', { name: 'Buscar' }).count()).toBe(0);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Buscar' });
    const input = dialog.getByRole('combobox');
    await input.fill(formatCpf(CPF));
    await dialog.getByRole('option', { name: /Conceição Verde Araújo/ }).waitFor();
    await input.fill('vale verde');
    await dialog.getByRole('option', { name: /Crédito rural Vale Verde/ }).waitFor();
    // "verde" finds the diligence first, then the person: ↓ moves to the person, ↑↓ wrap.
    await input.fill('verde');
    const person = dialog.getByRole('option', { name: /Conceição Verde Araújo/ });
    await person.waitFor();
    expect(await dialog.getByRole('option').count()).toBe(2);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    expect(await person.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await person.getAttribute('id'));
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === `/diligence/${credit._id}`);
    expect(new URL(page.url()).searchParams.get('entity')).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is a labelled button in the app bar, an icon on narrow screens', async () => {
    const { page, context, errors } = await journey.open({ width: 600, height: 800 });
    await signIn(page, DEMO.ADMIN);
    const button = page.getByRole('button', { name: 'Buscar' });
    expect(await button.textContent()).toBe(''); // the icon only
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('/ Control+K Meta+K');
    await button.click();
    await page.getByRole('dialog', { name: 'Buscar' }).getByRole('combobox').waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('home', () => {
  it('shows my diligences by status, the deadlines, the team activity, and its shortcuts', async () => {
    const { page, context, errors } = await journey.open();
    const userId = await signIn(page, DEMO.DEFAULT);
    const { farm, credit, company } = await seed(page, userId);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Olá, João!' }).waitFor();

    const mine = page.getByRole('region', { name: 'Minhas diligências' });
    const aIniciar = mine.getByRole('link', { name: '2 A iniciar' });
    await aIniciar.waitFor();
    expect(await aIniciar.getAttribute('href')).toBe(
      `/diligence?status=A_INICIAR&memberId=${userId}`,
    );
    await mine.getByRole('link', { name: '1 Coleta de documentos' }).waitFor();
    await mine.getByRole('link', { name: '0 Em análise' }).waitFor();

    const due = page.getByRole('region', { name: 'Prazos nos próximos 7 dias' });
    await due.getByText('1 atrasada').waitFor();
    const rows = due.getByRole('list', { name: 'Diligências com prazo próximo' }).getByRole('link');
    const texts = await rows.allTextContents();
    const farmAt = texts.findIndex((t) => t.includes(farm.code));
    expect(farmAt).toBeGreaterThanOrEqual(0);
    expect(texts[farmAt]).toContain('Aquisição da Fazenda São João');
    expect(texts.some((t) => t.includes('Fornecedor sem prazo'))).toBe(false);
    // The overdue one comes first and says so.
    expect(texts[0]).toContain(credit.code);
    expect(texts[0]).toContain('(atrasada)');

    const activity = page.getByRole('region', { name: 'Atividade recente da equipe' });
    const items = activity.getByRole('list', { name: 'Atividades recentes' }).getByRole('listitem');
    await items.first().waitFor();
    const lines = await items.allTextContents();
    expect(
      lines.some((l) =>
        l.includes(
          `João Pedro Almeida · Diligência criada · ${farm.code} — Aquisição da Fazenda São João`,
        ),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.includes('Parte adicionada · Agropecuária Boa Vista Ltda'))).toBe(
      true,
    );
    const toFarm = activity.locator(`a[href="/diligence/${farm._id}"]`).first();
    await toFarm.waitFor();
    const toCompany = activity.locator(`a[href="/diligence/${farm._id}?entity=${company._id}"]`);
    expect(await toCompany.count()).toBeGreaterThan(0);
    await expectAccessible(page);

    await aIniciar.click();
    await waitForPath(page, '/diligence');
    expect(new URL(page.url()).searchParams.get('memberId')).toBe(userId);
    await page.goBack();
    await page.getByRole('link', { name: 'Quadro de diligências' }).click();
    await waitForPath(page, '/diligence-kanban');
    await page.goBack();
    await page.getByRole('link', { name: 'Nova diligência' }).click();
    await waitForPath(page, '/diligence');
    expect(new URL(page.url()).searchParams.get('new')).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('invites a user without diligences to create the first one', async () => {
    const { page, context, errors } = await journey.open();
    await signIn(page, DEMO.LINCE_DEFAULT);
    await page.getByRole('heading', { level: 1, name: 'Olá, Rafael!' }).waitFor();
    const mine = page.getByRole('region', { name: 'Minhas diligências' });
    await mine.getByText(/ainda não é responsável/).waitFor();
    await mine.getByRole('link', { name: 'Criar a primeira diligência' }).click();
    await waitForPath(page, '/diligence');
    expect(new URL(page.url()).searchParams.get('new')).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });
});
