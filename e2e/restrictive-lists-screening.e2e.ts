import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../packages/contracts/src/br/cnpj.ts';
import { withCnpjCheckDigits } from '../packages/db/src/testing/factories.ts';
import { seedListVersion } from '../apps/api/src/testing/restrictive-lists.ts';
import { callApi, expectAccessible, readAuth, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

/**
 * The analyst's part of issue 32's journey. The CEIS version is seeded as the import writes it
 * (apps/api/src/testing/restrictive-lists.ts): the provider's import screen is in the lists-import
 * branch, not yet merged when this journey was written. Made-up rows only.
 */
describe('restrictive lists: the screening of a party', () => {
  it('the analyst sees the CEIS hit on the party, confirms it, the finding appears and the report shows the screening', async () => {
    const cnpj = withCnpjCheckDigits(
      `${String(30_000_000 + (Date.now() % 9_000_000)).slice(-8)}0001`,
    );
    expect(isValidCnpj(cnpj)).toBe(true);
    const { version } = await seedListVersion(journey.server.db, 'CEIS', [
      {
        recordKey: `CEIS-E2E-${cnpj}`,
        document: cnpj,
        name: 'OMEGA CONSTRUÇÕES FICTÍCIAS LTDA',
        category: 'Impedimento/proibição de contratar com prazo determinado',
        startDate: '2025-01-15',
        endDate: '2099-01-15',
        organ: 'Prefeitura Municipal de Cidade Imaginária',
        legalBasis: 'Lei 14.133/2021, art. 156, III',
        process: '123/2025',
      },
    ]);
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
