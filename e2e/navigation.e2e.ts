import { describe, expect, it } from 'vitest';
import { useJourney } from './support/suite.ts';
import { expectAccessible, loginAs, pathOf, readAuth, waitForPath } from './support/journey.ts';
import { DEMO } from './support/server.ts';

const journey = useJourney();

describe('navigation rules', () => {
  it('an unknown path redirects to /login', async () => {
    const { page, context, errors } = await journey.open();
    await page.goto('/nao-existe/de-jeito-nenhum');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a logged-in user opening /login, or an unknown path, is sent to /', async () => {
    const { page, context, errors } = await journey.open();
    await loginAs(page, DEMO.ADMIN);
    await waitForPath(page, '/');
    await page.goto('/login');
    await waitForPath(page, '/');
    await page.goto('/caminho/desconhecido');
    await waitForPath(page, '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a protected route without a session warns "Tempo de sessão expirado" and goes to /login', async () => {
    const { page, context, errors } = await journey.open();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('outra-coisa', '1'));
    await page.goto('/diligence');
    await page.getByText('Tempo de sessão expirado').waitFor();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the public routes open without a session', async () => {
    const { page, context, errors } = await journey.open();
    for (const [path, heading] of [
      ['/forgot-password', 'Esqueci minha senha'],
      ['/reset/analista@demo.test', 'Redefinir senha'],
      ['/new-password/analista@demo.test', 'Primeiro acesso'],
    ]) {
      await page.goto(path!);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(pathOf(page)).toBe(path);
      expect(await readAuth(page)).toBeNull();
      await expectAccessible(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
