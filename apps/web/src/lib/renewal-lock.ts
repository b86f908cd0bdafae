import type { SessionUser } from '@lince/contracts/auth';
import { AUTH_STORAGE_KEY, getSession } from './session.ts';

/** The Web Lock every tab of the app takes to renew: one renewal at a time across tabs. */
export const RENEW_LOCK = 'lince-renew';

/**
 * How long a tab that had to wait for the lock gives the other tab's new pair to reach its own
 * local storage. Chromium keeps a copy of local storage per renderer and passes another tab's
 * writes on asynchronously, so the pair may arrive a moment after the lock does.
 */
export const HANDOFF_WAIT_MS = 300;

/**
 * Runs `work` holding the cross-tab lock (Web Locks API), telling it whether another tab held the
 * lock first (and so probably just renewed). Where the API is absent (an old browser, an insecure
 * origin), `work` runs at once: the server's short grace for a token it has just rotated still
 * lets two tabs renewing together get the same pair.
 */
export async function withRenewLock<T>(work: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (typeof locks?.request !== 'function') return work(false);
  const held = Symbol('held');
  const first = await locks.request(RENEW_LOCK, { ifAvailable: true }, (lock) =>
    lock ? work(false) : held,
  );
  if (first !== held) return first as T;
  return (await locks.request(RENEW_LOCK, () => work(true))) as T;
}

/**
 * The stored session once another tab's write reaches this tab (its `storage` event), or as it is
 * after `timeoutMs`.
 */
export function nextStoredSession(timeoutMs = HANDOFF_WAIT_MS): Promise<SessionUser | null> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve(getSession());
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY || event.key === null) done();
    };
    const timer = setTimeout(done, timeoutMs);
    window.addEventListener('storage', onStorage);
  });
}
