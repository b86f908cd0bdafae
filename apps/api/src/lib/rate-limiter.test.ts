import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('createRateLimiter', () => {
  it('allows max attempts per window, then tells how long to wait; the window resets', () => {
    let now = 0;
    const limiter = createRateLimiter(60, () => now);
    for (let i = 0; i < 3; i += 1) expect(limiter.hit('k', 3)).toBe(0);
    expect(limiter.hit('k', 3)).toBe(60);
    now = 30_000;
    expect(limiter.hit('k', 3)).toBe(30);
    expect(limiter.hit('other', 3)).toBe(0);
    now = 60_001;
    expect(limiter.hit('k', 3)).toBe(0);
  });

  it('refund gives one attempt back and reset clears the key', () => {
    const limiter = createRateLimiter(60, () => 0);
    limiter.hit('k', 1);
    limiter.refund('k');
    expect(limiter.hit('k', 1)).toBe(0);
    expect(limiter.hit('k', 1)).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.hit('k', 1)).toBe(0);
  });
});
