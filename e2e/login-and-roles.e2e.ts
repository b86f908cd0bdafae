import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_SCREENS, SCREEN_ROUTES, type Role } from '@lince/contracts';
import { useJourney } from './support/suite.ts';
import {
  expectAccessible,
  jwtPayload,
  loginAs,
  pathOf,
  readAuth,
  waitForPath,
} from './support/journey.ts';
import { DEMO } from './support/server.ts';

const journey = useJourney();

const drawerTitles = (role: Role) =>
  SCREEN_ROUTES.filter((r) => r.inDrawer && ROLE_SCREENS[role].has(r.name)).map((r) => r.title);

describe('login for each role', () => {
  it.each(ROLES)(
    '%s signs in, lands on / and sees only the entries its role may open',
    async (role) => {
      const { page, context, errors } = await journey.open();
      await loginAs(page, DEMO[role]);
      await waitForPath(page, '/');

      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      await nav.getByRole('link', { name: 'Início', exact: true }).waitFor();
      const entries = await nav.getByRole('link').allInnerTexts();
      expect(entries.map((t) => t.trim())).toEqual(drawerTitles(role));

      const auth = await readAuth(page);
      expect(auth).not.toBeNull();
      expect(Object.keys(auth!).sort()).toEqual(
        [
          '_id',
          'name',
          'email',
          'cpf',
          'avatar',
          'company',
          'role',
          'createdAt',
          'AccessToken',
          'RefreshToken',
        ].sort(),
      );
      expect(Object.keys(auth!.company as object).sort()).toEqual(['_id', 'cnpj', 'name']);
      expect(auth!.role).toBe(role);
      expect(auth!.email).toBe(DEMO[role]);
      expect(jwtPayload(auth!.AccessToken as string).sub).toBe(auth!._id);
      expect(typeof jwtPayload(auth!.AccessToken as string).exp).toBe('number');

      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('a wrong password shows one Portuguese message and keeps the user on /login', async () => {
    const { page, context, errors } = await journey.open({ allow: [/status of 401/] });
    await loginAs(page, DEMO.DEFAULT, 'senha-errada-123');
    await page.getByText('E-mail ou senha inválidos.').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await readAuth(page)).toBeNull();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('role redirects (a route the role may not open sends the user to /)', () => {
  const cases: Array<[Role, string]> = [
    ['DEFAULT', '/users'],
    ['DEFAULT', '/settings'],
    ['DEFAULT', '/tracks'],
    ['ADMIN', '/companies'],
    ['ADMIN', '/terms'],
    ['LINCE_DEFAULT', '/settings'],
    ['LINCE_ADMIN', '/financial-statement'],
  ];
  it.each(cases)('%s opening %s goes to /', async (role, path) => {
    const { page, context, errors } = await journey.open({ allow: [/status of 404/] });
    await loginAs(page, DEMO[role]);
    await waitForPath(page, '/');
    await page.goto(path);
    await waitForPath(page, '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['ADMIN', '/settings', 'Configurações'],
    ['ADMIN', '/reports', 'Indicadores'],
    ['LINCE_ADMIN', '/users', 'Usuários'],
    // An id that does not exist: the screen opens (the role may) and says so.
    ['DEFAULT', '/diligence/123/sight', 'Diligência não encontrada'],
  ] as Array<[Role, string, string]>)('%s may open %s', async (role, path, title) => {
    const { page, context, errors } = await journey.open({ allow: [/status of 404/] });
    await loginAs(page, DEMO[role]);
    await waitForPath(page, '/');
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(pathOf(page)).toBe(path);
    expect(errors).toEqual([]);
    await context.close();
  });
});
