import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Ships only the Material Design Icons the app uses (see docs/decisions/005-icons.md).
 *
 * `import 'virtual:mdi-icons.css'` resolves to a CSS file generated from `@mdi/font`: the
 * `@font-face`, the `.mdi` base rule and one `.mdi-NAME::before` rule per registered icon, next to
 * a WOFF2 font subset to those glyphs. Vite then bundles both like any other stylesheet and font
 * (hashed file names). Registering an icon is adding its name to `src/components/icon-names.ts`.
 */
export const MDI_VIRTUAL_ID = 'virtual:mdi-icons.css';

const require = createRequire(import.meta.url);

interface Options {
  icons: readonly string[];
  /** Where the generated files go (default: `<root>/node_modules/.lince-mdi`). */
  outDir?: string;
}

export function readCodepoints(css: string): Map<string, string> {
  const map = new Map<string, string>();
  const rule = /\.mdi-([a-z0-9-]+)::before\s*\{\s*content:\s*"\\([0-9A-Fa-f]+)";\s*\}/g;
  for (const match of css.matchAll(rule)) map.set(match[1]!, match[2]!.toUpperCase());
  return map;
}

export function buildIconCss(
  icons: readonly string[],
  codepoints: Map<string, string>,
  fontFile: string,
): string {
  const unknown = icons.filter((name) => !codepoints.has(name));
  if (unknown.length > 0)
    throw new Error(`Ícones inexistentes no @mdi/font: ${unknown.join(', ')}`);
  const rules = [...new Set(icons)]
    .sort()
    .map((name) => `.mdi-${name}::before{content:"\\${codepoints.get(name)}"}`)
    .join('\n');
  return `/* Subconjunto gerado de @mdi/font (ver docs/decisions/005-icons.md) */
@font-face{font-family:"Material Design Icons";src:url("./${fontFile}") format("woff2");font-weight:normal;font-style:normal;font-display:block}
.mdi:before,.mdi-set{display:inline-block;font:normal normal normal 24px/1 "Material Design Icons";font-size:inherit;text-rendering:auto;line-height:inherit;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}
${rules}
`;
}

export function mdiSubset(options: Options): Plugin {
  let outDir = options.outDir ?? '';
  let cssPath = '';

  async function generate(): Promise<void> {
    const pkgDir = path.dirname(require.resolve('@mdi/font/package.json'));
    const css = readFileSync(path.join(pkgDir, 'css/materialdesignicons.css'), 'utf8');
    const codepoints = readCodepoints(css);
    const icons = [...new Set(options.icons)].sort();
    const key = createHash('sha256').update(icons.join(',')).digest('hex').slice(0, 12);
    const fontFile = `mdi-subset-${key}.woff2`;
    mkdirSync(outDir, { recursive: true });
    const fontPath = path.join(outDir, fontFile);
    if (!existsSync(fontPath)) {
      const text = icons
        .map((name) => String.fromCodePoint(parseInt(codepoints.get(name) ?? '0', 16)))
        .join('');
      const font = readFileSync(path.join(pkgDir, 'fonts/materialdesignicons-webfont.woff2'));
      writeFileSync(fontPath, await subsetFont(font, text, { targetFormat: 'woff2' }));
    }
    writeFileSync(cssPath, buildIconCss(icons, codepoints, fontFile));
  }

  return {
    name: 'lince-mdi-subset',
    configResolved(config) {
      outDir ||= path.join(config.root, 'node_modules/.lince-mdi');
      cssPath = path.join(outDir, 'mdi-icons.css');
    },
    async buildStart() {
      await generate();
    },
    resolveId(id) {
      return id === MDI_VIRTUAL_ID ? cssPath : null;
    },
  };
}
