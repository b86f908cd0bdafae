import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../packages/contracts/src/br/cnpj.ts';
import { withCnpjCheckDigits } from '../packages/db/src/testing/factories.ts';
import {
  CEIS_HEADER,
  quotedCsv,
  sanctionRow,
  windows1252,
} from '../apps/api/src/modules/restrictive-lists/files.test-support.ts';
import { callApi, expectAccessible, readAuth, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

/** A made-up CEIS file (Portal da Transparência's layout) with one company's sanction. */
const ceisFile = (cnpj: string) =>
  windows1252(
    quotedCsv([
      CEIS_HEADER,
      sanctionRow(CEIS_HEADER, {
        CADASTRO: 'CEIS',
        'CÓDIGO DA SANÇÃO': `E2E-${cnpj}`,
        'TIPO DE PESSOA': 'Jurídica',
        'CPF OU CNPJ DO SANCIONADO': cnpj,
        'NOME DO SANCIONADO': 'OMEGA CONSTRUÇÕES FICTÍCIAS LTDA',
        'NÚMERO DO PROCESSO': '123/2025',
        'CATEGORIA DA SANÇÃO': 'Impedimento/proibição de contratar com prazo determinado',
        'DATA INÍCIO SANÇÃO': '15/01/2025',
        'DATA FINAL SANÇÃO': '15/01/2099',
        'ÓRGÃO SANCIONADOR': 'Prefeitura Municipal de Cidade Imaginária',
        'FUNDAMENTAÇÃO LEGAL': 'Lei 14.133/2021, art. 156, III',
      }),
    ]),
  );
const CEIS = 'CEIS — Empresas Inidôneas e Suspensas';
describe('restrictive lists: the screening of a party', () => {
  it('the provider imports a CEIS file; the analyst sees the hit on the party, confirms it, the finding appears and the report shows the screening', async () => {
    const cnpj = withCnpjCheckDigits(
      `${String(30_000_000 + (Date.now() % 9_000_000)).slice(-8)}0001`,
    );
    expect(isValidCnpj(cnpj)).toBe(true);
    const provider = await journey.open();
    const providerPage = provider.page;
    // The provider imports the CEIS file through "Listas restritivas".
    await signIn(providerPage, DEMO.LINCE_ADMIN);
    await providerPage.goto('/restrictive-lists');
    await providerPage.getByRole('heading', { name: 'Listas restritivas', level: 1 }).waitFor();
    const listPanel = providerPage.getByRole('region', { name: CEIS });
    await listPanel.getByRole('button', { name: `Importar ${CEIS}` }).click();
    const importDialog = providerPage.getByRole('dialog', { name: `Importar ${CEIS}` });
    const chooser = providerPage.waitForEvent('filechooser');
    await importDialog.getByRole('button', { name: 'Escolher arquivo' }).click();
    await (
      await chooser
    ).setFiles({
      name: '20260101_CEIS.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(ceisFile(cnpj)),
    });
    await importDialog.getByRole('button', { name: 'Importar', exact: true }).click();
    const done = importDialog.getByText(/^Versão \d+ em vigor, com 1 registro/);
    await done.waitFor({ timeout: 30_000 });
    const version = Number(/Versão (\d+)/.exec(await done.innerText())![1]);
    await importDialog.getByRole('button', { name: 'Fechar' }).click();
    expect(provider.errors).toEqual([]);
    await provider.context.close();

    const { page, context, errors } = await journey.open();
    await signIn(page, DEMO.DEFAULT);
    const userId = (await readAuth(page))!._id as string;
    const diligence = await callApi<{ _id: string }>(
      page,
      'POST',
      '/diligences',
      { title: 'Contratação da Ômega', purpose: 'FORNECEDOR', ownerId: userId },
      201,
    );
    const party = await callApi<{ _id: string }>(
      page,
      'POST',
      `/diligences/${diligence._id}/entities`,
      { kind: 'PJ', name: 'Ômega Construções Fictícias', document: cnpj, roleInDiligence: 'ALVO' },
      201,
    );

    // The parties list shows the chip at once (screened when the party was added).
    await page.goto(`/diligence/${diligence._id}`);
    const row = page.getByRole('row', { name: /Ômega Construções Fictícias/ });
    await row.getByText('Lista restritiva').waitFor();

    await page.goto(`/diligence/${diligence._id}/entity/${party._id}`);
    const panel = page.getByRole('region', { name: 'Listas restritivas' });
    await panel.getByText(new RegExp(`CEIS v${version}`)).waitFor();
    const hit = panel.getByRole('listitem').filter({ hasText: 'OMEGA CONSTRUÇÕES FICTÍCIAS LTDA' });
    await hit.getByText(`CEIS (versão ${version}): OMEGA CONSTRUÇÕES FICTÍCIAS LTDA`).waitFor();
    await hit.getByText('Correspondência: Documento').waitFor();
    await hit.getByText('Órgão: Prefeitura Municipal de Cidade Imaginária').waitFor();
    await hit.getByText('Vigência: 15/01/2025 a 15/01/2099').waitFor();
    await hit.getByText('Nova', { exact: true }).waitFor();
    await expectAccessible(page);

    // Discarding asks for a justification.
    await hit.getByRole('button', { name: 'Descartar' }).click();
    const discard = page.getByRole('dialog', { name: /Descartar ocorrência/ });
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await discard.getByText('Informe a justificativa para descartar a ocorrência.').waitFor();
    await expectAccessible(page);
    await discard.getByRole('button', { name: 'Cancelar' }).click();
    await discard.waitFor({ state: 'detached' });

    await hit.getByRole('button', { name: 'Confirmar' }).click();
    const confirm = page.getByRole('dialog', { name: /Confirmar ocorrência/ });
    await confirm.getByRole('textbox', { name: /Observação/ }).fill('Mesmo CNPJ da parte.');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await hit.getByText('Confirmada', { exact: true }).waitFor();
    // The finding it proposed, on the party's findings.
    await page
      .getByRole('region', { name: 'Apontamentos da parte' })
      .getByText('Consta em lista restritiva: CEIS — OMEGA CONSTRUÇÕES FICTÍCIAS LTDA')
      .waitFor();

    // The report: the party's screening, its versions and the decision.
    await page.goto(`/diligence/${diligence._id}/report`);
    const preview = page.getByRole('article', { name: 'Relatório de due diligence' });
    await preview.getByRole('heading', { name: 'Listas restritivas' }).first().waitFor();
    await preview.getByText(`CEIS (versão ${version})`).first().waitFor();
    await preview
      .getByText(/Confirmada por .* Mesmo CNPJ da parte\./)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
