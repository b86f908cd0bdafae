import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@lince/contracts/auth';
import { getSession, subscribeSession } from './session.ts';

/** The stored session user, re-rendering when it changes (login, renewal, logout, other tabs). */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
