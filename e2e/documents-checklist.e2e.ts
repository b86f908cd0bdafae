import { describe, expect, it } from 'vitest';
import {
  checklistRow as rowOf,
  daysFromToday,
  pdfOf,
  seedDiligenceWithEntity,
} from './support/documents.ts';
import { callApi, expectAccessible, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

/** A small limit, so that a 413 needs no large file. */
const journey = useJourney({ MAX_UPLOAD_BYTES: '300000' });

const TRACK = 'M&A — aquisição de empresa';
const CONTRATO = 'Contrato Social ou Estatuto Social consolidado';
const CNDT = 'CNDT — Certidão Negativa de Débitos Trabalhistas';
const CND = 'CND de Débitos Federais e Dívida Ativa da União';
const FGTS = 'CRF — Certificado de Regularidade do FGTS';
const MATRICULA = 'Matrícula do Imóvel';
const PDF = 'application/pdf';

interface Doc {
  _id: string;
  documentTypeName: string;
  documentTypeId: string;
}

describe('documents checklist (/diligence/:id/entity/:entityId)', () => {
  it(
    'uploads into a row by button (keyboard) and by dropping, with progress; refuses a wrong type and a large file; adds an extra document; waives and undoes',
    { timeout: 120_000 },
    async () => {
      const { page, context, errors } = await journey.open({ allow: [/status of 41[35]/] });
      await signIn(page, DEMO.ADMIN);
      const { diligenceId, entityId } = await seedDiligenceWithEntity(page, {
        title: 'Aquisição da Alvo Ltda',
        trackName: TRACK,
        entityName: 'Alvo Participações Ltda',
        cnpj: '11222333000181',
        dueDate: daysFromToday(30),
      });
      const docs = await callApi<{ items: Doc[] }>(
        page,
        'GET',
        `/diligences/${diligenceId}/entities/${entityId}/documents`,
      );

      // From the entities screen, the entity's "Documentos" link.
      await page.goto(`/diligence/${diligenceId}`);
      await page.getByRole('link', { name: 'Documentos de Alvo Participações Ltda' }).click();
      await page.getByRole('heading', { level: 2, name: 'Alvo Participações Ltda' }).waitFor();
      await page.getByText('CNPJ 11.222.333/0001-81 · Alvo').waitFor();
      await page
        .getByRole('heading', { level: 3, name: '1. Identificação e societário' })
        .waitFor();
      await page.getByRole('heading', { level: 3, name: '4. Demonstrações financeiras' }).waitFor();
      expect(await page.getByTestId('documento').count()).toBe(docs.items.length);
      await expect.poll(() => rowOf(page, CONTRATO).getByText('Pendente').count()).toBe(1);
      const cnd = docs.items.find((d) => d.documentTypeName === CND)!;
      expect(
        await rowOf(page, CND)
          .getByRole('link', { name: `Analisar ${CND}` })
          .getAttribute('href'),
      ).toBe(`/diligence/${diligenceId}/${cnd._id}`);
      await expectAccessible(page);

      // "Enviar arquivo" by keyboard, on a throttled upload: the progress bar shows, then goes,
      // and the row says Recebido.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 8 * 1024,
      });
      const chooser = page.waitForEvent('filechooser');
      await rowOf(page, CONTRATO)
        .getByRole('button', { name: `Enviar arquivo para ${CONTRATO}` })
        .focus();
      await page.keyboard.press('Enter');
      await (
        await chooser
      ).setFiles({
        name: 'contrato-social.pdf',
        mimeType: PDF,
        buffer: await pdfOf('CONTRATO SOCIAL', 60),
      });
      const progress = rowOf(page, CONTRATO).getByRole('progressbar', {
        name: `Enviando contrato-social.pdf para ${CONTRATO}`,
      });
      await progress.waitFor();
      await progress.waitFor({ state: 'detached', timeout: 20_000 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await rowOf(page, CONTRATO).getByText('Recebido').waitFor();
      await rowOf(page, CONTRATO).getByText('1 arquivo').waitFor();

      // Dropped onto a row.
      const bytes = (await pdfOf('CERTIDAO NEGATIVA DE DEBITOS TRABALHISTAS')).toString('base64');
      const dataTransfer = await page.evaluateHandle((b64) => {
        const transfer = new DataTransfer();
        const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([data], 'cndt.pdf', { type: 'application/pdf' }));
        return transfer;
      }, bytes);
      const cndtRow = rowOf(page, CNDT);
      await cndtRow.dispatchEvent('dragenter', { dataTransfer });
      await cndtRow.dispatchEvent('dragover', { dataTransfer });
      await cndtRow.getByText(`Solte para enviar a ${CNDT}`).waitFor();
      await cndtRow.dispatchEvent('drop', { dataTransfer });
      await cndtRow.getByText('Recebido').waitFor();
      await cndtRow.getByText('1 arquivo').waitFor();

      // A text file named .pdf (415) and a file over the limit (413): the API's words in the row.
      const fgts = rowOf(page, FGTS);
      await fgts.getByLabel(`Arquivo para ${FGTS}`, { exact: true }).setInputFiles({
        name: 'crf.pdf',
        mimeType: PDF,
        buffer: Buffer.from('isto não é um PDF'),
      });
      await fgts
        .getByRole('alert')
        .getByText(/crf\.pdf: Tipo de arquivo não aceito/)
        .waitFor();
      await fgts.getByRole('button', { name: 'Fechar o aviso de erro' }).click();
      await fgts.getByLabel(`Arquivo para ${FGTS}`, { exact: true }).setInputFiles({
        name: 'crf-grande.pdf',
        mimeType: PDF,
        buffer: Buffer.concat([await pdfOf('CRF'), Buffer.alloc(400_000, 0x20)]),
      });
      await fgts
        .getByRole('alert')
        .getByText(/O arquivo passa do limite de/)
        .waitFor();
      await fgts.getByText('Pendente').waitFor();
      await expectAccessible(page);

      // Analysed through the API: dates dd/mm/aaaa, "Vencido", "Vence antes do prazo da
      // diligência" and the certidão's result.
      const idOf = (name: string) => docs.items.find((d) => d.documentTypeName === name)!._id;
      const analyse = (name: string, body: Record<string, unknown>) =>
        callApi(page, 'PUT', `/diligences/${diligenceId}/documents/${idOf(name)}/analysis`, body);
      const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');
      // An expired document is never Aprovado (issue 27): Reprovado, or with ressalvas and a note.
      await analyse(CONTRATO, {
        status: 'REPROVADO',
        issuedAt: daysFromToday(-400),
        validUntil: daysFromToday(-1),
      });
      await analyse(CNDT, {
        status: 'APROVADO_COM_RESSALVAS',
        issuedAt: daysFromToday(-5),
        validUntil: daysFromToday(10),
        result: 'POSITIVA_COM_EFEITOS_DE_NEGATIVA',
        notes: 'Vence antes do prazo: nova certidão pedida.',
      });
      await page.reload();
      const contrato = rowOf(page, CONTRATO);
      await contrato.getByText('Reprovado', { exact: true }).waitFor();
      await contrato.getByText(dayMonthYear(daysFromToday(-1))).waitFor();
      await contrato.getByText('Vencido').waitFor();
      expect(await contrato.getByText('Vence antes do prazo da diligência').count()).toBe(0);
      const cndt = rowOf(page, CNDT);
      await cndt.getByText('Aprovado com ressalvas').waitFor();
      await cndt.getByText(dayMonthYear(daysFromToday(-5))).waitFor();
      await cndt.getByText('Vence antes do prazo da diligência').waitFor();
      await cndt.getByText('Positiva com efeitos de negativa').waitFor();
      await page.getByText('2 de 14').waitFor();
      await expectAccessible(page);

      // An extra document: "Documentos adicionais".
      await page.getByRole('button', { name: 'Adicionar documento' }).first().click();
      const add = page.getByRole('dialog', { name: 'Adicionar documento' });
      await add.getByRole('button', { name: 'Adicionar' }).click();
      await add.getByText('Escolha o tipo de documento.').waitFor();
      await add.getByRole('combobox', { name: /Tipo de documento/ }).click();
      expect(await page.getByRole('option', { name: 'Certidão de Casamento' }).count()).toBe(0);
      await page.getByRole('option', { name: MATRICULA, exact: true }).click();
      await expectAccessible(page);
      await add.getByRole('button', { name: 'Adicionar' }).click();
      await add.waitFor({ state: 'detached' });
      await page.getByText(`Documento “${MATRICULA}” adicionado.`).waitFor();
      const extras = page.getByRole('region', { name: 'Documentos adicionais' });
      await extras.getByText(MATRICULA, { exact: true }).waitFor();
      await extras.getByText('(opcional)').waitFor();

      // Waive with a justification (required), then undo.
      await rowOf(page, FGTS)
        .getByRole('button', { name: `Dispensar ${FGTS}` })
        .click();
      const waive = page.getByRole('dialog', { name: `Dispensar ${FGTS}` });
      await waive.getByRole('button', { name: 'Dispensar' }).click();
      await waive.getByText('Informe a justificativa.').waitFor();
      await expectAccessible(page);
      await waive.getByRole('textbox', { name: /Justificativa/ }).fill('Empresa sem empregados.');
      await waive.getByRole('button', { name: 'Dispensar' }).click();
      await waive.waitFor({ state: 'detached' });
      await rowOf(page, FGTS).getByText('Dispensado', { exact: true }).waitFor();
      await rowOf(page, FGTS).getByText('Dispensado: Empresa sem empregados.').waitFor();
      await page.getByRole('button', { name: `Desfazer dispensa de ${FGTS}` }).click();
      await page.getByText(`Dispensa de ${FGTS} desfeita.`).waitFor();
      await rowOf(page, FGTS).getByText('Pendente').waitFor();
      await expectAccessible(page);

      // The data room link.
      await page.getByRole('link', { name: 'Arquivos da parte' }).click();
      await page.waitForURL(`**/diligence/${diligenceId}/entity/${entityId}/docs`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('a checklist of 60 documents opens within 1 s', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await journey.open();
    await signIn(page, DEMO.ADMIN);
    const { diligenceId, entityId } = await seedDiligenceWithEntity(page, {
      title: 'Aquisição com muitos documentos',
      trackName: TRACK,
      entityName: 'Muitos Documentos S.A.',
      cnpj: '11444777000161',
      dueDate: daysFromToday(30),
    });
    const base = `/diligences/${diligenceId}/entities/${entityId}/documents`;
    const generated = await callApi<{ items: Doc[] }>(page, 'GET', base);
    const types = await callApi<{ items: { _id: string; appliesTo: string }[] }>(
      page,
      'GET',
      '/document-types/active',
    );
    const usable = types.items.filter((t) => t.appliesTo !== 'PF');
    for (let i = generated.items.length; i < 60; i += 1)
      await callApi(page, 'POST', base, { documentTypeId: usable[i % usable.length]!._id }, 201);
    expect((await callApi<{ items: Doc[] }>(page, 'GET', base)).items).toHaveLength(60);

    // Timed three times each (the machine is shared: the best of three is the screen's own
    // figure): from a click on the entities screen (the app loaded, the data not), and a fresh
    // load of the address (scripts, session, diligence, entity, documents).
    const sixtyRows = () =>
      page.waitForFunction(
        () => document.querySelectorAll('[data-testid="documento"]').length === 60,
        undefined,
        { polling: 'raf' },
      );
    const inApp: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.goto(`/diligence/${diligenceId}`);
      const link = page.getByRole('link', { name: 'Documentos de Muitos Documentos S.A.' });
      await link.waitFor();
      const started = await page.evaluate(() => performance.now());
      await link.click();
      await sixtyRows();
      inApp.push((await page.evaluate(() => performance.now())) - started);
      await page.goto(`/diligence/${diligenceId}/entity/${entityId}`);
      await sixtyRows();
      fresh.push(await page.evaluate(() => performance.now()));
    }
    const ms = (values: number[]) => values.map((v) => `${Math.round(v)} ms`).join(', ');
    console.info(
      `Checklist de 60 documentos: pela navegação no app ${ms(inApp)}; carregando o endereço ${ms(fresh)}.`,
    );
    expect(Math.min(...inApp)).toBeLessThan(1000);
    expect(Math.min(...fresh)).toBeLessThan(1000);
    expect(errors).toEqual([]);
    await context.close();
  });
});
