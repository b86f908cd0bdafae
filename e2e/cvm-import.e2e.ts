import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCnpj } from '../packages/contracts/src/br/cnpj.ts';
import {
  accountsOf,
  cvmCsv,
  cvmZip,
  listedCompany,
  type Filing,
} from '../apps/api/src/modules/financial-statements/cvm.test-support.ts';
import { callApi, expectAccessible, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const readable = async (locator: Locator) => (await locator.innerText()).replace(/\u00a0/g, ' ');

async function chooseFile(page: Page, dialog: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Escolher (outro )?arquivo/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
  await dialog.getByText(new RegExp(`^${name.replace(/\./g, '\\.')} \\(`)).waitFor();
}

describe('CVM import (/financial-statement)', () => {
  it(
    'imports the ZIP of a year of CVM open data (every listed company) and shows both years of the analysed one; another CNPJ’s file is refused naming both',
    { timeout: 300_000 },
    async () => {
      const { page, errors } = await journey.open({ allow: [/status of 400/] });
      await signIn(page, DEMO.ADMIN);
      // Fictitious listed companies with valid CNPJs; each run its own (the database may be reused).
      const seed = 1_000 + Math.floor(Math.random() * 8_000_000);
      const analysed = listedCompany(seed, 'Siderúrgica Fictícia do Vale S.A.');
      const company = await callApi<{ _id: string }>(
        page,
        'POST',
        '/financial-companies',
        analysed,
        201,
      );
      const mine: Filing = { ...analysed, year: 2024 };
      const others: Filing[] = [1, 2].map((n) => ({
        ...listedCompany(seed + n),
        year: 2024,
        ultimo: accountsOf(200n * BigInt(n)),
      }));
      await page.goto(`/financial-statement?company=${company._id}`);
      const panel = page.getByRole('region', { name: analysed.name, exact: true });
      await panel.getByText(`CNPJ ${formatCnpj(analysed.cnpj)} · Sem demonstrações`).waitFor();

      await page.getByRole('button', { name: 'Importar demonstrações' }).click();
      const upload = page.getByRole('dialog', { name: 'Importar demonstrações' });
      await upload.getByText(/Ou os dados abertos da CVM/).waitFor();
      await expectAccessible(page);

      // The DRE of another company alone: refused, both CNPJs named.
      await chooseFile(
        page,
        upload,
        'dfp_cia_aberta_DRE_con_2024.csv',
        cvmCsv('DRE', [others[0]!]),
      );
      await upload.getByRole('button', { name: 'Importar' }).click();
      await upload
        .getByRole('alert')
        .getByText(
          `dfp_cia_aberta_DRE_con_2024.csv: o arquivo da CVM é da empresa de CNPJ ${formatCnpj(others[0]!.cnpj)}, e a empresa analisada tem o CNPJ ${formatCnpj(analysed.cnpj)}.`,
        )
        .waitFor();

      // The year's three files as CVM publishes them (every company), in a ZIP.
      await chooseFile(
        page,
        upload,
        'dfp_cia_aberta_2024.zip',
        await cvmZip([others[0]!, mine, others[1]!], 2024),
      );
      await upload.getByRole('button', { name: 'Importar' }).click();
      await upload
        .getByRole('status')
        .getByText('Importação concluída. Exercícios importados: 2023 e 2024.')
        .waitFor();
      await upload
        .getByRole('list', { name: 'Avisos da importação' })
        .getByText(/^2024: A DRE da CVM não traz depreciação e amortização/)
        .waitFor();
      await expectAccessible(page);
      await upload.getByRole('button', { name: 'Fechar' }).click();
      await upload.waitFor({ state: 'detached' });

      // Both years, from CVM, audited, their totals the filing's (2024: ativo 1.500.000,00, lucro
      // 138.600,00; 2023 at 90 %: 1.350.000,00 and 124.740,00), the balance sheets closing.
      const statements = page.getByRole('table', { name: 'Demonstrações por exercício' });
      await poll(() => readable(statements.getByRole('row', { name: /^2024/ }))).toMatch(
        /^2024 · Anual\s+31\/12\/2024\s+Importada \(CVM\)\s+Auditada\s+1\.500\.000,00\s+138\.600,00\s+Fecha/,
      );
      expect(await readable(statements.getByRole('row', { name: /^2023/ }))).toMatch(
        /^2023 · Anual\s+31\/12\/2023\s+Importada \(CVM\)\s+Auditada\s+1\.350\.000,00\s+124\.740,00\s+Fecha/,
      );
      const ratios = page.getByRole('table', { name: 'Índices por exercício' });
      // Margem líquida 2024: 138.600 ÷ 1.500.000 = 9,24 %.
      await poll(() => readable(ratios.getByRole('row', { name: /Margem líquida/ }))).toContain(
        '9,24%',
      );
      await panel.getByText(`CNPJ ${formatCnpj(analysed.cnpj)} · Exercícios 2023 a 2024`).waitFor();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    },
  );
});
