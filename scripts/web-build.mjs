// Builds the web app only when its sources changed since the last build, so that a second
// `npm start` on the same checkout is ready in a few seconds.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.source-hash');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite',
  'apps/web/package.json',
  'packages/contracts/src',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else if (!/\.test\.tsx?$/.test(path)) {
    yield path;
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  hash.update(`VITE_SENTRY_DSN=${process.env.VITE_SENTRY_DSN ?? ''}\n`);
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function ensureWebBuild({ force = false, log = console.log } = {}) {
  const hash = sourceHash();
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  log('Construindo a aplicação web (vite build)…');
  // A production bundle even when called from a test runner (Vitest sets NODE_ENV=test, which
  // would make Vite bundle React's development builds).
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('Falha ao construir a aplicação web.');
  writeFileSync(stampFile, hash);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureWebBuild({ force: process.argv.includes('--force') });
}
