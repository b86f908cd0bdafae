/**
 * What the reading, ZIP and uploads benchmarks share: a fresh database, the API listening on
 * 127.0.0.1 (in this process, so its memory can be watched), an analyst's session, a diligence
 * with one entity, and the latency sampler (scripts/bench-sampler.ts) in a child process, forked
 * the first time `sampleWhile` is called (the uploads benchmark never starts it).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '@lince/db';
import {
  createCompany,
  createDiligence,
  createEntity,
  createUser,
  TEST_PASSWORD,
} from '@lince/db/testing/factories';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/core/config.ts';
import { openBenchDatabase } from './bench-database.ts';
import type { SamplerResult } from './bench-sampler.ts';

export const log = (message: string) => process.stdout.write(`${message}\n`);
export const loads = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
export const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

export async function startFilesBench(label: string, { pgliteOnDisk = false } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `lince-bench-${label}-`));
  const database = await openBenchDatabase(
    process.env.DATABASE_URL,
    pgliteOnDisk ? path.join(dataDir, 'pglite') : undefined,
  );
  await migrate(database.db);
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'segredo-do-benchmark-com-mais-de-32-caracteres!',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(os.tmpdir(), 'lince-no-web-dist'),
      LOGIN_MAX_PER_ACCOUNT: '1000',
      LOGIN_MAX_PER_IP: '1000',
      // S3_BUCKET and the rest, when set: the files go to that S3-compatible store.
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          (entry): entry is [string, string] => entry[0].startsWith('S3_') && !!entry[1],
        ),
      ),
    }),
    db: database.db,
    logger: false,
  });
  const companyId = (await createCompany(database.db)).id;
  const user = await createUser(database.db, { companyId, name: 'Ana Analista' });
  const diligenceId = (await createDiligence(database.db, { companyId, ownerId: user.id })).id;
  const entity = await createEntity(database.db, { companyId, diligenceId });
  const login = await app.inject({
    method: 'POST',
    url: '/v1/users/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login falhou: ${login.body}`);
  const session = login.json() as { _id: string; AccessToken: string };
  const headers = { authorization: `Bearer ${session.AccessToken}`, user: session._id };
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  let sampler: ChildProcess | undefined;
  const startSampler = () =>
    (sampler ??= fork(new URL('./bench-sampler.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    }));

  /** Latencies of `path` asked every `pollMs` while `work` runs. */
  async function sampleWhile<T>(
    samplePath: string,
    pollMs: number,
    work: () => Promise<T>,
  ): Promise<{ value: T; sample: SamplerResult; loopDelay: { p99: number; max: number } }> {
    const child = startSampler();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    child.send({ start: { url: `${url}${samplePath}`, headers, pollMs } });
    const value = await work();
    delay.disable();
    const loopDelay = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
    const sample = await new Promise<SamplerResult>((resolve) => {
      child.once('message', (m: { result: SamplerResult }) => resolve(m.result));
      child.send({ stop: true });
    });
    return { value, sample, loopDelay };
  }

  return {
    app,
    db: database.db,
    databaseLabel: database.label,
    url,
    headers,
    companyId,
    diligenceId,
    entity,
    sampleWhile,
    async close() {
      sampler?.kill();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
