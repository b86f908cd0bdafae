import { describe, expect, it } from 'vitest';
import { useJourney } from './support/suite.ts';
import { expectAccessible, loginAs, waitForPath } from './support/journey.ts';
import { DEMO } from './support/server.ts';

const journey = useJourney();

describe('default layout', () => {
  it('at lg and above (1280 px) the drawer is permanent, with no menu button', async () => {
    const { page, context, errors } = await journey.open({ width: 1280 });
    await loginAs(page, DEMO.ADMIN);
    await waitForPath(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Configurações' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Configurações' }).click();
    await waitForPath(page, '/settings');
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    await expect
      .poll(() => nav.getByRole('link', { name: 'Configurações' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('below lg the drawer is temporary, opened by the "Menu" button and closed after choosing', async () => {
    const { page, context, errors } = await journey.open({ width: 1000, height: 800 });
    await loginAs(page, DEMO.LINCE_ADMIN);
    await waitForPath(page, '/');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.waitFor();
    const link = page.getByRole('link', { name: 'Empresas' });
    expect(await link.isVisible()).toBe(false);
    await menu.click();
    await link.waitFor({ state: 'visible' });
    await link.click();
    await waitForPath(page, '/companies');
    await page.getByRole('heading', { level: 1, name: 'Empresas' }).waitFor();
    await link.waitFor({ state: 'hidden' });
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the user menu opens the profile and signs out', async () => {
    const { page, context, errors } = await journey.open();
    await loginAs(page, DEMO.DEFAULT);
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await waitForPath(page, '/user-profile');
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await page.goto('/');
    await waitForPath(page, '/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
