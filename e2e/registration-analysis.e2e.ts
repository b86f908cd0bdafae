import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '@lince/contracts/br/cpf';
import { KNOWN_CNPJ } from '@lince/contracts/testing';
import {
  brasilApiCompany,
  startFakeBrasilApi,
  type FakeBrasilApi,
} from '../apps/api/src/testing/brasilapi-server.ts';
import { withCnpjCheckDigits, withCpfCheckDigits } from '../packages/db/src/testing/factories.ts';
import { callApi, expectAccessible, readAuth, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

/** A partner of the QSA who is already a party of the diligence (recognised, never added again). */
const PRESENT_CPF = withCpfCheckDigits('714602380');
const UNKNOWN_CNPJ = withCnpjCheckDigits('444444440001');
/** The whole CPF of the partner Receita shows as `***998224**`. */
const MASKED_PARTNER_CPF = withCpfCheckDigits('123998224');
/** The CPF the analyst types for the partner Receita shows without any digit. */
const PRESENT_CPF_OF_ANA = withCpfCheckDigits('321654987');
const company = brasilApiCompany();
const QSA = [
  ...(company.qsa as Record<string, unknown>[]),
  {
    identificador_de_socio: 2,
    nome_socio: 'CARLOS PRESENTE',
    cnpj_cpf_do_socio: PRESENT_CPF,
    qualificacao_socio: 'Administrador',
    data_entrada_sociedade: '2015-03-02',
  },
  {
    identificador_de_socio: 2,
    nome_socio: 'ANA OCULTA',
    cnpj_cpf_do_socio: '***.***.***-**',
    qualificacao_socio: 'Diretor',
    data_entrada_sociedade: '2019-08-01',
  },
];

let api: FakeBrasilApi;
beforeAll(async () => {
  api = await startFakeBrasilApi({ companies: { [KNOWN_CNPJ]: { ...company, qsa: QSA } } });
});
afterAll(async () => {
  await api.close();
});
const journey = useJourney(() => ({ CNPJ_PROVIDER_URL: api.url }));

/** A diligence of the analyst with its target company (declared data) and one present partner. */
async function seed(page: Page, document = KNOWN_CNPJ) {
  const ownerId = (await readAuth(page))!._id as string;
  const diligence = await callApi<{ _id: string }>(
    page,
    'POST',
    '/diligences',
    { title: 'Aquisição da Águia Azul', purpose: 'M_A', ownerId },
    201,
  );
  const base = `/diligences/${diligence._id}/entities`;
  const target = await callApi<{ _id: string }>(
    page,
    'POST',
    base,
    {
      kind: 'PJ',
      name: 'Construtora Aguia Azul Ltda.',
      document,
      roleInDiligence: 'ALVO',
      birthOrFoundationDate: '2005-11-04',
    },
    201,
  );
  await callApi(
    page,
    'POST',
    base,
    { kind: 'PF', name: 'Carlos Presente', document: PRESENT_CPF, roleInDiligence: 'OUTRO' },
    201,
  );
  return { diligenceId: diligence._id, entityId: target._id };
}

/** The entity list's Cadastro link of the target (decision 011: the entity's id in the URL). */
async function openCadastro(page: Page, diligenceId: string, entityId: string) {
  await page.goto(`/diligence/${diligenceId}`);
  await page.getByRole('link', { name: 'Cadastro de Construtora Aguia Azul Ltda.' }).click();
  await page.waitForURL(`**/diligence/${diligenceId}/registration/${entityId}`);
  await page.getByRole('heading', { name: 'Construtora Aguia Azul Ltda.' }).waitFor();
}

/**
 * On the diligence's parties: the partner added with the CPF Receita masks shows "CPF a
 * completar" until the analyst types a CPF with the same visible digits; global search finds him.
 */
async function completeMaskedCpf(page: Page) {
  const partyRow = page.getByRole('row').filter({ hasText: 'JOSÉ DA SILVA' });
  await partyRow.getByText('***.998.224-**').waitFor();
  await partyRow.getByText('CPF a completar').waitFor();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Editar JOSÉ DA SILVA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar parte: JOSÉ DA SILVA' });
  const cpf = dialog.getByRole('textbox', { name: 'CPF' });
  await dialog.getByText(/CPF a completar: a Receita mostra \*\*\*\.998\.224-\*\*/).waitFor();
  await cpf.fill('529.982.247-25');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText(/não confere com os dígitos visíveis/).waitFor();
  await cpf.fill(MASKED_PARTNER_CPF);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await partyRow.getByText(formatCpf(MASKED_PARTNER_CPF)).waitFor();
  expect(await partyRow.getByText('CPF a completar').count()).toBe(0);

  // Global search finds the person by name, with the CPF now whole.
  await page.locator('body').press('/');
  const search = page.getByRole('dialog', { name: 'Buscar' });
  await search.getByRole('combobox', { name: 'Buscar' }).fill('jose da silva');
  // (Other journeys of this file add a José da Silva to diligences of their own.)
  const option = search
    .getByRole('group', { name: 'Partes' })
    .getByRole('option', { name: /JOSÉ DA SILVA/ })
    .filter({ hasText: `PF · ${formatCpf(MASKED_PARTNER_CPF)}` });
  await option.waitFor();
  await page.keyboard.press('Escape');
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('registration analysis', () => {
  it('consults the Receita, shows divergences, adds QSA partners, concludes, proposes a finding, opens an earlier snapshot', async () => {
    const { page, errors } = await journey.open({ width: 1366, height: 768 });
    await signIn(page, DEMO.DEFAULT);
    const { diligenceId, entityId } = await seed(page);
    await openCadastro(page, diligenceId, entityId);
    const consult = section(page, 'Consulta cadastral');
    await consult.getByText('Nenhuma consulta cadastral desta parte ainda.').waitFor();
    await expectAccessible(page);

    await consult.getByRole('button', { name: 'Consultar na Receita' }).click();
    await consult.getByText('Consulta mais recente: consulta à fonte').waitFor();
    expect(api.requests).toContain(`/api/cnpj/v1/${KNOWN_CNPJ}`);

    // Declared × registration: the name differs only in writing; the foundation date differs.
    const compared = page.getByRole('table', { name: 'Declarado na diligência × cadastro' });
    const divergent = compared.locator('tr[data-divergent]');
    expect(await divergent.count()).toBe(1);
    expect(await divergent.innerText()).toMatch(
      /Data de fundação.*Divergente\s+04\/11\/2005\s+03\/11\/2005/s,
    );
    await page.getByLabel('Situação cadastral: Ativa').waitFor();
    const data = section(page, 'Dados cadastrais');
    await data.getByText('R$ 1.500.000,50').waitFor();
    await data.getByText('4120-4/00 — Construção de edifícios').waitFor();

    // QSA: the present partner is recognised; "Adicionar todos" adds the three it can — the one
    // whose CPF Receita masks as a person with the CPF to be completed — and says why not Ana.
    const qsa = section(page, 'Quadro de sócios e administradores (QSA)');
    const row = (name: string) => qsa.getByRole('row').filter({ hasText: name });
    await row('JOSÉ DA SILVA').getByText('CPF a completar').waitFor();
    await row('CARLOS PRESENTE')
      .getByRole('link', { name: /Já é parte/ })
      .waitFor();
    await qsa.getByRole('button', { name: 'Adicionar todos' }).click();
    const said = qsa.getByRole('status');
    await said
      .getByText('3 partes adicionadas: JOSÉ DA SILVA, MARIA SOUZA, HOLDING FALCÃO S.A.')
      .waitFor();
    await said.getByText(/ANA OCULTA: CPF mascarado sem os seis dígitos do meio/).waitFor();
    for (const name of ['JOSÉ DA SILVA', 'MARIA SOUZA', 'HOLDING FALCÃO S.A.'])
      await row(name)
        .getByRole('link', { name: /Já é parte/ })
        .waitFor();
    expect(await qsa.getByRole('button', { name: /^Adicionar como parte/ }).count()).toBe(0);
    expect(await qsa.getByRole('button', { name: 'Adicionar todos' }).isDisabled()).toBe(true);
    await qsa
      .getByText('Os sócios que faltam não têm CPF/CNPJ utilizável: cadastre-os em Partes.')
      .waitFor();
    await expectAccessible(page);

    // The conclusion of this snapshot.
    const conclusion = section(page, 'Conclusão da análise');
    await conclusion.getByRole('radio', { name: 'Regular com ressalvas' }).check();
    await conclusion
      .getByRole('textbox', { name: 'Observações' })
      .fill('Data de fundação diverge em um dia.');
    await conclusion.getByRole('button', { name: 'Salvar conclusão' }).click();
    await conclusion.getByText('Conclusão registrada: Regular com ressalvas.').waitFor();

    // A BAIXADA file imported (keyboard): a new snapshot that proposes a finding.
    const chooser = page.waitForEvent('filechooser');
    await consult.getByRole('button', { name: 'Importar JSON' }).focus();
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: 'cnpj.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          ...company,
          descricao_situacao_cadastral: 'BAIXADA',
          data_situacao_cadastral: '2024-02-10',
        }),
      ),
    });
    const dialog = page.getByRole('dialog', { name: 'Novo apontamento' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(
      'Situação cadastral baixada: Construtora Aguia Azul Ltda.',
    );
    expect(await dialog.getByRole('combobox', { name: /Gravidade/ }).innerText()).toBe('Alta');
    expect(await dialog.getByRole('textbox', { name: 'Descrição' }).inputValue()).toContain(
      'Desde: 10/02/2024',
    );
    await dialog.getByRole('button', { name: 'Registrar apontamento' }).click();
    await dialog.waitFor({ state: 'detached' });
    const findings = section(page, 'Apontamentos de cadastro');
    await findings
      .getByRole('listitem', { name: 'Situação cadastral baixada: Construtora Aguia Azul Ltda.' })
      .waitFor();
    await consult.getByText('Consulta mais recente: arquivo importado').waitFor();
    await page.getByLabel('Situação cadastral: Baixada').waitFor();
    await expectAccessible(page);

    // The earlier snapshot, by its own address, with its conclusion.
    await consult.getByRole('combobox', { name: 'Consultas (2)' }).click();
    await page.getByRole('option', { name: /Consulta à fonte/ }).click();
    await consult.getByText('Consulta anterior: consulta à fonte').waitFor();
    expect(page.url()).not.toContain(entityId);
    // The snapshot's own address opens it (resolved through the snapshot, not the entity).
    await page.reload();
    await consult.getByText('Consulta anterior: consulta à fonte').waitFor();
    await page.getByLabel('Situação cadastral: Ativa').waitFor();
    expect(await conclusion.getByRole('radio', { name: 'Regular com ressalvas' }).isChecked()).toBe(
      true,
    );

    // The partners are parties of the diligence now, below the target.
    await page.goto(`/diligence/${diligenceId}`);
    for (const name of ['JOSÉ DA SILVA', 'MARIA SOUZA', 'HOLDING FALCÃO S.A.', 'Carlos Presente']) {
      const link = page.getByRole('link', { name: `Documentos de ${name}`, exact: true });
      await link.waitFor();
      expect(await link.count()).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it('QSA partners Receita masks: one added with the CPF to be completed and completed, one registered from a prefilled form', async () => {
    const { page, errors } = await journey.open({ width: 1366, height: 768 });
    await signIn(page, DEMO.DEFAULT);
    const { diligenceId, entityId } = await seed(page);
    const snapshot = await callApi<{ _id: string }>(
      page,
      'POST',
      `/diligences/${diligenceId}/entities/${entityId}/registrations`,
      { source: 'PROVIDER' },
      201,
    );
    await callApi(
      page,
      'POST',
      `/diligences/${diligenceId}/registrations/${snapshot._id}/partners`,
      { indexes: [0] },
      201,
    );
    await openCadastro(page, diligenceId, entityId);
    const qsa = section(page, 'Quadro de sócios e administradores (QSA)');
    await qsa
      .getByRole('row')
      .filter({ hasText: 'JOSÉ DA SILVA' })
      .getByRole('link', { name: /Já é parte/ })
      .waitFor();

    // Ana: no digits to go on — the party form opens with what the QSA says.
    await qsa.getByRole('link', { name: /^Cadastrar em Partes: ANA OCULTA/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova parte' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Nome completo' }).inputValue()).toBe(
      'ANA OCULTA',
    );
    expect(await dialog.getByRole('radio', { name: 'Pessoa física (PF)' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('combobox', { name: /Papel na diligência/ }).innerText()).toBe(
      'Administrador',
    );
    expect(
      await dialog.getByRole('combobox', { name: 'Participa de' }).innerText(),
    ).toContain('Construtora Aguia Azul Ltda.');
    expect(await dialog.getByRole('combobox', { name: 'Relação' }).inputValue()).toBe('Diretor');
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: /^CPF/ }).fill(formatCpf(PRESENT_CPF_OF_ANA));
    await dialog.getByRole('button', { name: 'Adicionar parte' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('row').filter({ hasText: 'ANA OCULTA' }).getByText('Diretor').waitFor();

    await completeMaskedCpf(page);
    expect(errors).toEqual([]);
  });

  it('a CNPJ the source does not know: the message, with the import and the form offered', async () => {
    const { page, errors } = await journey.open({ allow: [/status of 404/] });
    await signIn(page, DEMO.DEFAULT);
    const { diligenceId, entityId } = await seed(page, UNKNOWN_CNPJ);
    await openCadastro(page, diligenceId, entityId);
    const consult = section(page, 'Consulta cadastral');
    await consult.getByRole('button', { name: 'Consultar na Receita' }).click();
    const alert = consult.getByRole('alert');
    await alert.getByText('CNPJ não encontrado na fonte consultada.').waitFor();
    await alert.getByRole('button', { name: 'Digitar dados' }).click();
    const form = page.getByRole('dialog', { name: 'Digitar dados cadastrais' });
    await form.getByRole('textbox', { name: 'Razão social' }).fill('Construtora Aguia Azul Ltda.');
    await form.getByRole('combobox', { name: /Situação cadastral/ }).click();
    await page.getByRole('option', { name: 'Inapta' }).click();
    await form.getByRole('button', { name: 'Registrar dados' }).click();
    await page.getByRole('dialog', { name: 'Novo apontamento' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await consult.getByText('Consulta mais recente: digitado').waitFor();
    await section(page, 'Apontamentos de cadastro')
      .getByText('Situação cadastral inapta sem apontamento em aberto.')
      .waitFor();
    expect(errors).toEqual([]);
  });
});
