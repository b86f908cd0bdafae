import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCnpj } from '../packages/contracts/src/br/cnpj.ts';
import { RISK_JUSTIFICATION_REQUIRED_MESSAGE } from '../packages/contracts/src/diligences.ts';
import {
  ENTITY_DOCUMENT_TAKEN_MESSAGE,
  ENTITY_HAS_CHILDREN_MESSAGE,
} from '../packages/contracts/src/entities.ts';
import { withCnpjCheckDigits } from '../packages/db/src/testing/factories.ts';
import { startFakeViaCep, type FakeViaCep } from '../apps/api/src/testing/viacep-server.ts';
import { useJourney } from './support/suite.ts';
import { callApi, expectAccessible, readAuth, signIn, waitForPath } from './support/journey.ts';
import { dateField, typeDate } from './support/date-field.ts';
import { DEMO } from './support/server.ts';

let viacep: FakeViaCep;
// Registered before useJourney's hooks, so the fake ViaCEP is up when the server starts.
beforeAll(async () => {
  viacep = await startFakeViaCep();
});
afterAll(async () => {
  await viacep?.close();
});
const journey = useJourney(() => ({ VIACEP_URL: viacep.url, VIACEP_TIMEOUT_MS: '1000' }));

/** A valid alphanumeric CNPJ (letters in its first 12 characters, two numeric check digits). */
const CNPJ = withCnpjCheckDigits('LN7CE5A90001');
const CPF = '529.982.247-25';

async function openAsAnalyst() {
  const watched = await journey.open({ allow: [/status of 404/, /status of 409/] });
  await signIn(watched.page, DEMO.DEFAULT);
  return watched;
}

