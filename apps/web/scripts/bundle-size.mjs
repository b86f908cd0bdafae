#!/usr/bin/env node
/**
 * Budget check: JavaScript loaded by /login ≤ 188 kB gzipped (issue 2; decision 036).
 * Run after `vite build`. Follows the Vite manifest from index.html's entry and from the Login
 * screen's chunk through their static imports (dynamic imports are not loaded by /login), gzips
 * each file and prints the total. Exits 1 over budget.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUDGET_BYTES = 188 * 1000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTE_CHUNKS = ['src/features/auth/screens/login-screen.tsx'];

/**
 * The JavaScript files /login loads from a built `dist`: index.html's entry and the Login chunk,
 * with their static imports (dynamic imports are not loaded by /login), each gzipped.
 */
export function measureLoginBundle(dist = path.join(root, 'dist')) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Sem entrada "${key}" no manifest do Vite.`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const key of ROUTE_CHUNKS) visit(key);

  // index.html must load nothing but the manifest's entry (no inline or extra scripts).
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const inlineScripts = [...html.matchAll(/<script\b[^>]*>/g)].filter((m) => !/\bsrc=/.test(m[0]));
  const rows = files
    .map((file) => {
      const source = readFileSync(path.join(dist, file));
      // What the server sends a browser that accepts Brotli: the build's .br twin (or the file).
      const br = path.join(dist, `${file}.br`);
      return {
        file,
        raw: source.length,
        gzip: gzipSync(source, { level: 9 }).length,
        brotli: existsSync(br) ? statSync(br).size : source.length,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const sent = rows.reduce((sum, row) => sum + row.brotli, 0);
  return { rows, total, sent, inlineScripts: inlineScripts.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { rows, total, sent, inlineScripts } = measureLoginBundle();
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  for (const row of rows)
    console.log(`${kb(row.gzip).padStart(9)} gzip  ${kb(row.raw).padStart(9)} raw  ${row.file}`);
  console.log(
    `JavaScript carregado por /login: ${kb(total)} gzip (${rows.length} arquivos); orçamento ${kb(BUDGET_BYTES)}. Enviado em Brotli (pré-comprimido no build): ${kb(sent)}.`,
  );
  if (inlineScripts > 0) {
    console.error('index.html tem um <script> inline.');
    process.exit(1);
  }
  if (total > BUDGET_BYTES) {
    console.error('Acima do orçamento.');
    process.exit(1);
  }
}
