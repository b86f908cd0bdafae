import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daysFromToday, seedDiligenceWithEntity } from './support/documents.ts';
import { expectAccessible, signIn } from './support/journey.ts';
import { pickUp } from './support/keyboard-drag.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

/**
 * Diligence reports (issue 15), written against the API described in the contracts
 * (packages/contracts/src/reports.ts, report-document.ts) before it landed: to be run and
 * adjusted at integration.
 */
// As in production: the renderers' thread starts warm with the server.
const journey = useJourney({ REPORT_RENDERER_WARM: 'true' });

const TRACK = 'M&A — aquisição de empresa';

/** Exports `format` from the screen and waits for its row in "Relatórios exportados" to be ready. */
async function exportAndDownload(page: Page, format: 'PDF' | 'DOCX'): Promise<Download> {
  const table = page.getByRole('table', { name: 'Relatórios exportados' });
  const before = await table
    .getByRole('row')
    .count()
    .catch(() => 1);
  await page.getByRole('button', { name: `Exportar ${format}` }).click();
  await page.getByText(`Gerando o ${format}…`).waitFor();
  await page
    .getByRole('button', { name: 'Exportar PDF' })
    .and(page.locator('[disabled]'))
    .waitFor();
  await page.getByText(`Relatório ${format} pronto para baixar.`).waitFor({ timeout: 60_000 });
  await expect
    .poll(() => table.getByRole('row').count(), { timeout: 10_000 })
    .toBeGreaterThan(before);
  const row = table.getByRole('row').filter({ hasText: format }).first();
  await row.getByText('Pronto').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: new RegExp(`^Baixar ${format} `) }).click(),
  ]);
  return download;
}