async function createDiligence(page: Page, title: string) {
  const auth = (await readAuth(page)) as { _id: string };
  return callApi<{ _id: string; code: string }>(page, 'POST', '/diligences', {
    title,
    purpose: 'M_A',
    ownerId: auth._id,
    dueDate: '2026-01-15',
    priority: 'ALTA',
  });
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('entities of a diligence (/diligence/:id)', () => {
  it('adds a PJ (alphanumeric CNPJ, CEP lookup) and a PF partner, refuses a duplicate, edits, rates, removes', async () => {
    const { page, context, errors } = await openAsAnalyst();
    const diligence = await createDiligence(page, 'Aquisição da Construtora Alfa');
    await page.goto(`/diligence/${diligence._id}`);
    await page.getByRole('heading', { level: 1, name: 'Aquisição da Construtora Alfa' }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(await trail.getByRole('link', { name: 'Diligências' }).getAttribute('href')).toBe(
      '/diligence',
    );
    await trail.getByText(diligence.code).waitFor();
    await page.getByText('15/01/2026 (atrasada)').waitFor();
    await page.getByText('M&A').waitFor();
    const sections = page.getByRole('navigation', { name: 'Seções da diligência' });
    expect(await sections.getByRole('link', { name: 'Partes' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await sections.getByRole('link', { name: 'Visão geral' }).getAttribute('href')).toBe(
      `/diligence/${diligence._id}/sight`,
    );
    await page.getByText('Nenhuma parte ainda').waitFor();
    await expectAccessible(page);

    // The PJ: alphanumeric CNPJ typed in the mask, the address filled from the CEP.
    await page.getByRole('button', { name: 'Adicionar a primeira parte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova parte' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Razão social' }).fill('Construtora Alfa S.A.');
    await dialog.getByRole('textbox', { name: 'CNPJ' }).pressSequentially(CNPJ.toLowerCase());
    expect(await dialog.getByRole('textbox', { name: 'CNPJ' }).inputValue()).toBe(formatCnpj(CNPJ));
    await choose(page, 'Papel na diligência', 'Alvo');
    await typeDate(dateField(dialog, 'Data de fundação'), '10/05/2001');
    await dialog.getByRole('textbox', { name: 'CEP' }).pressSequentially('01001000');
    const street = dialog.getByRole('textbox', { name: 'Logradouro' });
    await expect.poll(() => street.inputValue()).toBe('Praça da Sé');
    expect(await dialog.getByRole('textbox', { name: 'Cidade' }).inputValue()).toBe('São Paulo');
    await dialog.getByRole('textbox', { name: 'Número' }).fill('100');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('juridico@alfa.test');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Adicionar parte' }).click();
    await dialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Partes da diligência' });
    const pjRow = table.getByRole('row').filter({ hasText: 'Construtora Alfa S.A.' });
    await pjRow.getByText(formatCnpj(CNPJ)).waitFor();
    expect(await pjRow.textContent()).toContain('Alvo');
    const added = await callApi<{ items: { name: string; birthOrFoundationDate: string }[] }>(
      page,
      'GET',
      `/diligences/${diligence._id}/entities`,
    );
    expect(added.items.find((e) => e.name === 'Construtora Alfa S.A.')?.birthOrFoundationDate).toBe(
      '2001-05-10',
    );

    // The PF, partner of the PJ with 50%.
    await page.getByRole('button', { name: 'Adicionar parte' }).click();
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Pessoa física (PF)' }).check();
    await dialog.getByRole('textbox', { name: 'Nome completo' }).fill('Maria Souza');
    await dialog.getByRole('textbox', { name: 'CPF' }).pressSequentially(CPF.replace(/\D/g, ''));
    await choose(page, 'Papel na diligência', 'Sócio');
    await choose(page, 'Participa de', `Construtora Alfa S.A. (${formatCnpj(CNPJ)})`);
    await dialog.getByRole('combobox', { name: 'Relação' }).fill('Sóc');
    await page.getByRole('option', { name: 'Sócio', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Participação' }).fill('50');
    await dialog.getByRole('button', { name: 'Adicionar parte' }).click();
    await dialog.waitFor({ state: 'detached' });
    const pfRow = table.getByRole('row').filter({ hasText: 'Maria Souza' });
    await pfRow.getByText('Sócio · 50,00%').waitFor();
    expect(await pfRow.textContent()).toContain('Construtora Alfa S.A.');
    expect(await pfRow.textContent()).toContain(CPF);

    // The same CPF again: refused on the CPF field, nothing added.
    await page.getByRole('button', { name: 'Adicionar parte' }).click();
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Pessoa física (PF)' }).check();
    await dialog.getByRole('textbox', { name: 'Nome completo' }).fill('Maria Repetida');
    await dialog.getByRole('textbox', { name: 'CPF' }).pressSequentially(CPF.replace(/\D/g, ''));
    await choose(page, 'Papel na diligência', 'Outro');
    await dialog.getByRole('button', { name: 'Adicionar parte' }).click();
    await dialog.getByText(ENTITY_DOCUMENT_TAKEN_MESSAGE).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'CPF' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await table.getByRole('row').count()).toBe(3);
    expect(await page.getByText('Maria Repetida').count()).toBe(0);

    // Edit: only what changed is sent.
    const patches: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'Editar Maria Souza' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar parte: Maria Souza' });
    await editDialog.waitFor();
    expect(await editDialog.getByRole('textbox', { name: 'Participação' }).inputValue()).toBe('50');
    await editDialog.getByRole('textbox', { name: 'Nome completo' }).fill('Maria Souza Lima');
    await editDialog.getByRole('textbox', { name: 'Participação' }).fill('33,33');
    await editDialog.getByRole('button', { name: 'Salvar' }).click();
    await editDialog.waitFor({ state: 'detached' });
    await table.getByText('Sócio · 33,33%').waitFor();
    await table.getByText('Maria Souza Lima').waitFor();
    expect(patches).toEqual([{ name: 'Maria Souza Lima', sharePercent: 33.33 }]);

    // The entity's risk: a rating other than the computed one needs a justification.
    await page.getByRole('button', { name: 'Alterar risco de Maria Souza Lima' }).click();
    const riskDialog = page.getByRole('dialog', { name: 'Alterar risco de Maria Souza Lima' });
    await riskDialog.getByText('nenhum (sem apontamentos em aberto)').waitFor();
    await choose(page, 'Classificação de risco', 'Alto');
    await riskDialog.getByRole('button', { name: 'Salvar risco' }).click();
    await riskDialog.getByText(RISK_JUSTIFICATION_REQUIRED_MESSAGE).waitFor();
    await expectAccessible(page);
    await riskDialog
      .getByRole('textbox', { name: 'Justificativa' })
      .fill('Sócia com restrições em órgãos de proteção ao crédito.');
    await riskDialog.getByRole('button', { name: 'Salvar risco' }).click();
    await riskDialog.waitFor({ state: 'detached' });
    await table
      .getByRole('row')
      .filter({ hasText: 'Maria Souza Lima' })
      .getByText('Alto', { exact: true })
      .waitFor();
    // The diligence's computed risk follows its riskiest entity.
    await expect.poll(() => page.getByLabel('Risco: Alto').count()).toBe(2);

    // Links to the entity's screens.
    const links = Object.fromEntries(
      await Promise.all(
        ['Documentos', 'Cadastro', 'Processos', 'Arquivos'].map(async (label) => [
          label,
          await table
            .getByRole('link', { name: `${label} de Construtora Alfa S.A.` })
            .getAttribute('href'),
        ]),
      ),
    );
    const pj = (
      await callApi<{ items: { _id: string; name: string }[] }>(
        page,
        'GET',
        `/diligences/${diligence._id}/entities`,
      )
    ).items.find((e) => e.name === 'Construtora Alfa S.A.')!;
    expect(links).toEqual({
      Documentos: `/diligence/${diligence._id}/entity/${pj._id}`,
      Cadastro: `/diligence/${diligence._id}/registration/${pj._id}`,
      Processos: `/diligence/${diligence._id}/law-suits/${pj._id}`,
      Arquivos: `/diligence/${diligence._id}/entity/${pj._id}/docs`,
    });

    // Removing: the controlling PJ is refused while it has a partner; the partner goes.
    await page.getByRole('button', { name: 'Remover Construtora Alfa S.A.' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover parte?' });
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await confirm.getByText(ENTITY_HAS_CHILDREN_MESSAGE).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Remover Maria Souza Lima' }).click();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => table.getByText('Maria Souza Lima').count()).toBe(0);
    expect(await table.getByRole('row').count()).toBe(2);

    // ?entity= scrolls to, focuses and highlights the row.
    await page.goto(`/diligence/${diligence._id}?entity=${pj._id}`);
    const highlighted = page.locator(`#parte-${pj._id}`);
    await expect.poll(() => highlighted.getAttribute('aria-current')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toBe(`parte-${pj._id}`);
    await expectAccessible(page);
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await context.close();
  });

  it('overrides the diligence risk from the header; an unknown diligence says so with a way back', async () => {
    const { page, context, errors } = await openAsAnalyst();
    const diligence = await createDiligence(page, 'Crédito para a Beta Comércio');
    await page.goto(`/diligence/${diligence._id}`);
    await page.getByRole('button', { name: 'Alterar risco' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Alterar risco da diligência ${diligence.code}`,
    });
    await choose(page, 'Classificação de risco', 'Crítico');
    await dialog.getByRole('textbox', { name: 'Justificativa' }).fill('Garantias insuficientes.');
    await dialog.getByRole('button', { name: 'Salvar risco' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Risco: Crítico').waitFor();
    const saved = await callApi<{
      risk: { rating: string; computed: string | null; justification: string };
    }>(page, 'GET', `/diligences/${diligence._id}`);
    expect(saved.risk).toEqual({
      rating: 'CRITICO',
      computed: null,
      justification: 'Garantias insuficientes.',
    });

    await page.goto('/diligence/nao-existe');
    await page.getByRole('heading', { level: 1, name: 'Diligência não encontrada' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Voltar às diligências' }).click();
    await waitForPath(page, '/diligence');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});
