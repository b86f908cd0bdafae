import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../apps/api/src/testing/images.ts';
import { startFakeViaCep, type FakeViaCep } from '../apps/api/src/testing/viacep-server.ts';
import { useJourney } from './support/suite.ts';
import { expectAccessible, loginAs, waitForPath } from './support/journey.ts';
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

async function openSettings() {
  const watched = await journey.open({ allow: [/status of 404/, /status of 503/] });
  await loginAs(watched.page, DEMO.ADMIN);
  await waitForPath(watched.page, '/');
  await watched.page.goto('/settings');
  await watched.page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
  await watched.page.getByLabel('Nome da empresa').waitFor();
  return watched;
}

describe('settings (/settings, ADMIN)', () => {
  it('a found CEP fills the address; company data, branding and SLA days are saved and kept', async () => {
    const { page, context, errors } = await openSettings();
    expect(await page.getByLabel('CNPJ', { exact: true }).inputValue()).toBe('48.291.735/0001-48');
    // The demo company's published tracks (four eyes on by default).
    const track = page.getByLabel('Trilha padrão das novas diligências');
    expect(await track.isDisabled()).toBe(false);
    expect(await track.locator('option').allTextContents()).toEqual([
      '—',
      'Homologação de fornecedor',
      'Imobiliária — compra de imóvel',
      'M&A — aquisição de empresa',
    ]);
    const fourEyes = page.getByRole('checkbox', { name: /Exigir revisão por outra pessoa/ });
    expect(await fourEyes.isChecked()).toBe(true);
    await expectAccessible(page);
    await track.selectOption({ label: 'Homologação de fornecedor' });

    await page.getByRole('textbox', { name: 'CEP' }).pressSequentially('01001000');
    const street = page.getByRole('textbox', { name: 'Logradouro' });
    await expect.poll(() => street.inputValue()).toBe('Praça da Sé');
    expect(await page.getByRole('textbox', { name: 'Bairro' }).inputValue()).toBe('Sé');
    expect(await page.getByRole('textbox', { name: 'Cidade' }).inputValue()).toBe('São Paulo');
    expect(await page.getByRole('combobox', { name: 'UF' }).inputValue()).toBe('SP');
    await page.getByRole('textbox', { name: 'Número' }).fill('250');
    await page.getByLabel('Nome da empresa').fill('Demo Consultoria e Auditoria Ltda');
    await page.getByRole('textbox', { name: 'Cor de destaque', exact: true }).fill('#0a7f5c');
    await page.getByLabel('Texto do rodapé').fill('Documento confidencial.');
    await page.getByLabel('Coleta (dias)').fill('10');
    await page.getByLabel('Revisão (dias)').fill('400');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await page.getByText('Use um número inteiro de 0 a 365.').waitFor();
    await page.getByLabel('Revisão (dias)').fill('3');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await page.getByText('Configurações salvas.').waitFor();
    // The app bar shows the new company name at once.
    await page
      .getByRole('banner')
      .getByText(/Demo Consultoria e Auditoria Ltda/)
      .waitFor();

    // A logo upload shows its preview.
    await page.getByTestId('arquivo-logotipo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await pngOf(160, 60),
    });
    await page.getByText('Logotipo atualizado.').waitFor();
    await page.getByRole('img', { name: 'Logotipo atual dos relatórios' }).waitFor();

    await page.reload();
    await page.getByLabel('Nome da empresa').waitFor();
    expect(await page.getByLabel('Nome da empresa').inputValue()).toBe(
      'Demo Consultoria e Auditoria Ltda',
    );
    expect(await page.getByRole('textbox', { name: 'CEP' }).inputValue()).toBe('01001-000');
    expect(await page.getByRole('textbox', { name: 'Número' }).inputValue()).toBe('250');
    expect(
      await page.getByRole('textbox', { name: 'Cor de destaque', exact: true }).inputValue(),
    ).toBe('#0A7F5C');
    expect(await page.getByLabel('Coleta (dias)').inputValue()).toBe('10');
    expect(await page.getByLabel('Análise (dias)').inputValue()).toBe('');
    expect(
      await page
        .getByLabel('Trilha padrão das novas diligências')
        .locator('option:checked')
        .textContent(),
    ).toBe('Homologação de fornecedor');
    await page.getByRole('img', { name: 'Logotipo atual dos relatórios' }).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown CEP is a field error "CEP não encontrado."', async () => {
    const { page, context, errors } = await openSettings();
    const cep = page.getByRole('textbox', { name: 'CEP' });
    await cep.fill('');
    await cep.pressSequentially('99999999');
    await page.getByText('CEP não encontrado.').waitFor();
    expect(await cep.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('with the CEP service down the form warns without blocking and the address is typed by hand', async () => {
    viacep.down = true;
    try {
      const { page, context, errors } = await openSettings();
      const cep = page.getByRole('textbox', { name: 'CEP' });
      await cep.fill('');
      await cep.pressSequentially('22070011');
      await page
        .getByText('Não foi possível consultar o CEP agora; preencha o endereço manualmente.')
        .waitFor();
      await page.getByRole('textbox', { name: 'Logradouro' }).fill('Avenida Atlântica');
      await page.getByRole('textbox', { name: 'Número' }).fill('1702');
      await page.getByRole('textbox', { name: 'Bairro' }).fill('Copacabana');
      await page.getByRole('textbox', { name: 'Cidade' }).fill('Rio de Janeiro');
      await page.getByRole('combobox', { name: 'UF' }).selectOption('RJ');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Salvar configurações' }).click();
      await page.getByText('Configurações salvas.').waitFor();
      await page.reload();
      await page.getByLabel('Nome da empresa').waitFor();
      expect(await page.getByRole('textbox', { name: 'Logradouro' }).inputValue()).toBe(
        'Avenida Atlântica',
      );
      expect(await page.getByRole('combobox', { name: 'UF' }).inputValue()).toBe('RJ');
      expect(errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
      await context.close();
    } finally {
      viacep.down = false;
    }
  });

  it('a DEFAULT user cannot open /settings', async () => {
    const { page, context, errors } = await journey.open();
    await loginAs(page, DEMO.DEFAULT);
    await waitForPath(page, '/');
    await page.goto('/settings');
    await waitForPath(page, '/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
