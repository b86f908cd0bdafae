import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, getTokenExpiry, isTokenExpired } from './jwt.ts';
import { fakeJwt } from '../test/fixtures.ts';

describe('JWT expiry (valid while exp, in seconds, is in the future)', () => {
  const now = Date.UTC(2026, 6, 1, 12, 0, 0);

  it('reads exp in seconds as epoch milliseconds', () => {
    expect(getTokenExpiry(fakeJwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('decodes base64url payloads with - and _ and UTF-8 text', () => {
    const token = fakeJwt({ name: 'João ÿ~~~?', exp: 1 });
    expect(token.split('.')[1]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeJwtPayload(token)).toEqual({ name: 'João ÿ~~~?', exp: 1 });
  });

  it('is valid while exp is in the future and expired from exp on', () => {
    const exp = now / 1000 + 60;
    expect(isTokenExpired(fakeJwt({ exp }), now)).toBe(false);
    expect(isTokenExpired(fakeJwt({ exp }), now + 60_000)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp }), now + 59_999)).toBe(false);
  });

  it('treats missing, non-numeric or unreadable exp as expired', () => {
    expect(isTokenExpired(fakeJwt({ sub: 'x' }), now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: '1800000000' }), now)).toBe(true);
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(undefined, now)).toBe(true);
    expect(decodeJwtPayload('a.W10.c')).toBeNull(); // payload is an array
  });

  it('honours an optional skew', () => {
    expect(isTokenExpired(fakeJwt({ exp: now / 1000 + 3 }), now, 5_000)).toBe(true);
  });
});
