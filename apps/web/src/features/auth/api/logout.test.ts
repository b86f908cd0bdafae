import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';
import { fakeJwt } from '../../../test/fixtures.ts';
import { logout } from './logout.ts';

describe('logout', () => {
  const originalAdapter = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
    vi.restoreAllMocks();
  });

  it("sends the left session's bearer token and user header, with no stored session and no renewal", async () => {
    const calls: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      calls.push(config);
      return { status: 204, statusText: '204', data: '', headers: {}, config };
    };
    api.defaults.adapter = adapter;
    expect(getSession()).toBeNull();
    await logout({ _id: 'u1', AccessToken: 'token-da-sessao' });
    expect(calls).toHaveLength(1);
    const headers = AxiosHeaders.from(calls[0]!.headers);
    expect(calls[0]!.url).toBe('/users/logout');
    expect(headers.get('Authorization')).toBe('Bearer token-da-sessao');
    expect(headers.get('user')).toBe('u1');
  });

  it('only warns when the server cannot be reached or refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const adapter: AxiosAdapter = async (config) => {
      throw new AxiosError('Request failed with status code 401', 'ERR_BAD_REQUEST', config);
    };
    api.defaults.adapter = adapter;
    await expect(logout({ _id: 'u1', AccessToken: 'expirado' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('with an expired access token, renews with the refresh token first so that the logout ends the session', async () => {
    const calls: InternalAxiosRequestConfig[] = [];
    const expired = fakeJwt({ exp: Math.floor(Date.now() / 1000) - 60 });
    const adapter: AxiosAdapter = async (config) => {
      calls.push(config);
      const data =
        config.url === '/users/auth' ? { AccessToken: 'renovado', RefreshToken: 'r2' } : '';
      return { status: 200, statusText: '200', data, headers: {}, config };
    };
    api.defaults.adapter = adapter;
    await logout({ _id: 'u1', AccessToken: expired, RefreshToken: 'r1' });
    expect(calls.map((c) => c.url)).toEqual(['/users/auth', '/users/logout']);
    expect(AxiosHeaders.from(calls[0]!.headers).get('RefreshToken')).toBe('r1');
    expect(AxiosHeaders.from(calls[1]!.headers).get('Authorization')).toBe('Bearer renovado');
  });

  it('does nothing without a session', async () => {
    const adapter = vi.fn<AxiosAdapter>();
    api.defaults.adapter = adapter;
    await logout(null);
    expect(adapter).not.toHaveBeenCalled();
  });
});
