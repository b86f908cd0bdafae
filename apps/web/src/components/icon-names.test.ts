import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '@lince/contracts/screens';
import { ICON_NAMES } from './icon-names.ts';
import { buildIconCss, readCodepoints } from '../../vite/mdi-subset-plugin.ts';

const require = createRequire(import.meta.url);
const css = readFileSync(require.resolve('@mdi/font/css/materialdesignicons.css'), 'utf8');

describe('icon registry (decision 005)', () => {
  it('registers every drawer icon of the route table', () => {
    for (const route of SCREEN_ROUTES) if (route.icon) expect(ICON_NAMES).toContain(route.icon);
  });

  it('names only icons that exist in @mdi/font, and the subset CSS has one rule each', () => {
    const codepoints = readCodepoints(css);
    expect(codepoints.size).toBeGreaterThan(7000);
    const subset = buildIconCss(ICON_NAMES, codepoints, 'f.woff2');
    expect(subset.match(/::before\{content:/g)).toHaveLength(new Set(ICON_NAMES).size);
    expect(subset).toContain('.mdi-home-outline::before{content:"\\F06A1"}');
    expect(subset).toContain('src:url("./f.woff2") format("woff2")');
    expect(() => buildIconCss(['nao-existe'], codepoints, 'f.woff2')).toThrow(/nao-existe/);
  });
});
