import { dayFromToday } from '@lince/contracts/calendar';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCnpj } from '../packages/contracts/src/br/cnpj.ts';
import { withCnpjCheckDigits } from '../packages/db/src/testing/factories.ts';
import { certidaoPdf } from '../apps/api/src/testing/pdfs.ts';
import { dateField, shownDate } from './support/date-field.ts';
import {
  checklistRow,
  pngOf,
  seedDiligenceWithEntity,
  uploadFile as upload,
} from './support/documents.ts';
import { callApi, expectAccessible, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

const ENTITY_CNPJ = withCnpjCheckDigits('582910470001');
const OTHER_CNPJ = withCnpjCheckDigits('193847560001');

interface Doc {
  _id: string;
  documentTypeName: string;
  status: string;
}

/**
 * A diligence with one company and two certidões (federal and labour), each with a PDF the
 * reading will read: the federal one negative (naming a CNPJ that is not the company's), the
 * labour one positive. Answers the documents in the checklist's order.
 */
async function seed(page: Page) {
  const { diligenceId, entityId } = await seedDiligenceWithEntity(page, {
    title: 'Aquisição da Ípsilon Indústria',
    trackName: null,
    entityName: 'Ípsilon Indústria S.A.',
    cnpj: ENTITY_CNPJ,
    dueDate: dayFromToday(60),
  });
  const d = `/diligences/${diligenceId}`;
  const types = (
    await callApi<{ items: { _id: string; name: string }[] }>(page, 'GET', '/document-types/active')
  ).items;
  const federal = types.find((t) => t.name.startsWith('CND de Débitos Federais'))!;
  const labour = types.find((t) => t.name.startsWith('CNDT'))!;
  const e = `${d}/entities/${entityId}`;
  const federalDoc = await callApi<Doc>(page, 'POST', `${e}/documents`, {
    documentTypeId: federal._id,
  });
  const labourDoc = await callApi<Doc>(page, 'POST', `${e}/documents`, {
    documentTypeId: labour._id,
  });
  await upload(
    page,
    `${d}/documents/${federalDoc._id}/files`,
    'certidão federal.pdf',
    await certidaoPdf(
      'MINISTÉRIO DA FAZENDA',
      'CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS',
      'E À DÍVIDA ATIVA DA UNIÃO',
      `Nome: ÍPSILON INDÚSTRIA S.A.   CNPJ: ${formatCnpj(ENTITY_CNPJ)}`,
      `Filial consultada: CNPJ ${formatCnpj(OTHER_CNPJ)}`,
      'Não constam pendências em seu nome.',
      'Emitida às 10:12:01 do dia 01/10/2026.',
      'Válida até 30/03/2027.',
    ),
  );
  await upload(
    page,
    `${d}/documents/${labourDoc._id}/files`,
    'cndt.pdf',
    await certidaoPdf(
      'PODER JUDICIÁRIO - JUSTIÇA DO TRABALHO',
      'CERTIDÃO POSITIVA DE DÉBITOS TRABALHISTAS',
      `Nome: ÍPSILON INDÚSTRIA S.A.   CNPJ: ${formatCnpj(ENTITY_CNPJ)}`,
      'Certifica-se que ÍPSILON INDÚSTRIA S.A. CONSTA do Banco Nacional de Devedores Trabalhistas.',
      'Expedição: 02/10/2026',
      'Validade: 31/03/2027',
    ),
  );
  const list = (await callApi<{ items: Doc[] }>(page, 'GET', `${e}/documents`)).items;
  return { diligenceId, entityId, list };
}

/** `expect.poll` with the journeys' patience (its own default is one second). */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

const SHOTS = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => {
    const title = document.getElementById('documento-titulo');
    if (title) window.scrollTo(0, title.getBoundingClientRect().top + window.scrollY - 96);
  });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * Waits for the reading: an untouched document opens with its whole proposal in the form, said
 * so, and nothing left for "Aplicar tudo".
 */
