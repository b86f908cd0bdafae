import { tooManyRequests } from './app-error.ts';

/**
 * Fixed-window counters kept in memory (one API node; decision record by the lead). `hit` counts an
 * attempt and tells how long to wait when the limit is exceeded.
 */
export interface RateLimiter {
  /** Counts one attempt for `key`; returns the seconds to wait when over `max`, else 0. */
  hit(key: string, max: number): number;
  /** Gives back one attempt (e.g. the attempt succeeded). */
  refund(key: string): void;
  reset(key: string): void;
}

export function createRateLimiter(
  windowSeconds: number,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const sweep = (time: number) => {
    if (time - lastSweep < windowSeconds * 1000) return;
    lastSweep = time;
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
  };
  return {
    hit(key, max) {
      const time = now();
      sweep(time);
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count > max ? Math.max(1, Math.ceil((entry.resetAt - time) / 1000)) : 0;
    },
    refund(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** Counts one attempt on every key; answers 429 (with the longest wait) when any limit is exceeded. */
export function enforceLimits(
  limiter: RateLimiter,
  limits: ReadonlyArray<readonly [key: string, max: number]>,
): void {
  const wait = Math.max(0, ...limits.map(([key, max]) => limiter.hit(key, max)));
  if (wait > 0) throw tooManyRequests(wait);
}
