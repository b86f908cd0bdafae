import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from './api-client.ts';
import { getSession, setSession } from './session.ts';
import { getSnackbar, hideSnackbar } from './snackbar.ts';
import { setNavigator } from './navigation.ts';
import { makeSession } from '../test/fixtures.ts';

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown };

/** A local fake of the HTTP layer (axios's `adapter` option): records calls, answers by handler. */
function fakeAdapter(handler: Handler) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { status, data = {} } = handler(config);
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data,
      headers: {},
      config,
    };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    return response;
  };
  return { adapter, calls };
}

const header = (config: InternalAxiosRequestConfig, name: string) =>
  AxiosHeaders.from(config.headers).get(name);
const isRenewal = (config: InternalAxiosRequestConfig) => config.url === '/users/auth';

describe('api client (headers, renewal, expiry)', () => {
  const originalAdapter = api.defaults.adapter;
  const navigate = vi.fn();
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    setNavigator(navigate);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error');
    hideSnackbar();
  });
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
    setNavigator(null);
    navigate.mockReset();
    warn.mockRestore();
    error.mockRestore();
  });

  it('sends the JSON content type, the bearer token and the user header on every request', async () => {
    setSession(makeSession({ AccessToken: 'token-a', _id: 'user-42' }));
    const fake = fakeAdapter(() => ({ status: 200 }));
    api.defaults.adapter = fake.adapter;
    await api.get('/users/me');
    await api.post('/diligences', { title: 'x' });
    for (const call of fake.calls) {
      expect(header(call, 'Content-Type')).toBe('application/json');
      expect(header(call, 'Authorization')).toBe('Bearer token-a');
      expect(header(call, 'user')).toBe('user-42');
    }
    expect(fake.calls[0]!.baseURL).toBe('/v1');
  });

  it('sends no authorization without a session', async () => {
    const fake = fakeAdapter(() => ({ status: 200 }));
    api.defaults.adapter = fake.adapter;
    await api.post('/users/login', { email: 'a@b.c', password: 'x' });
    expect(header(fake.calls[0]!, 'Authorization')).toBeUndefined();
    expect(header(fake.calls[0]!, 'Content-Type')).toBe('application/json');
  });

  it('answers 401s with ONE shared renewal, then retries each request once with the new token', async () => {
    setSession(makeSession({ AccessToken: 'velho', RefreshToken: 'refresh-1' }));
    const fake = fakeAdapter((config) => {
      if (isRenewal(config))
        return { status: 200, data: { AccessToken: 'novo', RefreshToken: 'refresh-2' } };
      return header(config, 'Authorization') === 'Bearer novo'
        ? { status: 200, data: { url: config.url } }
        : { status: 401 };
    });
    api.defaults.adapter = fake.adapter;

    const results = await Promise.all([api.get('/a'), api.get('/b'), api.post('/c', {})]);

    expect(results.map((r) => r.data.url)).toEqual(['/a', '/b', '/c']);
    const renewals = fake.calls.filter(isRenewal);
    expect(renewals).toHaveLength(1);
    expect(header(renewals[0]!, 'RefreshToken')).toBe('refresh-1');
    expect(renewals[0]!.method).toBe('get');
    expect(renewals[0]!.data).toBe(''); // no body
    expect(fake.calls.filter((c) => !isRenewal(c))).toHaveLength(6); // 3 originals + 3 retries
    // The refresh token rotates: both tokens of the answer are kept.
    expect(getSession()).toEqual(makeSession({ AccessToken: 'novo', RefreshToken: 'refresh-2' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a failed renewal: logs (warn), rejects the original errors, clears storage, warns the user and goes to /login', async () => {
    setSession(makeSession({ AccessToken: 'velho' }));
    localStorage.setItem('outra', '1');
    const fake = fakeAdapter((config) =>
      isRenewal(config)
        ? { status: 401, data: { error: { code: 'X', message: 'Sessão inválida.' } } }
        : { status: 401 },
    );
    api.defaults.adapter = fake.adapter;

    const outcomes = await Promise.allSettled([api.get('/a'), api.get('/b')]);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as AxiosError;
      expect(reason.response?.status).toBe(401);
      expect(['/a', '/b']).toContain(reason.config?.url);
    }
    expect(fake.calls.filter(isRenewal)).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(getSnackbar()).toMatchObject({
      text: 'Tempo de sessão expirado',
      timeout: 4000,
      color: 'warning',
      visible: true,
    });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('does not renew for the login call, and does not loop when the retry is refused too', async () => {
    setSession(makeSession());
    const fake = fakeAdapter((config) =>
      isRenewal(config)
        ? { status: 200, data: { AccessToken: 'novo', RefreshToken: 'refresh-2' } }
        : { status: 401 },
    );
    api.defaults.adapter = fake.adapter;

    await expect(api.post('/users/login', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(fake.calls.filter(isRenewal)).toHaveLength(0);

    await expect(api.get('/users/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(fake.calls.filter(isRenewal)).toHaveLength(1);
    expect(fake.calls.filter((c) => c.url === '/users/me')).toHaveLength(2);
  });

  it('ends the session when there is no refresh token to renew with', async () => {
    setSession(makeSession({ RefreshToken: '' }));
    api.defaults.adapter = fakeAdapter(() => ({ status: 401 })).adapter;
    await expect(api.get('/users/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('refuses a renewal answer without the new refresh token (and ends the session)', async () => {
    setSession(makeSession({ AccessToken: 'velho' }));
    api.defaults.adapter = fakeAdapter((config) =>
      isRenewal(config) ? { status: 200, data: { AccessToken: 'novo' } } : { status: 401 },
    ).adapter;
    await expect(api.get('/users/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(getSession()).toBeNull();
  });

  describe('across tabs (Web Locks)', () => {
    const requested: string[] = [];
    type Work = (lock: { name: string } | null) => Promise<unknown> | unknown;
    /**
     * A stand-in for `navigator.locks`: `held` makes the first, non-waiting request find the lock
     * taken by another tab; `beforeGrant` runs while this tab waits for it.
     */
    function installLocks({ held = false, beforeGrant = () => {} } = {}) {
      Object.defineProperty(navigator, 'locks', {
        configurable: true,
        value: {
          request: async (name: string, options: Work | { ifAvailable?: boolean }, work?: Work) => {
            const run = (typeof options === 'function' ? options : work)!;
            if (typeof options !== 'function' && options.ifAvailable) {
              requested.push(`${name} (se livre)`);
              return run(held ? null : { name });
            }
            requested.push(name);
            await new Promise((resolve) => setTimeout(resolve, 5));
            beforeGrant();
            return run({ name });
          },
        },
      });
    }
    const storeFromOtherTab = (AccessToken: string, RefreshToken: string) =>
      localStorage.setItem('auth', JSON.stringify(makeSession({ AccessToken, RefreshToken })));
    const answeringOnly = (accessToken: string) =>
      fakeAdapter((config) =>
        header(config, 'Authorization') === `Bearer ${accessToken}`
          ? { status: 200, data: { url: config.url } }
          : { status: 401 },
      );
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'locks');
      requested.length = 0;
    });

    it('renews under the lock lince-renew, once for every 401 of the tab', async () => {
      installLocks();
      setSession(makeSession({ AccessToken: 'velho', RefreshToken: 'refresh-1' }));
      const fake = fakeAdapter((config) => {
        if (isRenewal(config))
          return { status: 200, data: { AccessToken: 'novo', RefreshToken: 'refresh-2' } };
        return header(config, 'Authorization') === 'Bearer novo'
          ? { status: 200 }
          : { status: 401 };
      });
      api.defaults.adapter = fake.adapter;
      await Promise.all([api.get('/a'), api.get('/b')]);
      expect(requested).toEqual(['lince-renew (se livre)']);
      expect(fake.calls.filter(isRenewal)).toHaveLength(1);
      expect(getSession()).toMatchObject({ AccessToken: 'novo', RefreshToken: 'refresh-2' });
    });

    it('uses the pair another tab stored while this one waited for the lock, without calling the server', async () => {
      setSession(makeSession({ AccessToken: 'velho', RefreshToken: 'refresh-1' }));
      installLocks({
        held: true,
        beforeGrant: () => storeFromOtherTab('da-outra-aba', 'refresh-2'),
      });
      const fake = answeringOnly('da-outra-aba');
      api.defaults.adapter = fake.adapter;
      const results = await Promise.all([api.get('/a'), api.get('/b')]);
      expect(results.map((r) => r.data.url)).toEqual(['/a', '/b']);
      expect(requested).toEqual(['lince-renew (se livre)', 'lince-renew']);
      expect(fake.calls.filter(isRenewal)).toHaveLength(0);
      expect(getSession()).toMatchObject({
        AccessToken: 'da-outra-aba',
        RefreshToken: 'refresh-2',
      });
      expect(navigate).not.toHaveBeenCalled();
    });

    it("waits, after the other tab's turn, for its pair to reach this tab's storage", async () => {
      setSession(makeSession({ AccessToken: 'velho', RefreshToken: 'refresh-1' }));
      installLocks({
        held: true,
        // The other tab's write arrives a moment after the lock (as Chromium passes it on).
        beforeGrant: () =>
          setTimeout(() => {
            storeFromOtherTab('da-outra-aba', 'refresh-2');
            window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
          }, 30),
      });
      const fake = answeringOnly('da-outra-aba');
      api.defaults.adapter = fake.adapter;
      expect((await api.get('/a')).data.url).toBe('/a');
      expect(fake.calls.filter(isRenewal)).toHaveLength(0);
    });

    it('renews itself when the other tab left no new pair within the wait', async () => {
      setSession(makeSession({ AccessToken: 'velho', RefreshToken: 'refresh-1' }));
      installLocks({ held: true });
      const fake = fakeAdapter((config) => {
        if (isRenewal(config))
          return { status: 200, data: { AccessToken: 'novo', RefreshToken: 'refresh-2' } };
        return header(config, 'Authorization') === 'Bearer novo'
          ? { status: 200 }
          : { status: 401 };
      });
      api.defaults.adapter = fake.adapter;
      await api.get('/a');
      expect(fake.calls.filter(isRenewal).map((c) => header(c, 'RefreshToken'))).toEqual([
        'refresh-1',
      ]);
    });

    it('ends the session when another tab signed out while this one waited', async () => {
      setSession(makeSession({ AccessToken: 'velho', RefreshToken: 'refresh-1' }));
      installLocks({ held: true, beforeGrant: () => localStorage.clear() });
      const fake = fakeAdapter(() => ({ status: 401 }));
      api.defaults.adapter = fake.adapter;
      await expect(api.get('/a')).rejects.toMatchObject({ response: { status: 401 } });
      expect(fake.calls.filter(isRenewal)).toHaveLength(0);
    });
  });

  it('passes other errors back to the caller untouched', async () => {
    setSession(makeSession());
    const fake = fakeAdapter(() => ({
      status: 403,
      data: { error: { code: 'FORBIDDEN', message: 'Sem permissão.' } },
    }));
    api.defaults.adapter = fake.adapter;
    await expect(api.get('/users')).rejects.toMatchObject({ response: { status: 403 } });
    expect(fake.calls).toHaveLength(1);
    expect(getSession()).not.toBeNull();
  });
});
