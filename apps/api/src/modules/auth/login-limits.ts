import type { RateLimitConfig } from '../../core/config.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { enforceLimits, type RateLimiter } from '../../lib/rate-limiter.ts';

/** How long an address stays known to an account after a successful login there (30 days). */
const KNOWN_ADDRESS_SECONDS = 30 * 86_400;

/**
 * The keys of one account's login counters share this prefix (the e-mail, lower-cased and free of
 * spaces by its schema, then a space), so that a password reset clears them all at once.
 */
export const loginAccountPrefix = (email: string) => `login:account:${email} `;

/**
 * How long the account waits after its `failures`-th failed login (from anywhere): nothing below the
 * threshold, then 1 s doubling with each failure, up to the bound.
 */
export function slowdownSeconds(failures: number, limits: RateLimitConfig): number {
  if (failures < limits.loginSlowdownAfter) return 0;
  const doublings = Math.min(failures - limits.loginSlowdownAfter, 30);
  return Math.min(limits.loginSlowdownMaxSeconds, 2 ** doublings);
}

/**
 * Login attempt limits (decision 004): every attempt counts per address; failed ones count per
 * account and address (that pair alone waits for the window) and per account from anywhere (past a
 * threshold the account accepts one attempt per growing, bounded delay — it slows down, never
 * locks). An address where the account logged in lately skips that delay. Unknown e-mails are
 * counted exactly like registered ones, so no answer tells whether an account exists.
 */
export function createLoginLimits(limiter: RateLimiter, limits: RateLimitConfig) {
  const keysOf = (email: string, ip: string) => {
    const account = loginAccountPrefix(email);
    return {
      ip: `login:ip:${ip}`,
      pair: `${account}ip:${ip}`,
      failures: `${account}failures`,
      slot: `${account}slot`,
      known: `${account}known:${ip}`,
    };
  };

  /** Before the password is checked: 429 (with Retry-After) when this attempt must wait. */
  async function admit(email: string, ip: string): Promise<void> {
    const keys = keysOf(email, ip);
    await enforceLimits(limiter, [
      [keys.ip, limits.loginPerIp],
      [keys.pair, limits.loginPerAccount],
    ]);
    const counts = await limiter.counts([keys.failures, keys.known]);
    const slowed = slowdownSeconds(counts.get(keys.failures) ?? 0, limits) > 0;
    if (!slowed || counts.has(keys.known)) return;
    // One checked password at a time for the whole account, claimed atomically by any node; the
    // claim holds the account for the bound while the password is checked, `failed` shortens it.
    const wait = await limiter.hit([[keys.slot, 1, limits.loginSlowdownMaxSeconds]]);
    if (wait > 0) {
      // Only a checked password counts against the pair: waiting for the account costs no attempt.
      await limiter.refund(keys.pair);
      throw tooManyRequests(wait);
    }
  }

  /** A wrong password (or an unknown e-mail): one more failure of the account; past the threshold, it waits. */
  async function failed(email: string, ip: string): Promise<void> {
    const keys = keysOf(email, ip);
    const delay = slowdownSeconds(await limiter.increment(keys.failures), limits);
    if (delay > 0) await limiter.hold(keys.slot, delay);
  }

  /**
   * The right password: the address gets its attempt back, the account's failures and this pair
   * are cleared (other addresses' pairs stay), and the address becomes known to the account.
   */
  async function succeeded(email: string, ip: string): Promise<void> {
    const keys = keysOf(email, ip);
    await limiter.refund(keys.ip);
    await limiter.reset(keys.pair, keys.failures, keys.slot);
    await limiter.hit([[keys.known, Number.MAX_SAFE_INTEGER, KNOWN_ADDRESS_SECONDS]]);
  }

  return { admit, failed, succeeded };
}
