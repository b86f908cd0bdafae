import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  daysFromToday,
  pdfOf,
  pngOf,
  seedDiligenceWithEntity,
  type UploadFile,
} from './support/documents.ts';
import { expectAccessible, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

const CNDT = 'CNDT — Certidão Negativa de Débitos Trabalhistas';
const FGTS = 'CRF — Certificado de Regularidade do FGTS';
const PDF = 'application/pdf';
const PNG = 'image/png';

/** The names of a ZIP's entries. */
function zipEntries(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    }),
  );
}

const queueItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Arquivos enviados' }).getByRole('listitem', { name });

describe('entity data room (/diligence/:id/entity/:entityId/docs)', () => {
  it(
    'bulk uploads five files (one fails once and is retried), classifies one by the reading, shows thumbnails and the list, previews, downloads one file and the ZIP',
    { timeout: 150_000 },
    async () => {
      const { page, context, errors } = await journey.open({ allow: [/status of 503/] });
      await signIn(page, DEMO.ADMIN);
      const { diligenceId, entityId } = await seedDiligenceWithEntity(page, {
        title: 'Aquisição da Beta Ltda',
        trackName: 'M&A — aquisição de empresa',
        entityName: 'Beta Comércio Ltda',
        cnpj: '11222333000181',
        dueDate: daysFromToday(30),
      });

      await page.goto(`/diligence/${diligenceId}/entity/${entityId}/docs`);
      await page.getByRole('heading', { level: 2, name: 'Beta Comércio Ltda' }).waitFor();
      await page.getByText('Nenhum arquivo ainda').waitFor();
      expect(await page.getByRole('button', { name: 'Baixar tudo (ZIP)' }).isDisabled()).toBe(true);
      await expectAccessible(page);

      // The first attempt of one file fails (the server is briefly unavailable).
      let failed = false;
      await page.route('**/entities/*/files', async (route) => {
        const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
        if (!failed && body.includes('filename="verso.png"')) {
          failed = true;
          return route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'UNAVAILABLE', message: 'Serviço indisponível. Tente novamente.' },
            }),
          });
        }
        return route.fallback();
      });

      const frente = pngOf(120, 80, [30, 90, 200]);
      const files: UploadFile[] = [
        {
          name: 'cndt.pdf',
          mimeType: PDF,
          buffer: await pdfOf('CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS'),
        },
        { name: 'contrato-social.pdf', mimeType: PDF, buffer: await pdfOf('CONTRATO SOCIAL', 3) },
        { name: 'ata-de-assembleia.pdf', mimeType: PDF, buffer: await pdfOf('ATA DE ASSEMBLEIA') },
        { name: 'frente.png', mimeType: PNG, buffer: frente },
        { name: 'verso.png', mimeType: PNG, buffer: pngOf(120, 80, [200, 60, 40]) },
      ];
      await page.getByLabel('Arquivos para enviar').setInputFiles(files);
      for (const f of files.filter((f) => f.name !== 'verso.png'))
        await queueItem(page, f.name)
          .getByText(/Enviado/)
          .waitFor();
      const verso = queueItem(page, 'verso.png');
      await verso.getByRole('alert').getByText('Serviço indisponível. Tente novamente.').waitFor();
      await expectAccessible(page);
      await verso.getByRole('button', { name: 'Tentar novamente verso.png' }).click();
      await verso.getByText(/Enviado/).waitFor();

      // The reading proposes the CNDT for cndt.pdf; "Classificar" files it there.
      const cndt = queueItem(page, 'cndt.pdf');
      await cndt.getByText('Sugerido pela leitura do PDF.').waitFor({ timeout: 20_000 });
      expect(await cndt.getByRole('combobox', { name: /Tipo de documento/ }).textContent()).toBe(
        CNDT,
      );
      await cndt.getByRole('button', { name: 'Classificar cndt.pdf' }).click();
      await cndt.getByText(`Classificado como ${CNDT}.`).waitFor();
      // The others stay "Outros" until classified (an image's reading, by OCR, finds no text).
      await queueItem(page, 'frente.png')
        .getByText('Sem classificação fica como “Outros”.')
        .waitFor({ timeout: 30_000 });

      // The grid: five cards, images and PDF first pages drawn in the browser.
      const grid = page.getByRole('list', { name: 'Arquivos da parte' });
      await page.getByRole('heading', { name: 'Arquivos (5)' }).waitFor();
      await expect.poll(() => grid.getByRole('listitem').count()).toBe(5);
      const card = (name: string) => grid.getByRole('listitem', { name });
      await card('cndt.pdf').getByText(CNDT).waitFor();
      await card('frente.png').locator('img').waitFor();
      await card('contrato-social.pdf').locator('canvas').waitFor();
      await expectAccessible(page);

      // Preview an image; download one file.
      await card('frente.png').getByRole('button', { name: 'Visualizar frente.png' }).click();
      const preview = page.getByRole('dialog', { name: 'frente.png' });
      await preview.getByRole('img', { name: 'frente.png' }).waitFor();
      await preview.getByText(/^Outros · PNG · \d+ bytes$/).waitFor();
      await expectAccessible(page);
      await preview.getByRole('button', { name: 'Fechar' }).click();
      await preview.waitFor({ state: 'detached' });
      const [single] = await Promise.all([
        page.waitForEvent('download'),
        card('frente.png').getByRole('button', { name: 'Baixar frente.png' }).click(),
      ]);
      expect(single.suggestedFilename()).toBe('frente.png');
      expect(await readFile((await single.path())!)).toEqual(frente);

      // The list: size, who and when, and the SHA-256 on demand.
      await page.getByRole('button', { name: 'Lista' }).click();
      const table = page.getByRole('table', { name: 'Arquivos da parte' });
      const row = table.getByRole('row', { name: /frente\.png/ });
      await row.getByText('Beatriz Moreira').waitFor();
      const sha = createHash('sha256').update(frente).digest('hex');
      await row.getByRole('button', { name: 'Mostrar SHA-256 de frente.png' }).click();
      await row.getByText(sha).waitFor();
      await expectAccessible(page);

      // Everything as one ZIP.
      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Baixar tudo (ZIP)' }).click(),
      ]);
      expect(zip.suggestedFilename()).toBe('Arquivos - Beta Comércio Ltda.zip');
      const entries = await zipEntries(await readFile((await zip.path())!));
      expect(entries).toHaveLength(5);
      for (const f of files)
        expect(
          entries.some((entry) => entry.endsWith(f.name)),
          `${f.name} em ${entries.join(', ')}`,
        ).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'after a drop, "Classificar todos" files every proposal at once (each row links where it went); a file already there waits for "Enviar mesmo assim" or "Pular", in the checklist too',
    { timeout: 150_000 },
    async () => {
      const { page, context, errors } = await journey.open({ allow: [/status of 409/] });
      await signIn(page, DEMO.ADMIN);
      const { diligenceId, entityId } = await seedDiligenceWithEntity(page, {
        title: 'Aquisição da Gama Ltda',
        trackName: 'M&A — aquisição de empresa',
        entityName: 'Gama Serviços Ltda',
        cnpj: '11444777000161',
        dueDate: daysFromToday(30),
      });
      await page.goto(`/diligence/${diligenceId}/entity/${entityId}/docs`);
      await page.getByRole('heading', { level: 2, name: 'Gama Serviços Ltda' }).waitFor();

      const cndtPdf = await pdfOf('CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS');
      const frente = pngOf(120, 80, [20, 160, 90]);
      const first: UploadFile[] = [
        { name: 'cndt.pdf', mimeType: PDF, buffer: cndtPdf },
        { name: 'ata.pdf', mimeType: PDF, buffer: await pdfOf('ATA DE REUNIÃO DE SÓCIOS') },
        { name: 'frente.png', mimeType: PNG, buffer: frente },
      ];
      await page.getByLabel('Arquivos para enviar').setInputFiles(first);
      for (const f of first)
        await queueItem(page, f.name)
          .getByText(/Enviado/)
          .waitFor();

      // Each row holds its reading's proposal; once every reading is done, one button files them.
      const cndt = queueItem(page, 'cndt.pdf');
      await cndt.getByText('Sugerido pela leitura do PDF.').waitFor({ timeout: 20_000 });
      const classifyAll = page.getByRole('button', { name: 'Classificar todos' });
      await page.getByText(/^\d+ arquivos? com tipo a aplicar\.$/).waitFor({ timeout: 40_000 });
      expect(await classifyAll.isEnabled()).toBe(true);
      await expectAccessible(page);
      await classifyAll.click();
      const confirm = page.getByRole('dialog', { name: /^Classificar \d+ arquivos?\?$/ });
      await confirm.getByText(`cndt.pdf → ${CNDT}`).waitFor();
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Classificar todos' }).click();
      await confirm.waitFor({ state: 'detached' });
      await cndt.getByText(`Classificado como ${CNDT}.`).waitFor();
      const went = cndt.getByRole('link', { name: CNDT });
      expect(await went.getAttribute('href')).toMatch(new RegExp(`^/diligence/${diligenceId}/`));
      await queueItem(page, 'frente.png')
        .getByText('Sem classificação fica como “Outros”.')
        .waitFor();
      await page.getByText('Nenhum arquivo com tipo a aplicar.').waitFor();
      expect(await classifyAll.isDisabled()).toBe(true);
      await page.getByRole('heading', { name: 'Arquivos (3)' }).waitFor();

      // The same CNDT and the same image again, with a new file: both are held before being stored.
      await page.getByRole('button', { name: 'Limpar concluídos' }).click();
      const verso = { name: 'verso.png', mimeType: PNG, buffer: pngOf(120, 80, [220, 200, 40]) };
      await page
        .getByLabel('Arquivos para enviar')
        .setInputFiles([{ name: 'cndt.pdf', mimeType: PDF, buffer: cndtPdf }, first[2]!, verso]);
      await queueItem(page, 'verso.png')
        .getByText(/Enviado/)
        .waitFor();
      const again = queueItem(page, 'cndt.pdf');
      await again.getByText(/Já está na sala/).waitFor();
      await again
        .getByText(`Idêntico a “cndt.pdf”, em ${CNDT}, já nos arquivos da parte.`)
        .waitFor();
      const twin = queueItem(page, 'frente.png');
      await twin.getByText(/Idêntico a “frente\.png”, em Outros/).waitFor();
      await page.getByRole('heading', { name: 'Arquivos (4)' }).waitFor();
      await expectAccessible(page);

      // "Pular" drops it from the list; "Enviar mesmo assim" keeps a second copy.
      await twin.getByRole('button', { name: 'Pular frente.png' }).focus();
      await page.keyboard.press('Enter');
      await twin.waitFor({ state: 'detached' });
      await again.getByRole('button', { name: 'Enviar mesmo assim cndt.pdf' }).click();
      await again.getByText(/Enviado/).waitFor();
      await page.getByRole('heading', { name: 'Arquivos (5)' }).waitFor();
      const grid = page.getByRole('list', { name: 'Arquivos da parte' });
      await expect.poll(() => grid.getByRole('listitem', { name: 'cndt.pdf' }).count()).toBe(2);
      await expect.poll(() => grid.getByRole('listitem', { name: 'frente.png' }).count()).toBe(1);

      // The checklist's own upload follows the same rule: the API's words, then "Enviar mesmo assim".
      await page.getByRole('link', { name: 'Documentos da parte' }).click();
      const fgts = page
        .getByTestId('documento')
        .filter({ has: page.getByText(FGTS, { exact: true }) });
      await fgts.getByLabel(`Arquivo para ${FGTS}`, { exact: true }).setInputFiles(verso);
      await fgts
        .getByRole('alert')
        .getByText('verso.png: Este arquivo é idêntico a um arquivo que a parte já tem.')
        .waitFor();
      await expectAccessible(page);
      await fgts.getByRole('button', { name: 'Enviar mesmo assim verso.png' }).click();
      await fgts.getByText('1 arquivo').waitFor();
      expect(await fgts.getByRole('alert').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
