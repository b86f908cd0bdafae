import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { REFRESH_TOKEN_HEADER, USER_HEADER } from '@lince/contracts/http';
import { nextStoredSession, withRenewLock } from './renewal-lock.ts';
import { getSession, updateTokens } from './session.ts';
import { endExpiredSession } from './session-expiry.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not answer a 401 of this call with a token renewal (public calls, logout, the renewal itself). */
    skipAuthRenewal?: boolean;
    /** Set on the one retry that follows a renewal. */
    _retried?: boolean;
  }
}

export const API_BASE_URL = '/v1';
export const RENEW_PATH = '/users/auth';

/** Calls whose 401 means "wrong credentials / code", never "the session expired". */
const NO_RENEWAL_PATHS = [
  '/users/login',
  RENEW_PATH,
  '/users/forgot-password',
  '/users/reset-password',
  '/users/new-password',
  '/users/logout',
];

function pathOf(config: InternalAxiosRequestConfig): string {
  return (config.url ?? '').split('?')[0]!.replace(/^\/v1(?=\/)/, '');
}

/** The one axios instance of the app: session headers, one shared renewal on 401, expiry. */
export const api: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  // axios's adapters drop Content-Type from a request whose body is undefined (a GET, a bodiless
  // POST); an empty body keeps the JSON content type every request must carry and still sends nothing.
  transformRequest: [
    ...[axios.defaults.transformRequest ?? []].flat(),
    (data: unknown) => (data === undefined ? '' : data),
  ],
});

// Every request carries a JSON content type, the bearer access token and the user id.
api.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  if (!(config.data instanceof FormData)) headers.set('Content-Type', 'application/json');
  const session = getSession();
  if (session) {
    headers.set('Authorization', `Bearer ${session.AccessToken}`);
    headers.set(USER_HEADER, session._id);
  }
  config.headers = headers;
  return config;
});

const isToken = (value: unknown): value is string => typeof value === 'string' && value !== '';

let renewal: Promise<string> | null = null;

/**
 * Renews the session (`GET /v1/users/auth`, header RefreshToken, no body): the server rotates the
 * refresh token and answers a new pair, which replaces both tokens in the stored session.
 * Concurrent callers of this tab share one renewal, and tabs take turns under a Web Lock
 * (`renewal-lock.ts`): the tab that gets the lock after another has renewed finds (or briefly
 * waits for) a new refresh token in storage and uses that pair instead of presenting the rotated
 * one. On failure the error is logged and rethrown (the
 * caller ends the session).
 */
export function renewAccessToken(): Promise<string> {
  renewal ??= (async () => {
    const seen = getSession()?.RefreshToken;
    if (!seen) throw new Error('Sem refresh token para renovar a sessão.');
    return withRenewLock(async (waited) => {
      let current = getSession();
      // Another tab held the lock, so it probably renewed: its pair may still be on its way here.
      if (waited && current?.RefreshToken === seen) current = await nextStoredSession();
      if (!current?.RefreshToken) throw new Error('A sessão foi encerrada em outra aba.');
      // Another tab renewed while this one waited for the lock: use the pair it stored.
      if (current.RefreshToken !== seen) return current.AccessToken;
      const response = await api.get(RENEW_PATH, {
        headers: { [REFRESH_TOKEN_HEADER]: seen },
        skipAuthRenewal: true,
      });
      const pair = response.data as { AccessToken?: unknown; RefreshToken?: unknown } | null;
      if (!isToken(pair?.AccessToken) || !isToken(pair.RefreshToken))
        throw new Error('Resposta de renovação sem AccessToken e RefreshToken.');
      updateTokens({ AccessToken: pair.AccessToken, RefreshToken: pair.RefreshToken });
      return pair.AccessToken;
    });
  })()
    .catch((error: unknown) => {
      console.warn(
        '[sessão] Falha ao renovar o token de acesso:',
        error instanceof Error ? error.message : error,
      );
      throw error;
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

// A 401 triggers one renewal (shared by every request failing meanwhile) and one retry.
api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config)
    throw error;
  const config = error.config;
  if (config.skipAuthRenewal || config._retried || NO_RENEWAL_PATHS.includes(pathOf(config)))
    throw error;
  const session = getSession();
  // No session left: another request already ended it (or there never was one).
  if (!session) throw error;
  if (!session.RefreshToken) {
    endExpiredSession({ navigate: true });
    throw error;
  }
  let accessToken: string;
  try {
    accessToken = await renewAccessToken();
  } catch {
    // Several requests may get here from the same failed renewal: end the session once.
    if (getSession()) endExpiredSession({ navigate: true });
    throw error;
  }
  config._retried = true;
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Authorization', `Bearer ${accessToken}`);
  config.headers = headers;
  return api.request(config);
});