async function applyReading(page: Page) {
  await page
    .getByText('Preenchido com a leitura automática: confira com o documento e salve.')
    .waitFor({ timeout: 20_000 });
  const applyAll = page.getByRole('button', { name: 'Aplicar tudo' });
  await eventually(() => applyAll.isDisabled()).toBe(true);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('document analysis (/diligence/:id/:documentId)', () => {
  it('views the PDF, accepts the reading, approves, goes to the next document and records the finding it proposes', async () => {
    const { page, errors } = await journey.open();
    await signIn(page, DEMO.DEFAULT);
    const { diligenceId, entityId, list } = await seed(page);
    const [first, second] = list as [Doc, Doc];
    await page.goto(`/diligence/${diligenceId}/${first._id}`);

    // Header: the trail to the entity's checklist, the document's type and status.
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    const entityLink = trail.getByRole('link', { name: 'Ípsilon Indústria S.A.' });
    await entityLink.waitFor();
    expect(await entityLink.getAttribute('href')).toBe(
      `/diligence/${diligenceId}/entity/${entityId}`,
    );
    await page.getByRole('heading', { name: first.documentTypeName }).waitFor();
    await page.getByLabel('Situação: Recebido').waitFor();
    await page.getByText('Documento 1 de 2').waitFor();

    // The viewer: the PDF's page with selectable text, page count and zoom.
    const viewer = page.getByRole('region', { name: /^Arquivo / });
    await viewer.locator('.react-pdf__Page canvas').waitFor();
    await viewer
      .locator('.textLayer')
      .getByText(/TRIBUTOS FEDERAIS/)
      .waitFor();
    await page.getByText('Página 1 de 1').waitFor();
    const zoom = page.getByRole('status').filter({ hasText: /^\d+%$/ });
    const fitted = await zoom.textContent();
    await page.getByRole('button', { name: 'Aumentar o zoom' }).click();
    await eventually(() => zoom.textContent()).not.toBe(fitted);
    await page.getByRole('button', { name: 'Ajustar à largura' }).click();
    await eventually(() => zoom.textContent()).toBe(fitted);

    // The reading: its proposal already in the form, the CNPJ that is not the entity's.
    await applyReading(page);
    await page
      .getByRole('alert')
      .filter({ hasText: formatCnpj(OTHER_CNPJ) })
      .waitFor();
    expect(await shownDate(dateField(page, 'Emissão'))).toBe('01/10/2026');
    expect(await shownDate(dateField(page, 'Válido até'))).toBe('30/03/2027');
    await eventually(() =>
      page.getByRole('combobox', { name: 'Resultado da certidão' }).textContent(),
    ).toBe('Negativa');
    await shot(page, 'document-analysis-reading');
    await expectAccessible(page);

    // Approve with Alt+A, save with Ctrl+S: the status chip follows.
    await page.getByRole('heading', { name: first.documentTypeName }).click();
    await page.keyboard.press('Alt+A');
    await eventually(() => page.getByRole('combobox', { name: 'Situação' }).textContent()).toBe(
      'Aprovado',
    );
    await page.keyboard.press('Control+S');
    await page.getByText('Análise salva.').waitFor();
    await page.getByLabel('Situação: Aprovado').waitFor();

    // The shortcuts' help, then the next document with Alt+Page Down.
    await page.getByRole('button', { name: 'Atalhos' }).click();
    const help = page.getByRole('dialog', { name: 'Atalhos de teclado' });
    await help.getByRole('cell', { name: 'Próximo documento' }).waitFor();
    await expectAccessible(page);
    await help.getByRole('button', { name: 'Fechar' }).click();
    await help.waitFor({ state: 'detached' });
    await page.keyboard.press('Alt+PageDown');
    await page.waitForURL(`**/diligence/${diligenceId}/${second._id}`);
    await page.getByRole('heading', { name: second.documentTypeName }).waitFor();
    await page.getByText('Documento 2 de 2').waitFor();

    // A positive certidão: saving it proposes a finding, prefilled; the analyst confirms.
    await applyReading(page);
    await eventually(() =>
      page.getByRole('combobox', { name: 'Resultado da certidão' }).textContent(),
    ).toBe('Positiva');
    await choose(page, 'Situação', 'Aprovado com ressalvas');
    await page.getByRole('button', { name: 'Salvar análise' }).click();
    const dialog = page.getByRole('dialog', { name: /apontamento/i });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Título').inputValue()).toBe(
      `Certidão positiva: ${second.documentTypeName}`,
    );
    expect(await dialog.getByLabel('Descrição').inputValue()).toContain('Válido até: 31/03/2027');
    await shot(page, 'document-analysis-finding');
    await dialog.getByRole('button', { name: /Registrar|Salvar/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: /Apontamentos/ })
      .getByText(`Certidão positiva: ${second.documentTypeName}`)
      .waitFor();
    await expectAccessible(page);

    // Back with the button.
    await page.getByRole('link', { name: 'Anterior' }).click();
    await page.waitForURL(`**/diligence/${diligenceId}/${first._id}`);
    await page.getByLabel('Situação: Aprovado').waitFor();
    expect(errors).toEqual([]);
  });

  it('the checklist shows each reading as proposed; "Aplicar leitura" records one, "Aplicar leitura a todos" the rest', async () => {
    const { page, errors } = await journey.open();
    await signIn(page, DEMO.DEFAULT);
    const { diligenceId, entityId, list } = await seed(page);
    const d = `/diligences/${diligenceId}`;
    const types = (
      await callApi<{ items: { _id: string; name: string }[] }>(
        page,
        'GET',
        '/document-types/active',
      )
    ).items;
    const crfType = types.find((t) => t.name.startsWith('CRF'))!;
    const crf = await callApi<Doc>(page, 'POST', `${d}/entities/${entityId}/documents`, {
      documentTypeId: crfType._id,
    });
    // The CRF's issue date is the start of its validity, not the day it was consulted.
    await upload(
      page,
      `${d}/documents/${crf._id}/files`,
      'crf.pdf',
      await certidaoPdf(
        'Certificado de Regularidade do FGTS - CRF',
        `Inscrição: ${formatCnpj(ENTITY_CNPJ)}`,
        'Razão Social: ÍPSILON INDÚSTRIA S.A.',
        'a empresa acima identificada encontra-se em situação regular perante o FGTS.',
        'Validade: 09/11/2026 a 08/12/2026',
        'Informação obtida em 14/11/2026 16:03:41',
      ),
    );
    // The checklist is read once on opening: every reading done first.
    for (const doc of [...list, crf])
      await eventually(
        async () =>
          (await callApi<{ state: string }>(page, 'GET', `${d}/documents/${doc._id}/reading`))
            .state,
      ).toBe('PRONTA');

    await page.goto(`/diligence/${diligenceId}/entity/${entityId}`);
    const crfRow = checklistRow(page, crfType.name);
    await crfRow.getByText('09/11/2026').waitFor();
    expect(await crfRow.getByText('(proposto)').count()).toBe(3);
    await crfRow.getByText(/^Regular/).waitFor();
    await shot(page, 'checklist-reading-proposals');
    await expectAccessible(page);

    await crfRow.getByRole('button', { name: `Aplicar leitura em ${crfType.name}` }).click();
    await page.getByText(`Leitura aplicada a ${crfType.name}: confira e analise.`).waitFor();
    await eventually(() => crfRow.getByText('(proposto)').count()).toBe(0);
    await crfRow.getByText('08/12/2026').waitFor();
    await crfRow.getByText('Recebido').waitFor();

    await page.getByRole('button', { name: 'Aplicar leitura a todos (2)' }).click();
    await page.getByText('Leitura aplicada a 2 documentos: confira e analise cada um.').waitFor();
    await eventually(() => page.getByText('(proposto)').count()).toBe(0);
    await checklistRow(page, list[0]!.documentTypeName).getByText('30/03/2027').waitFor();
    await checklistRow(page, list[1]!.documentTypeName).getByText('Positiva').waitFor();
    expect(await page.getByRole('button', { name: /Aplicar leitura/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps Brazilian formats in an English browser', async () => {
    const { page, errors } = await journey.open({ locale: 'en-US' });
    await signIn(page, DEMO.DEFAULT);
    const { diligenceId, list } = await seed(page);
    // A second file (the back of the page, an image): the viewer shows tabs.
    const path = `/diligences/${diligenceId}/documents/${list[0]!._id}/files`;
    await upload(page, path, 'verso.png', pngOf(300, 200, [200, 40, 40]), 'image/png');
    await page.goto(`/diligence/${diligenceId}/${list[0]!._id}`);
    await applyReading(page);
    await page.getByText('01/10/2026').first().waitFor();
    expect(await shownDate(dateField(page, 'Válido até'))).toBe('30/03/2027');
    await page.getByText(formatCnpj(OTHER_CNPJ), { exact: false }).first().waitFor();
    await shot(page, 'document-analysis-en-US');
    await page.getByRole('tab', { name: 'verso.png' }).click();
    const image = page.getByRole('img', { name: 'Imagem verso.png' });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await page.getByRole('button', { name: 'Diminuir o zoom' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+%$/ })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('on a phone (390 px) the viewer and the form come first: the diligence header folds', async () => {
    const { page, errors } = await journey.open({ width: 390, height: 844 });
    await signIn(page, DEMO.DEFAULT);
    const { diligenceId, list } = await seed(page);
    await page.goto(`/diligence/${diligenceId}/${list[0]!._id}`);
    const viewer = page.getByRole('region', { name: /^Arquivo / });
    await viewer.locator('.react-pdf__Page canvas').waitFor();
    const form = page.getByRole('form', { name: 'Análise do documento' });
    await form.waitFor();
    // The viewer's page starts on the first screen (the header's details folded), the form after it.
    const top = async (what: typeof viewer) => (await what.boundingBox())!.y;
    expect(await top(viewer)).toBeLessThan(844);
    expect(await top(form)).toBeGreaterThan(await top(viewer));
    expect(await page.getByText('Responsável', { exact: true }).isVisible()).toBe(false);
    const details = page.getByRole('button', { name: 'Dados da diligência' });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    await details.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Responsável', { exact: true }).waitFor();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Seções da diligência' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
