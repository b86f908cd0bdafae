import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { BUDGET_BYTES, measureLoginBundle } from '../apps/web/scripts/bundle-size.mjs';

// The production bundle built by the e2e global setup (deterministic sizes, not a timed test).
describe('web bundle budget', () => {
  it('the JavaScript /login loads is at most 188 kB gzipped, with no inline script', () => {
    const { total, inlineScripts } = measureLoginBundle() as {
      total: number;
      inlineScripts: number;
    };
    expect(inlineScripts).toBe(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES as number);
  });
});
