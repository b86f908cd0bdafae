import { describe, expect, it, vi } from 'vitest';
import { SessionUserSchema } from '@lince/contracts/auth';
import {
  AUTH_STORAGE_KEY,
  clearSession,
  getSession,
  setSession,
  subscribeSession,
  updateTokens,
} from './session.ts';
import { isSessionUser } from './session-shape.ts';
import { makeSession } from '../test/fixtures.ts';

const FIELDS = [
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
];

describe('session store (local storage entry "auth")', () => {
  it('stores exactly the session-user fields under "auth"', () => {
    setSession({
      ...makeSession(),
      extra: 'não guardar',
      company: { ...makeSession().company, extra: 1 },
    } as never);
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!);
    expect(Object.keys(stored)).toEqual(FIELDS);
    expect(Object.keys(stored.company)).toEqual(['_id', 'name', 'cnpj']);
    expect(getSession()).toEqual(makeSession({ AccessToken: stored.AccessToken }));
  });

  it('replaces the token pair on renewal and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession(makeSession());
    updateTokens({ AccessToken: 'novo-token', RefreshToken: 'novo-refresh' });
    expect(getSession()).toEqual({
      ...makeSession(),
      AccessToken: 'novo-token',
      RefreshToken: 'novo-refresh',
    });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('clears the whole local storage', () => {
    setSession(makeSession());
    localStorage.setItem('outra-chave', '1');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(getSession()).toBeNull();
  });

  it('ignores a malformed entry', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{nope');
    expect(getSession()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...makeSession(), role: 'ROOT' }));
    expect(getSession()).toBeNull();
  });

  it('returns the same object until the entry changes (stable snapshot for React)', () => {
    setSession(makeSession());
    expect(getSession()).toBe(getSession());
  });

  it('agrees with the contracts SessionUserSchema and header names', () => {
    const samples: unknown[] = [
      makeSession(),
      makeSession({ cpf: null, avatar: 'https://x/a.png', role: 'LINCE_ADMIN' }),
      { ...makeSession(), AccessToken: 1 },
      { ...makeSession(), company: null },
      { ...makeSession(), company: { _id: 'c', name: 'n' } },
      { ...makeSession(), RefreshToken: undefined },
      null,
      'texto',
    ];
    for (const sample of samples)
      expect(isSessionUser(sample)).toBe(SessionUserSchema.safeParse(sample).success);
  });
});
