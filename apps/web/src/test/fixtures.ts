import { AxiosError, AxiosHeaders } from 'axios';
import type { SessionUser } from '@lince/contracts/auth';

function base64url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** An unsigned JWT-shaped token whose payload is `payload` (the client never verifies). */
export function fakeJwt(payload: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.assinatura`;
}

export function tokenExpiringIn(seconds: number, now = Date.now()): string {
  return fakeJwt({ sub: 'u1', exp: Math.floor(now / 1000) + seconds });
}

export function makeSession(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'u1',
    name: 'Ana Souza',
    email: 'ana@demo.test',
    cpf: '52998224725',
    avatar: null,
    company: { _id: 'c1', name: 'Demo Consultoria Ltda', cnpj: '48291735000148' },
    role: 'DEFAULT',
    createdAt: '2026-01-02T03:04:05.000Z',
    AccessToken: tokenExpiringIn(600),
    RefreshToken: 'refresh-1',
    ...overrides,
  };
}

/** An axios error as the API client rejects with: the HTTP `status` and the answer's `data`. */
export function httpError(status: number, data: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('falha', 'ERR', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}
