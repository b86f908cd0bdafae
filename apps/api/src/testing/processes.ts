import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPglite, wrapPglite, type Database } from '@lince/db';
import { PGLITE_DUMP_ENV } from '@lince/db/testing/env';
import { createTestDb } from '@lince/db/testing/index';
import { TEST_JWT_SECRET } from './helpers.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_ENTRY = 'apps/api/src/server.ts';
export const GATED_ENTRY = 'apps/api/src/testing/lince-process.ts';

export interface LinceProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
}

/**
 * Starts a real Lince server process (`node --import tsx <entry>`) on a loopback port and resolves
 * once it listens. The environment adds to a quiet, seedless test configuration.
 */
export function startLinceProcess(
  env: Record<string, string>,
  entry: string = SERVER_ENTRY,
): Promise<LinceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST: path.join(os.tmpdir(), 'lince-no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Lince pronto em (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child, exited, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`o processo saiu (${code}) antes de ouvir:\n${output}`)),
    );
  });
}

/** Waits until `check` answers something truthy (polled), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs = 90_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The `.eml` files of a data folder's outbox, as text. */
export function outboxOf(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

export const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'lince-process-'));

/**
 * The database of a process test: with `TEST_DATABASE_URL`, a fresh PostgreSQL database that the
 * processes and the test use at once; otherwise a migrated PGlite data folder under `dataDir`,
 * which only one process may open at a time (`use` opens it when no Lince process runs).
 */
export interface ProcessDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment that points a Lince process at it. */
  env: Record<string, string>;
  use<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function processDatabase(dataDir: string): Promise<ProcessDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const testDb = await createTestDb();
    return {
      kind: 'postgres',
      env: { DATA_DIR: dataDir, DATABASE_URL: testDb.url! },
      use: (fn) => fn(testDb.db),
      close: () => testDb.close(),
    };
  }
  const pgdata = path.join(dataDir, 'pgdata');
  const dump = await readFile(process.env[PGLITE_DUMP_ENV]!);
  await wrapPglite(
    await createPglite({ dataDir: pgdata, loadDataDir: new Blob([new Uint8Array(dump)]) }),
  ).close();
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    async use(fn) {
      const handle = wrapPglite(await createPglite({ dataDir: pgdata }));
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
      }
    },
    close: async () => undefined,
  };
}
