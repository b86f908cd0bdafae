import { describe, expect, it } from 'vitest';
import { createSnapshotCache } from './snapshot-cache.ts';

describe('snapshot cache', () => {
  it('gives back what was set until it expires', () => {
    let now = 1_000;
    const cache = createSnapshotCache({ ttlMs: 30_000, maxBytes: 1_000, now: () => now });
    cache.set('a', '{"a":1}');
    expect(cache.get('a')).toBe('{"a":1}');
    now += 29_999;
    expect(cache.get('a')).toBe('{"a":1}');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the least recently used first when over its size, and never keeps an oversized answer', () => {
    const cache = createSnapshotCache({ ttlMs: 60_000, maxBytes: 40 }); // 20 characters
    cache.set('a', 'aaaaaaa');
    cache.set('b', 'bbbbbbb');
    expect(cache.get('a')).toBe('aaaaaaa'); // now "b" is the least recently used
    cache.set('c', 'ccccccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaaaaa');
    expect(cache.get('c')).toBe('ccccccc');
    cache.set('huge', 'x'.repeat(21));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with a lifetime of 0 (BOARD_CACHE_SECONDS=0)', () => {
    const cache = createSnapshotCache({ ttlMs: 0, maxBytes: 1_000 });
    cache.set('a', '{}');
    expect(cache.get('a')).toBeUndefined();
  });
});
