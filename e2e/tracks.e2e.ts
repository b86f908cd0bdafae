import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRACK_MESSAGES } from '../packages/contracts/src/tracks.ts';
import { callApi, expectAccessible, readAuth, signIn, waitForPath } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

/** The demo company's second ADMIN (seeded so that a track has someone to review it). */
const GESTORA = 'gestora@demo.test';
const TRACK = 'Locação comercial — inquilino PJ';
const CNDT = 'CNDT — Certidão Negativa de Débitos Trabalhistas';
const CONTRATO = 'Contrato Social ou Estatuto Social consolidado';
const CNPJ = '11222333000181';

/** Picks `option` in the MUI select named `label` with the mouse. */
async function choose(scope: Locator | Page, page: Page, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const stepTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Etapas da trilha' })
    .getByRole('textbox', { name: /Título da etapa/ })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/** Drags the handle of step `from` (0-based) onto step `to` with the mouse. */
async function dragStep(page: Page, from: number, to: number) {
  const rows = page.getByTestId('etapa');
  const handle = (await rows.nth(from).locator('[title="Arraste para reordenar"]').boundingBox())!;
  const target = (await rows.nth(to).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  const y = target.y + target.height / 2;
  for (let i = 1; i <= 8; i += 1)
    await page.mouse.move(handle.x + handle.width / 2, handle.y + ((y - handle.y) * i) / 8);
  await page.mouse.up();
}

describe('tracks (/tracks, /new-track, /tracks/:id, /review-track)', () => {
  it(
    'an ADMIN writes a track in the stepper by keyboard and mouse, cannot approve it, another ADMIN publishes it and a diligence follows it',
    { timeout: 180_000 },
    async () => {
      const { page, context, errors } = await journey.open({ allow: [/status of 403/] });
      await signIn(page, DEMO.ADMIN);

      // The list: the three demo tracks, published.
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Trilhas', exact: true })
        .click();
      await waitForPath(page, '/tracks');
      await page.getByRole('heading', { level: 1, name: 'Trilhas' }).waitFor();
      const table = page.getByRole('table', { name: 'Trilhas' });
      await table.getByRole('link', { name: 'Homologação de fornecedor', exact: true }).waitFor();
      await expectAccessible(page);

      // Leaving the stepper with unsaved changes asks first.
      await page.getByRole('button', { name: 'Nova trilha' }).click();
      await waitForPath(page, '/new-track');
      await page.getByRole('heading', { level: 1, name: 'Nova trilha' }).waitFor();
      await expectAccessible(page);
      const name = page.getByRole('textbox', { name: /Nome da trilha/ });
      await name.pressSequentially('Loc');
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Trilhas', exact: true })
        .click();
      const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
      await leave.waitFor();
      await leave.getByRole('button', { name: 'Cancelar' }).click();
      await leave.waitFor({ state: 'detached' });
      await waitForPath(page, '/new-track');

      // Step 1 by keyboard: "Próximo" refuses a missing purpose, in Portuguese.
      await name.fill('');
      await name.pressSequentially(TRACK);
      await page.keyboard.press('Tab');
      await page.getByRole('button', { name: 'Próximo' }).click();
      await page.getByText('Escolha a finalidade.').waitFor();
      await page.getByRole('combobox', { name: /Finalidade/ }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('ArrowDown'); // Imobiliária (M&A is focused first)
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      expect(await page.getByRole('combobox', { name: /Finalidade/ }).textContent()).toBe(
        'Imobiliária',
      );
      await page
        .getByRole('textbox', { name: 'Descrição' })
        .fill('Para locações de lojas e salas.');
      await page.getByRole('button', { name: 'Próximo' }).click();

      // Step 2: three steps; reorder by keyboard, then by dragging with the mouse.
      for (const [title, sla] of [
        ['Coleta de documentos', '10'],
        ['Parecer', '3'],
        ['Análise jurídica', ''],
      ] as const) {
        await page.getByRole('button', { name: 'Adicionar etapa' }).click();
        const titles = page.getByRole('textbox', { name: /Título da etapa/ });
        await titles.last().fill(title);
        if (sla) await page.getByRole('textbox', { name: 'Prazo (dias)' }).last().fill(sla);
      }
      expect(await stepTitles(page)).toEqual([
        'Coleta de documentos',
        'Parecer',
        'Análise jurídica',
      ]);
      await page.getByRole('button', { name: 'Mover Análise jurídica para cima' }).focus();
      await page.keyboard.press('Enter');
      expect(await stepTitles(page)).toEqual([
        'Coleta de documentos',
        'Análise jurídica',
        'Parecer',
      ]);
      await page.getByText('Análise jurídica movida para a posição 2 de 3.').waitFor();
      await page.getByRole('button', { name: 'Mover Análise jurídica para baixo' }).focus();
      await page.keyboard.press('Space');
      expect(await stepTitles(page)).toEqual([
        'Coleta de documentos',
        'Parecer',
        'Análise jurídica',
      ]);
      // The mouse drags the handle of the third step onto the second.
      await dragStep(page, 2, 1);
      await expect
        .poll(() => stepTitles(page))
        .toEqual(['Coleta de documentos', 'Análise jurídica', 'Parecer']);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Próximo' }).click();

      // Step 3: documents of the first step (one only from the target), one of the second.
      await page
        .getByRole('button', { name: 'Adicionar documento à etapa Coleta de documentos' })
        .click();
      await page.getByRole('button', { name: 'Próximo' }).click();
      await page.getByText('Escolha o tipo de documento.').waitFor();
      const documents = page.getByRole('region', { name: '1. Coleta de documentos' });
      await choose(documents, page, 'Documento', CNDT);
      await choose(documents, page, 'Exigido de', 'Pessoa jurídica');
      await documents.getByRole('combobox', { name: 'Somente para os papéis' }).click();
      await page.getByRole('option', { name: 'Alvo' }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await page
        .getByRole('button', { name: 'Adicionar documento à etapa Análise jurídica' })
        .click();
      await choose(
        page.getByRole('region', { name: '2. Análise jurídica' }),
        page,
        'Documento',
        CONTRATO,
      );
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Próximo' }).click();

      // Step 4: the registration check of the first step, for PF and PJ.
      await choose(
        page.getByRole('region', { name: '1. Coleta de documentos' }),
        page,
        /^Análise cadastral/,
        'PF e PJ',
      );
      await page.getByRole('button', { name: 'Próximo' }).click();

      // Step 5: the summary reads back what was written; saved as a draft, then sent for review.
      const summary = page.getByRole('list', { name: 'Etapas' });
      await summary.getByText(`${CNDT} — Pessoa jurídica · somente alvo`).waitFor();
      await summary.getByText('Análise cadastral — PF e PJ').waitFor();
      await summary.getByText('Prazo: 10 dias').waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Salvar rascunho' }).click();
      await page.getByText('Rascunho salvo.').waitFor();
      await page.waitForURL(/\/tracks\/[^/?]+\?etapa=5$/);
      const draftPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { level: 1, name: `Editar trilha: ${TRACK}` }).waitFor();
      await page.getByRole('button', { name: 'Enviar para revisão' }).click();
      await page.getByText('Trilha enviada para revisão.').waitFor();
      await page.getByText(/Esta versão foi enviada para revisão/).waitFor();
      await expectAccessible(page);

      // The author cannot approve: the button says why, and the API answers 403.
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Revisão de trilhas' })
        .click();
      await waitForPath(page, '/review-track');
      const own = page.getByRole('article', { name: new RegExp(TRACK) });
      await own.getByText('Primeira versão: 3 etapas.').waitFor();
      expect(await own.getByRole('button', { name: 'Aprovar e publicar' }).isDisabled()).toBe(true);
      await own.getByText(TRACK_MESSAGES.ownApproval).waitFor();
      const versionId = draftPath.split('/').pop()!;
      const refused = await callApi<{ error: { message: string } }>(
        page,
        'POST',
        `/tracks/${versionId}/approve`,
        undefined,
        403,
      );
      expect(refused.error.message).toBe(TRACK_MESSAGES.ownApproval);
      await expectAccessible(page);
      await context.close();

      // The other ADMIN reads the diff and publishes it.
      const other = await journey.open();
      const p2 = other.page;
      await signIn(p2, GESTORA);
      await p2.goto('/review-track');
      const card = p2.getByRole('article', { name: new RegExp(TRACK) });
      await card.getByText('Etapa incluída').first().waitFor();
      await card.getByText(`documento ${CNDT} (Pessoa jurídica, somente alvo)`).waitFor();
      await expectAccessible(p2);
      await card.getByRole('button', { name: 'Aprovar e publicar' }).click();
      const confirm = p2.getByRole('dialog', { name: 'Aprovar e publicar?' });
      await confirm.getByRole('button', { name: 'Aprovar e publicar' }).click();
      await p2.getByText(`Versão 1 de “${TRACK}” publicada.`).waitFor();
      await p2.getByText('Nenhuma trilha aguardando revisão.').waitFor();

      // Published: read-only, with "Nova versão".
      await p2.goto(draftPath);
      await p2.getByRole('heading', { level: 1, name: TRACK }).waitFor();
      await p2.getByRole('button', { name: 'Nova versão' }).waitFor();
      await expectAccessible(p2);

      // A diligence created with the track: its header names it, the overview shows the steps.
      await p2.goto('/diligence?new=1');
      const dialog = p2.getByRole('dialog', { name: 'Nova diligência' });
      await dialog.waitFor();
      await dialog.getByLabel('Título').fill('Locação da loja 12');
      await choose(dialog, p2, 'Finalidade', 'Imobiliária');
      await choose(dialog, p2, 'Trilha', `${TRACK} (versão 1)`);
      await dialog.getByLabel('Cadastrar a primeira parte agora').check();
      await dialog.getByLabel('Razão social').fill('Lojas Boa Vista Ltda');
      await dialog.getByLabel('CNPJ').fill(CNPJ);
      await dialog.getByRole('button', { name: 'Criar diligência' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The new diligence opens at once.
      await p2.getByRole('heading', { level: 1, name: 'Locação da loja 12' }).waitFor();
      await p2.getByText(`${TRACK} · versão 1`).waitFor();
      await p2.getByRole('link', { name: 'Visão geral' }).click();
      const progress = p2.getByRole('table', { name: 'Progresso por etapa' });
      await progress.getByRole('columnheader', { name: '1. Coleta de documentos' }).waitFor();
      const row = progress.getByRole('row', { name: /Lojas Boa Vista Ltda/ });
      // The target (PJ): CNDT + the registration check in step 1; the contract in step 2; nothing in 3.
      await row.getByText('0 de 2').waitFor();
      await row.getByText('0 de 1').waitFor();
      await row.getByText('não se aplica').waitFor();
      await expectAccessible(p2);
      expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
      expect(other.errors).toEqual([]);
      await other.context.close();
    },
  );

  it(
    'a new version of a published track shows its changes, is returned with a comment the author reads; duplicate and archive from the list',
    { timeout: 180_000 },
    async () => {
      const { page, context, errors } = await journey.open();
      await signIn(page, DEMO.ADMIN);
      const published = await callApi<{ items: { _id: string; name: string }[] }>(
        page,
        'GET',
        '/tracks?status=PUBLICADA',
      );
      const ma = published.items.find((t) => t.name === 'M&A — aquisição de empresa')!;

      // "Nova versão" opens the draft of version 2 in the stepper.
      await page.goto(`/tracks/${ma._id}`);
      await page.getByRole('button', { name: 'Nova versão' }).click();
      await page.getByText('Rascunho da versão 2 criado.').waitFor();
      await page.getByText('Versão 2 · Rascunho · substituirá a versão 1 publicada').waitFor();
      const draftPath = new URL(page.url()).pathname;
      await page.getByRole('button', { name: /^Etapas/ }).click();
      const first = page.getByRole('textbox', { name: /Título da etapa/ }).first();
      const firstTitle = await first.inputValue();
      await first.fill(`${firstTitle} (revista)`);
      await page
        .getByRole('button', { name: /^Mover Certidões fiscais e trabalhistas para baixo/ })
        .focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: /^Revisão/ }).click();
      await page.getByRole('button', { name: 'Enviar para revisão' }).click();
      await page.getByText('Trilha enviada para revisão.').waitFor();
      await context.close();

      // The other ADMIN reads what changed and returns it with a comment (required).
      const other = await journey.open();
      await signIn(other.page, GESTORA);
      await other.page.goto('/review-track');
      const card = other.page.getByRole('article', { name: /M&A — aquisição de empresa/ });
      await card.getByText(/Em relação à versão 1: .*1 etapa movida, 1 etapa renomeada/).waitFor();
      await card.getByText(`${firstTitle} (revista)`, { exact: true }).first().waitFor();
      await card.getByText('movida da 2ª para a 3ª posição').waitFor();
      await expectAccessible(other.page);
      await card.getByRole('button', { name: 'Devolver' }).click();
      const dialog = other.page.getByRole('dialog', { name: /Devolver a versão 2/ });
      await dialog.getByRole('button', { name: 'Devolver para ajustes' }).click();
      await dialog
        .getByText('Informe o comentário para o autor (ao menos 3 caracteres).')
        .waitFor();
      await expectAccessible(other.page);
      await dialog
        .getByRole('textbox', { name: /Comentário para o autor/ })
        .fill('Mantenha a ordem das certidões.');
      await dialog.getByRole('button', { name: 'Devolver para ajustes' }).click();
      await other.page.getByText('Nenhuma trilha aguardando revisão.').waitFor();
      expect(other.errors).toEqual([]);
      await other.context.close();

      // The author reads the comment on the draft.
      const author = await journey.open();
      await signIn(author.page, DEMO.ADMIN);
      await author.page.goto(draftPath);
      await author.page.getByText('Devolvida na revisão por').waitFor();
      await author.page.getByText('Mantenha a ordem das certidões.').waitFor();
      await expectAccessible(author.page);

      // Duplicate a published track as a new draft; archive another (asked first).
      await author.page.goto('/tracks');
      await author.page
        .getByRole('button', { name: 'Duplicar Homologação de fornecedor (versão 1)' })
        .click();
      const copy = author.page.getByRole('dialog', {
        name: 'Duplicar “Homologação de fornecedor”',
      });
      expect(await copy.getByRole('textbox', { name: /Nome da nova trilha/ }).inputValue()).toBe(
        'Cópia de Homologação de fornecedor',
      );
      await expectAccessible(author.page);
      await copy.getByRole('button', { name: 'Criar rascunho' }).click();
      await author.page
        .getByText('Rascunho “Cópia de Homologação de fornecedor” criado.')
        .waitFor();
      await author.page
        .getByRole('heading', {
          level: 1,
          name: 'Editar trilha: Cópia de Homologação de fornecedor',
        })
        .waitFor();
      await author.page.goto('/tracks');
      await author.page
        .getByRole('button', { name: 'Arquivar Imobiliária — compra de imóvel (versão 1)' })
        .click();
      const ask = author.page.getByRole('dialog', { name: 'Arquivar trilha?' });
      await ask.getByText(/continuam funcionando/).waitFor();
      await expectAccessible(author.page);
      await ask.getByRole('button', { name: 'Arquivar' }).click();
      await author.page.getByText('Trilha “Imobiliária — compra de imóvel” arquivada.').waitFor();
      await choose(author.page, author.page, /^Situação/, 'Arquivada');
      const table = author.page.getByRole('table', { name: 'Trilhas' });
      await table
        .getByRole('link', { name: 'Imobiliária — compra de imóvel', exact: true })
        .waitFor();
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await expectAccessible(author.page);

      // A diligence created without a track gets one later; its header then names it.
      const userId = (await readAuth(author.page))!._id as string;
      const bare = await callApi<{ _id: string }>(
        author.page,
        'POST',
        '/diligences',
        {
          title: 'Homologação da Gama Ltda',
          purpose: 'FORNECEDOR',
          ownerId: userId,
          trackId: null,
        },
        201,
      );
      await author.page.goto(`/diligence/${bare._id}`);
      await author.page.getByText('Sem trilha').waitFor();
      await author.page.getByRole('button', { name: 'Escolher a trilha' }).click();
      const chooseTrack = author.page.getByRole('dialog', {
        name: 'Escolher a trilha da diligência',
      });
      await choose(chooseTrack, author.page, 'Trilha', 'Homologação de fornecedor (versão 1)');
      await expectAccessible(author.page);
      await chooseTrack.getByRole('button', { name: 'Aplicar trilha' }).click();
      await author.page.getByText('Trilha da diligência aplicada.').waitFor();
      await author.page.getByText('Homologação de fornecedor · versão 1').waitFor();
      expect([...errors, ...author.errors]).toEqual([]);
      await author.context.close();
    },
  );

  it('a DEFAULT user cannot open the track screens', async () => {
    const { page, context, errors } = await journey.open();
    await signIn(page, DEMO.DEFAULT);
    for (const path of ['/tracks', '/new-track', '/review-track']) {
      await page.goto(path);
      await waitForPath(page, '/');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