describe('diligence reports (/diligence/:id/report, /custom-report)', () => {
  it(
    'previews the standard report, exports PDF and DOCX and downloads them, verifies a downloaded file and a code',
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await journey.open();
      await signIn(page, DEMO.ADMIN);
      const { diligenceId } = await seedDiligenceWithEntity(page, {
        title: 'Aquisição da Sigma',
        trackName: TRACK,
        entityName: 'Sigma Alimentos S.A.',
        cnpj: '11222333000181',
        dueDate: daysFromToday(30),
      });
      await page.goto(`/diligence/${diligenceId}/report`);
      const preview = page.getByRole('article', { name: 'Relatório de due diligence' });
      await preview.getByRole('heading', { name: '1. Resumo executivo' }).waitFor();
      await preview.getByText('Código de verificação: será gerado na exportação').first().waitFor();
      await expectAccessible(page);

      const pdf = await exportAndDownload(page, 'PDF');
      expect(pdf.suggestedFilename()).toMatch(
        /^DD-\d{4}-\d{4}-relatorio-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}\.pdf$/,
      );
      const pdfBytes = await readFile((await pdf.path())!);
      expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
      const docx = await exportAndDownload(page, 'DOCX');
      expect(docx.suggestedFilename()).toMatch(/\.docx$/);
      expect((await readFile((await docx.path())!)).subarray(0, 2).toString()).toBe('PK');

      // The list shows the SHA-256 of the PDF shortened, its full value copied by the button.
      const sha = createHash('sha256').update(pdfBytes).digest('hex');
      const table = page.getByRole('table', { name: 'Relatórios exportados' });
      await table.getByText(`${sha.slice(0, 12)}…`).waitFor();
      await table.getByRole('button', { name: `Copiar SHA-256 ${sha}` }).waitFor();
      await expectAccessible(page);

      // The newest export's code, read before the dialog hides the page from the accessibility tree.
      const code = (await table.locator('tbody tr td:nth-child(5)').first().innerText()).trim();

      // Verify the downloaded PDF, then a changed copy, then its code.
      await page.getByRole('button', { name: 'Verificar relatório' }).click();
      const dialog = page.getByRole('dialog', { name: 'Verificar relatório' });
      await dialog
        .getByLabel('Relatório a verificar (PDF ou DOCX)')
        .setInputFiles({ name: 'relatorio.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
      await dialog.getByText('Confere: o arquivo é idêntico ao relatório emitido.').waitFor();
      await dialog.getByRole('link', { name: /^DD-\d{4}-\d{4}$/ }).waitFor();
      await expectAccessible(page);
      await dialog.getByLabel('Relatório a verificar (PDF ou DOCX)').setInputFiles({
        name: 'alterado.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([pdfBytes, Buffer.from('\n')]),
      });
      await dialog.getByText(/^Não confere: nenhum relatório emitido/).waitFor();
      await dialog.getByRole('textbox', { name: 'Código de verificação' }).fill(code.toLowerCase());
      await dialog.getByRole('button', { name: 'Verificar código' }).click();
      await dialog.getByText('Confere: o código pertence a um relatório emitido.').waitFor();
      await dialog.getByRole('button', { name: 'Fechar' }).click();

      // The global search offers the verification of a typed code.
      await page.keyboard.press('/');
      await page.getByRole('combobox', { name: 'Buscar' }).fill(code);
      await page.getByRole('option', { name: `Verificar relatório ${code}` }).click();
      await page
        .getByRole('dialog', { name: 'Verificar relatório' })
        .getByText('Confere: o código pertence a um relatório emitido.')
        .waitFor();
      expect(errors).toEqual([]);
    },
  );

  it(
    'builds a custom report: orders sections by keyboard, adds a Markdown block, saves and reloads a template, exports it',
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await journey.open();
      await signIn(page, DEMO.ADMIN);
      const { diligenceId } = await seedDiligenceWithEntity(page, {
        title: 'Aquisição da Tau',
        trackName: TRACK,
        entityName: 'Tau Logística Ltda',
        cnpj: '11444777000161',
      });
      await page.goto(`/diligence/${diligenceId}/report`);
      await page.getByRole('link', { name: 'Relatório personalizado' }).click();
      const preview = page.getByRole('article', { name: 'Relatório personalizado' });
      await preview.getByRole('heading', { name: '1. Resumo executivo' }).waitFor();
      await expectAccessible(page);

      // Processos judiciais goes first, by keyboard (drag handle: Space, arrows, Space).
      await pickUp(page, page.getByRole('button', { name: 'Arrastar Processos judiciais' }));
      // Four arrows in a row, faster than the page renders: each one moves one place.
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowUp');
      await page.getByText(/Processos judiciais sobre a posição 1 /).waitFor();
      await page.keyboard.press('Space');
      await preview.getByRole('heading', { name: '1. Processos judiciais' }).waitFor();
      // Escopo leaves the report.
      await page.getByRole('checkbox', { name: /Escopo/ }).uncheck();

      // A Markdown block after Processos judiciais; raw HTML stays text.
      await page
        .getByRole('button', { name: 'Inserir bloco de texto depois de Processos judiciais' })
        .click();
      await page.keyboard.type('Observações do analista');
      await page
        .getByRole('textbox', { name: 'Texto do bloco (Markdown)' })
        .fill('Texto com **negrito** e <b>tag</b>.\n\n- item um\n- item dois');
      await preview.getByRole('heading', { name: '2. Observações do analista' }).waitFor();
      await preview.locator('strong', { hasText: 'negrito' }).waitFor();
      await preview.getByText('<b>tag</b>', { exact: false }).waitFor();
      await preview.getByRole('listitem').filter({ hasText: 'item dois' }).waitFor();
      await expectAccessible(page);

      // Saved as a template, reset, then loaded back.
      await page.getByRole('button', { name: 'Salvar como modelo' }).click();
      const naming = page.getByRole('dialog', { name: 'Salvar como modelo' });
      await naming.getByRole('textbox', { name: 'Nome do modelo' }).fill('Processos primeiro');
      await naming.getByRole('button', { name: 'Salvar' }).click();
      await naming.waitFor({ state: 'detached' });
      await page.reload();
      await page
        .getByRole('article', { name: 'Relatório personalizado' })
        .getByRole('heading', { name: '1. Resumo executivo' })
        .waitFor();
      await page.getByRole('combobox', { name: 'Modelo' }).click();
      await page.getByRole('option', { name: 'Processos primeiro' }).click();
      await preview.getByRole('heading', { name: '1. Processos judiciais' }).waitFor();
      await preview.getByRole('heading', { name: '2. Observações do analista' }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 90_000 }),
        (async () => {
          await page.getByRole('button', { name: 'Exportar PDF' }).click();
          await page.getByText('Relatório PDF pronto para baixar.').waitFor({ timeout: 60_000 });
          await page.goto(`/diligence/${diligenceId}/report`);
          const row = page
            .getByRole('table', { name: 'Relatórios exportados' })
            .getByRole('row')
            .filter({ hasText: 'Personalizado' });
          await row.getByRole('button', { name: /^Baixar PDF / }).click();
        })(),
      ]);
      expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
      await expectAccessible(page);
      expect(errors).toEqual([]);
    },
  );
});
