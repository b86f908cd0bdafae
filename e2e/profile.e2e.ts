import { describe, expect, it } from 'vitest';
import { pngOf } from '../apps/api/src/testing/images.ts';
import { useJourney } from './support/suite.ts';
import { expectAccessible, loginAs, readAuth, waitForPath } from './support/journey.ts';
import { DEMO, DEMO_PASSWORD } from './support/server.ts';

const journey = useJourney();
const NEW_PASSWORD = 'Girassol-Azul#2027';

describe('user profile (/user-profile)', () => {
  it('changes name and CPF and uploads a photo cropped square: the app bar and the auth entry follow at once', async () => {
    const { page, context, errors } = await journey.open();
    await loginAs(page, DEMO.DEFAULT);
    await waitForPath(page, '/');
    await page.goto('/user-profile');
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
    expect(await page.getByLabel('Empresa', { exact: true }).inputValue()).toBe(
      'Demo Consultoria Ltda',
    );
    expect(await page.getByLabel('Perfil de acesso').inputValue()).toBe('Analista');
    expect(
      await page.getByLabel('Empresa', { exact: true }).getAttribute('readonly'),
    ).not.toBeNull();
    await expectAccessible(page);

    const name = page.getByRole('textbox', { name: 'Nome', exact: true });
    await name.fill('Ana Analista Souza');
    const cpf = page.getByRole('textbox', { name: 'CPF', exact: true });
    await cpf.fill('123');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('CPF inválido.').waitFor();
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    expect(await cpf.inputValue()).toBe('529.982.247-25');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('Dados salvos.').waitFor();
    await page.getByRole('banner').getByText('Ana Analista Souza').waitFor();
    const auth = await readAuth(page);
    expect(auth).toMatchObject({ name: 'Ana Analista Souza', cpf: '52998224725' });
    expect(auth?.AccessToken).toBeTruthy();
    expect(auth?.RefreshToken).toBeTruthy();

    // Photo: a 300 × 200 PNG is shown cropped to a square, then saved.
    await page.getByTestId('arquivo-foto').setInputFiles({
      name: 'retrato.png',
      mimeType: 'image/png',
      buffer: await pngOf(300, 200),
    });
    const preview = page.getByRole('img', { name: 'Prévia da nova foto, recortada em quadrado' });
    await preview.waitFor();
    const size = await preview.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(size).toEqual([200, 200]);
    await page.getByRole('button', { name: 'Salvar foto' }).click();
    await page.getByText('Foto atualizada.').waitFor();
    await expect
      .poll(async () => (await readAuth(page))?.avatar)
      .toMatch(/^\/v1\/users\/[^/]+\/avatar\?v=/);
    const appBarAvatar = page.getByRole('banner').locator('img');
    await expect.poll(() => appBarAvatar.getAttribute('src')).toMatch(/^blob:/);

    // After a reload the stored avatar is still shown in the app bar.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
    await expect.poll(() => appBarAvatar.getAttribute('src')).toMatch(/^blob:/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Remover foto' }).click();
    await page.getByText('Foto removida.').waitFor();
    expect((await readAuth(page))?.avatar).toBeNull();
    await expect.poll(() => appBarAvatar.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes the password (current one required), then signs in again with the new one', async () => {
    const { page, context, errors } = await journey.open({ allow: [/status of 400/] });
    await loginAs(page, DEMO.DEFAULT);
    await waitForPath(page, '/');
    await page.goto('/user-profile');
    await page.getByRole('heading', { name: 'Alterar senha' }).waitFor();
    const current = page.getByLabel('Senha atual', { exact: true });
    const next = page.getByLabel('Nova senha', { exact: true });
    const confirm = page.getByLabel('Confirmar nova senha', { exact: true });

    await current.fill('senha-errada');
    await next.fill(NEW_PASSWORD);
    await confirm.fill('outra-coisa');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('As senhas não coincidem.').waitFor();
    await confirm.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('A senha atual está incorreta.').waitFor();

    await current.fill(DEMO_PASSWORD);
    await page.getByRole('progressbar', { name: 'Força da senha' }).waitFor();
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada. As suas outras sessões foram encerradas.').waitFor();
    expect(await current.inputValue()).toBe('');
    // This session goes on.
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await waitForPath(page, '/login');

    await loginAs(page, DEMO.DEFAULT, DEMO_PASSWORD);
    await page.getByText('E-mail ou senha inválidos.').waitFor();
    await loginAs(page, DEMO.DEFAULT, NEW_PASSWORD);
    await waitForPath(page, '/');
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();
  });
});
