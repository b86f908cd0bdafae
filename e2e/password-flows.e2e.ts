import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserCommand } from '../apps/api/src/cli.ts';
import { startMailCatcher } from './support/mail-catcher.ts';
import { expectAccessible, loginAs, readAuth, waitForPath } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(async () => mail?.close());
const journey = useJourney(() => ({ SMTP_URL: mail.url }));

describe('password recovery by e-mail', () => {
  it('forgot → code received over SMTP → reset → login with the new password', async () => {
    const { page, context, errors } = await journey.open({ allow: [/status of 401/] });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await waitForPath(page, '/forgot-password');
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(DEMO.DEFAULT);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await waitForPath(page, `/reset/${DEMO.DEFAULT}`);
    await page.getByText('Se o e-mail estiver cadastrado, enviaremos um código').first().waitFor();

    const message = await mail.waitFor(DEMO.DEFAULT);
    const code = /digo: (\d{6})/.exec(message.raw)?.[1];
    expect(code, 'the e-mail carries a 6-digit code').toMatch(/^\d{6}$/);

    await expectAccessible(page);
    await page.getByLabel('Código').fill(code!);
    await page.getByLabel('Nova senha', { exact: true }).fill('Outra-Senha#Forte-2026');
    await page.getByLabel('Confirmar nova senha').fill('Outra-Senha#Forte-2026');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await waitForPath(page, '/login');

    await loginAs(page, DEMO.DEFAULT, 'Outra-Senha#Forte-2026');
    await waitForPath(page, '/');
    expect((await readAuth(page))?.email).toBe(DEMO.DEFAULT);

    // The code is single-use and the old password no longer works.
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await waitForPath(page, '/login');
    await loginAs(page, DEMO.DEFAULT);
    await page.getByText('E-mail ou senha inválidos.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown e-mail gets the same neutral answer and no message', async () => {
    const { page, context, errors } = await journey.open();
    const before = mail.messages.length;
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill('ninguem@nao-existe.test');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await waitForPath(page, '/reset/ninguem@nao-existe.test');
    await page.getByText('Se o e-mail estiver cadastrado, enviaremos um código').first().waitFor();
    await new Promise((r) => setTimeout(r, 500));
    expect(mail.messages.length).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('first access with a temporary password', () => {
  it('login with the temporary password goes to /new-password/{username}, then into the app', async () => {
    const lines: string[] = [];
    const code = await createUserCommand(
      journey.server.db,
      [
        '--email',
        'nova.analista@demo.test',
        '--name',
        'Nova Analista',
        '--role',
        'DEFAULT',
        '--company',
        'Demo Consultoria Ltda',
      ],
      { out: (l) => lines.push(l), err: (l) => lines.push(l) },
    );
    expect(code).toBe(0);
    const temporary = /Senha temporária: (\S+)/.exec(lines.join('\n'))?.[1];
    expect(temporary).toBeTruthy();

    const { page, context, errors } = await journey.open();
    await loginAs(page, 'nova.analista@demo.test', temporary!);
    await waitForPath(page, '/new-password/nova.analista@demo.test');
    expect(await readAuth(page)).toBeNull();
    await expectAccessible(page);

    await page.getByLabel('Nova senha', { exact: true }).fill('curta');
    await page.getByLabel('Confirmar nova senha').fill('outra');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText('A senha deve ter pelo menos 8 caracteres.').waitFor();

    await page.getByLabel('Nova senha', { exact: true }).fill('Minha-Senha#Nova-2026');
    await page.getByLabel('Confirmar nova senha').fill('Minha-Senha#Nova-2026');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await waitForPath(page, '/');
    const auth = await readAuth(page);
    expect(auth?.email).toBe('nova.analista@demo.test');
    expect(auth?.role).toBe('DEFAULT');

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await waitForPath(page, '/login');
    await loginAs(page, 'nova.analista@demo.test', 'Minha-Senha#Nova-2026');
    await waitForPath(page, '/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
