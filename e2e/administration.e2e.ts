import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from './support/mail-catcher.ts';
import {
  acceptPendingTerms,
  callApi,
  expectAccessible,
  loginAs,
  readAuth,
  waitForPath,
} from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(async () => mail?.close());
const journey = useJourney(() => ({ SMTP_URL: mail.url }));

const NEW_USER = 'carla.mendes@alfa.test';
const TEMPORARY = /ria: ([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})/;

describe('provider administration', () => {
  it('company → user → invitation over SMTP → first login → new password → terms accepted → in the app; deactivation ends the session', async () => {
    const admin = await journey.open();
    const { page } = admin;
    await loginAs(page, DEMO.LINCE_ADMIN);
    await waitForPath(page, '/');

    // Company with an alphanumeric CNPJ.
    await page.goto('/companies');
    await page.getByRole('heading', { name: 'Empresas', level: 1 }).waitFor();
    await page
      .getByRole('table', { name: 'Empresas' })
      .getByText('Demo Consultoria Ltda')
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Nova empresa' }).click();
    const companyDialog = page.getByRole('dialog', { name: 'Nova empresa' });
    await companyDialog.getByLabel('Nome').fill('Alfa Participações S.A.');
    await companyDialog.getByLabel('CNPJ').fill('12ABC34501DE30');
    await companyDialog.getByRole('button', { name: 'Salvar' }).click();
    await companyDialog.getByText('CNPJ inválido.').waitFor();
    await expectAccessible(page);
    await companyDialog.getByLabel('CNPJ').fill('');
    await companyDialog.getByLabel('CNPJ').fill('12ABC34501DE35');
    await companyDialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Empresa criada.').waitFor();
    await page.getByRole('cell', { name: '12.ABC.345/01DE-35' }).waitFor();

    // Terms of use: a draft, published, then accepted by the admin too (blocking dialog).
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Termos de uso', level: 1 }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Nova versão' }).click();
    const editor = page.getByRole('dialog', { name: 'Nova versão dos termos' });
    await editor.getByLabel('Título').fill('Termos de uso do Lince');
    await editor
      .getByLabel('Texto (Markdown)')
      .fill('# Termos\n\nUse com **responsabilidade**.\n\n<script>alert(1)</script>\n\n- item um');
    await editor
      .getByRole('region', { name: 'Pré-visualização' })
      .getByText('responsabilidade')
      .waitFor();
    expect(await editor.locator('script').count()).toBe(0);
    await expectAccessible(page);
    await editor.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.getByText('Rascunho salvo.').waitFor();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page
      .getByRole('dialog', { name: 'Publicar a versão 1?' })
      .getByRole('button', { name: 'Publicar' })
      .click();
    await page.getByRole('cell', { name: 'Vigente' }).waitFor();
    await page.reload();
    const adminTerms = page.getByRole('dialog', { name: 'Termos de uso do Lince' });
    await adminTerms.waitFor();
    await adminTerms.getByRole('button', { name: 'Aceitar' }).click();
    await adminTerms.waitFor({ state: 'detached' });

    // The user, invited by e-mail.
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Usuários', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Usuários' }).getByText(DEMO.DEFAULT).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await userDialog.getByLabel('Nome').fill('Carla Mendes');
    await userDialog.getByLabel('E-mail').fill(NEW_USER);
    await userDialog.getByLabel('CPF').fill('52998224725');
    await userDialog.getByRole('combobox', { name: 'Empresa' }).fill('Alfa');
    await page.getByRole('option', { name: /Alfa Participações/ }).click();
    await expectAccessible(page);
    await userDialog.getByRole('button', { name: 'Criar e enviar convite' }).click();
    await page.getByText(`Convite enviado para ${NEW_USER}.`).waitFor();
    await page.getByRole('cell', { name: 'Carla Mendes Convite pendente', exact: true }).waitFor();

    const invitation = await mail.waitFor(NEW_USER);
    const temporary = TEMPORARY.exec(invitation.raw)?.[1];
    expect(temporary, 'the invitation carries the temporary password').toBeTruthy();

    // First access in another browser: new password, then the blocking terms dialog.
    const invited = await journey.open({ allow: [/status of 401/] });
    await loginAs(invited.page, NEW_USER, temporary!);
    await waitForPath(invited.page, `/new-password/${NEW_USER}`);
    await invited.page.getByLabel('Nova senha', { exact: true }).fill('Carla-Senha#Forte-2026');
    await invited.page.getByLabel('Confirmar nova senha').fill('Carla-Senha#Forte-2026');
    await invited.page.getByRole('button', { name: 'Salvar senha' }).click();
    await waitForPath(invited.page, '/');
    const terms = invited.page.getByRole('dialog', { name: 'Termos de uso do Lince' });
    await terms.waitFor();
    await terms.getByText('responsabilidade').waitFor();
    await expectAccessible(invited.page);
    await invited.page.keyboard.press('Escape');
    await invited.page.mouse.click(5, 5);
    expect(await terms.isVisible()).toBe(true);
    await terms.getByRole('button', { name: 'Aceitar' }).click();
    await terms.waitFor({ state: 'detached' });
    expect((await readAuth(invited.page))?.email).toBe(NEW_USER);

    // Readable again from the user menu.
    await invited.page.getByRole('button', { name: 'Menu do usuário' }).click();
    await invited.page.getByRole('menuitem', { name: 'Termos de uso' }).click();
    const reader = invited.page.getByRole('dialog', { name: 'Termos de uso do Lince' });
    await reader.getByText('Você aceitou esta versão.').waitFor();
    await reader.getByRole('button', { name: 'Fechar' }).click();

    // The activity tab shows the invitation.
    await page.getByRole('tab', { name: 'Atividade' }).click();
    await page
      .getByRole('table', { name: 'Atividades' })
      .getByText('Usuário criado')
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Usuários' }).click();

    // Deactivation ends the invited user's session at the next request.
    await page.getByRole('button', { name: 'Desativar Carla Mendes' }).click();
    await page
      .getByRole('dialog', { name: 'Desativar usuário?' })
      .getByRole('button', { name: 'Desativar' })
      .click();
    await page.getByText('Usuário desativado; a sessão dele foi encerrada.').waitFor();
    await invited.page.reload();
    await invited.page.getByText('Tempo de sessão expirado').waitFor();
    await waitForPath(invited.page, '/login');
    expect(await readAuth(invited.page)).toBeNull();
    await loginAs(invited.page, NEW_USER, 'Carla-Senha#Forte-2026');
    await invited.page.getByText('Sua conta está desativada').waitFor();

    expect(admin.errors).toEqual([]);
    expect(invited.errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await invited.context.close();
    await admin.context.close();
    // Two browsers, SMTP and seven screens: well over the default minute on a loaded 2-core machine.
  }, 120_000);

  it('document types: the seeded catalogue, a new type, deactivation; accessible', async () => {
    const { page, context, errors } = await journey.open();
    await loginAs(page, DEMO.LINCE_DEFAULT);
    await waitForPath(page, '/');
    // The first journey published terms: accept them when the API says they are pending.
    await acceptPendingTerms(page);
    await page.goto('/document-types');
    await page.getByRole('heading', { name: 'Tipos de documento', level: 1 }).waitFor();
    await page
      .getByRole('cell', { name: 'CNDT — Certidão Negativa de Débitos Trabalhistas', exact: true })
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Novo tipo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo tipo de documento' });
    await dialog.getByLabel('Nome').fill('Certidão de Ações Trabalhistas (TRT)');
    await dialog.getByLabel('Órgão emissor').fill('Tribunal Regional do Trabalho');
    await dialog.getByLabel('Validade usual (dias)').fill('30');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Tipo de documento criado.').waitFor();
    await page.getByLabel('Buscar por nome ou órgão emissor').fill('TRT');
    await page
      .getByRole('cell', { name: 'Certidão de Ações Trabalhistas (TRT)', exact: true })
      .waitFor();
    await page
      .getByRole('button', { name: 'Desativar Certidão de Ações Trabalhistas (TRT)' })
      .click();
    await page
      .getByRole('dialog', { name: 'Desativar tipo de documento?' })
      .getByRole('button', { name: 'Desativar' })
      .click();
    await page.getByText('Tipo desativado.').waitFor();
    await page.getByText('Nenhum tipo de documento encontrado.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
  it("deactivating a company ends its users' sessions at once and blocks their login", async () => {
    const admin = await journey.open();
    await loginAs(admin.page, DEMO.LINCE_ADMIN);
    await waitForPath(admin.page, '/');
    await acceptPendingTerms(admin.page);
    // A retry of this test finds the company as an interrupted attempt left it: active again.
    const demo = await callApi<{ items: Array<{ _id: string; active: boolean }> }>(
      admin.page,
      'GET',
      `/companies?search=${encodeURIComponent('Demo Consultoria')}&page=1&pageSize=5`,
    );
    for (const company of demo.items.filter((c) => !c.active))
      await callApi(admin.page, 'POST', `/companies/${company._id}/activate`, {});

    const client = await journey.open({ allow: [/status of 40[13]/] });
    await loginAs(client.page, DEMO.ADMIN);
    await waitForPath(client.page, '/');
    await acceptPendingTerms(client.page);

    await admin.page.goto('/companies');
    await admin.page.getByLabel('Buscar por nome ou CNPJ').fill('Demo Consultoria');
    await admin.page.getByRole('button', { name: 'Desativar Demo Consultoria Ltda' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Desativar empresa?' });
    await confirm.getByText('perderão o acesso imediatamente').waitFor();
    await confirm.getByRole('button', { name: 'Desativar' }).click();
    await admin.page.getByText('Empresa desativada; os usuários dela perderam o acesso.').waitFor();
    // The provider's own company offers no deactivation.
    await admin.page.getByLabel('Buscar por nome ou CNPJ').fill('Lince Tecnologia');
    await admin.page.getByRole('cell', { name: 'Lince Tecnologia', exact: true }).waitFor();
    expect(
      await admin.page.getByRole('button', { name: 'Desativar Lince Tecnologia' }).count(),
    ).toBe(0);

    await client.page.reload();
    await client.page.getByText('Tempo de sessão expirado').waitFor();
    await waitForPath(client.page, '/login');
    await loginAs(client.page, DEMO.ADMIN);
    await client.page.getByText('Sua conta está desativada').waitFor();

    // Reactivated: the login works again.
    await admin.page.getByLabel('Buscar por nome ou CNPJ').fill('Demo Consultoria');
    await admin.page.getByRole('button', { name: 'Reativar Demo Consultoria Ltda' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Reativar empresa?' })
      .getByRole('button', { name: 'Reativar' })
      .click();
    await admin.page.getByText('Empresa reativada.').waitFor();
    await loginAs(client.page, DEMO.ADMIN);
    await waitForPath(client.page, '/');

    expect(admin.errors).toEqual([]);
    expect(client.errors).toEqual([]);
    await client.context.close();
    await admin.context.close();
  });
});
