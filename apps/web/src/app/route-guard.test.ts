import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, SCREEN_NAMES, canOpen, type Role } from '@lince/contracts/roles';
import { api } from '../lib/api-client.ts';
import { getSession, setSession } from '../lib/session.ts';
import { getSnackbar, hideSnackbar } from '../lib/snackbar.ts';
import { decideLogin, decideProtected } from './route-guard.ts';
import { loginLoader, protectedLoader, unknownPathLoader } from './guard-loaders.ts';
import { fakeJwt, makeSession, tokenExpiringIn } from '../test/fixtures.ts';

const NOW = Date.UTC(2026, 6, 1, 12);
const valid = (role: Role) =>
  makeSession({ role, AccessToken: fakeJwt({ exp: NOW / 1000 + 600 }) });

describe('route guard decisions (session, renewal, roles)', () => {
  it('a missing session is expired', () => {
    expect(decideProtected('Home', null, NOW)).toEqual({ type: 'expired' });
  });

  it('an expired access token with a refresh token asks for one renewal; without one it is expired', () => {
    const expired = makeSession({ AccessToken: fakeJwt({ exp: NOW / 1000 - 1 }) });
    expect(decideProtected('Home', expired, NOW)).toEqual({ type: 'renew' });
    expect(decideProtected('Home', { ...expired, RefreshToken: '' }, NOW)).toEqual({
      type: 'expired',
    });
    expect(decideProtected('Home', makeSession({ AccessToken: 'ilegível' }), NOW)).toEqual({
      type: 'renew',
    });
  });

  it('follows the role table for every role and screen: allowed opens, others go to /', () => {
    for (const role of ROLES) {
      for (const screen of SCREEN_NAMES) {
        const expected = canOpen(role, screen) ? { type: 'allow' } : { type: 'redirect', to: '/' };
        expect(decideProtected(screen, valid(role), NOW), `${role} → ${screen}`).toEqual(expected);
      }
    }
  });

  it('spot-checks the matrix: DEFAULT, ADMIN and LINCE roles', () => {
    expect(decideProtected('Tracks', valid('DEFAULT'), NOW)).toEqual({ type: 'redirect', to: '/' });
    expect(decideProtected('Reports', valid('ADMIN'), NOW)).toEqual({ type: 'allow' });
    expect(decideProtected('Users', valid('ADMIN'), NOW)).toEqual({ type: 'redirect', to: '/' });
    expect(decideProtected('Users', valid('LINCE_DEFAULT'), NOW)).toEqual({ type: 'allow' });
    expect(decideProtected('Settings', valid('LINCE_ADMIN'), NOW)).toEqual({
      type: 'redirect',
      to: '/',
    });
    expect(decideProtected('LawSuits', valid('DEFAULT'), NOW)).toEqual({ type: 'allow' });
  });

  it('/login sends a logged-in user to /', () => {
    expect(decideLogin(valid('DEFAULT'))).toEqual({ type: 'redirect', to: '/' });
    expect(decideLogin(null)).toEqual({ type: 'allow' });
  });
});

describe('guard loaders', () => {
  const originalAdapter = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
    hideSnackbar();
  });
  const args = {
    request: new Request('http://localhost/'),
    params: {},
    context: undefined,
  } as never;
  const location = async (run: () => unknown) => {
    try {
      await run();
      return null;
    } catch (thrown) {
      return thrown instanceof Response ? thrown.headers.get('Location') : thrown;
    }
  };

  it('unknown paths redirect to /login; /login redirects a stored session to /', async () => {
    expect(await location(() => unknownPathLoader(args))).toBe('/login');
    expect(await location(() => loginLoader(args))).toBeNull();
    setSession(makeSession());
    expect(await location(() => loginLoader(args))).toBe('/');
  });

  it('missing session: warning for 4000 ms, storage cleared, /login', async () => {
    localStorage.setItem('x', '1');
    expect(await location(() => protectedLoader('Home')(args))).toBe('/login');
    expect(getSnackbar()).toMatchObject({
      text: 'Tempo de sessão expirado',
      timeout: 4000,
      visible: true,
    });
    expect(localStorage.length).toBe(0);
  });

  it('expired token: renews once, keeps the rotated pair and opens the route', async () => {
    setSession(makeSession({ AccessToken: tokenExpiringIn(-10) }));
    const fresh = tokenExpiringIn(900);
    const adapter = vi.fn(async (config) => ({
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
      data: { AccessToken: fresh, RefreshToken: 'renovacao-nova' },
    }));
    api.defaults.adapter = adapter;
    expect(await location(() => protectedLoader('Diligence')(args))).toBeNull();
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ AccessToken: fresh, RefreshToken: 'renovacao-nova' });
  });

  it('expired token and failed renewal: warning, storage cleared, /login', async () => {
    setSession(makeSession({ AccessToken: tokenExpiringIn(-10) }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.defaults.adapter = async () => {
      throw new Error('Network Error');
    };
    expect(await location(() => protectedLoader('Home')(args))).toBe('/login');
    expect(getSession()).toBeNull();
    expect(getSnackbar().text).toBe('Tempo de sessão expirado');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a screen the role may not open redirects to /', async () => {
    setSession(makeSession({ role: 'DEFAULT' }));
    expect(await location(() => protectedLoader('Settings')(args))).toBe('/');
    expect(await location(() => protectedLoader('Home')(args))).toBeNull();
  });
});
