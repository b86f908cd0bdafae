import type { SessionUser } from '@lince/contracts/auth';
import { isSessionUser } from './session-shape.ts';

/** Local storage key of the session user. */
export const AUTH_STORAGE_KEY = 'auth';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null | undefined;
let cachedSession: SessionUser | null = null;

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Exactly the session-user fields, in their fixed order (nothing else is stored). */
export function toStoredSession(user: SessionUser): SessionUser {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    cpf: user.cpf,
    avatar: user.avatar,
    company: { _id: user.company._id, name: user.company.name, cnpj: user.company.cnpj },
    role: user.role,
    createdAt: user.createdAt,
    AccessToken: user.AccessToken,
    RefreshToken: user.RefreshToken,
  };
}

/** The stored session user, or null when absent or malformed. Stable between changes (cached). */
export function getSession(): SessionUser | null {
  const raw = readStorage();
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      cachedSession = isSessionUser(parsed) ? toStoredSession(parsed) : null;
    } catch {
      cachedSession = null;
    }
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function setSession(user: SessionUser): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(toStoredSession(user)));
  notify();
}

/** A renewal replaces the token pair of the stored entry (the refresh token rotates too). */
export function updateTokens(tokens: Pick<SessionUser, 'AccessToken' | 'RefreshToken'>): void {
  const current = getSession();
  if (!current) return;
  setSession({ ...current, AccessToken: tokens.AccessToken, RefreshToken: tokens.RefreshToken });
}

/** Ends the session: clears the whole local storage, not only the `auth` entry. */
export function clearSession(): void {
  try {
    localStorage.clear();
  } finally {
    notify();
  }
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes the same storage.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) notify();
  });
}
