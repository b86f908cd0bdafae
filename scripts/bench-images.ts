/**
 * The image section of `npm run bench` (with `BENCH_ONLY=images`, or run alone:
 * `tsx scripts/bench-images.ts`): starts the API on 127.0.0.1 on a fresh database, then, from a
 * child process (scripts/bench-images-load.ts), sends BENCH_IMAGE_UPLOADS (3) avatars of
 * BENCH_IMAGE_SIDE (6000) pixels a side at once — BENCH_IMAGE_ROUNDS (3) rounds of JPEG photos,
 * then as many of PNG —
 * while asking `/health` every 20 ms, and prints the p50, p95 and max of the `/health` requests
 * sent while the uploads ran, for each round.
 * Budget: p95 < 100 ms while the photos are decoded (decision 006).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, sql } from '@lince/db';
import { TEST_PASSWORD, TEST_PASSWORD_HASH } from '@lince/db/testing/factories';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/core/config.ts';
import { openBenchDatabase } from './bench-database.ts';
import type { ImageLoadJob, ImageLoadResult } from './bench-images-load.ts';

const UPLOADS = Number(process.env.BENCH_IMAGE_UPLOADS ?? 3);
const SIDE = Number(process.env.BENCH_IMAGE_SIDE ?? 6000);
/** Rounds of simultaneous uploads per format, whose `/health` timings are pooled. */
const ROUNDS = Number(process.env.BENCH_IMAGE_ROUNDS ?? 3);
const POLL_MS = 20;
const QUIET_MS = 500;
const BUDGET_MS = 100;

const log = (message: string) => process.stdout.write(`${message}\n`);
const loads = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

/** e.g. "9 × 200". */
function statuses(r: ImageLoadResult) {
  const counts = new Map<number, number>();
  for (const u of r.uploads) counts.set(u.status, (counts.get(u.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
}

function runJob(child: ChildProcess, job: ImageLoadJob): Promise<ImageLoadResult> {
  return new Promise((resolve, reject) => {
    child.once('message', (message: { result?: ImageLoadResult; error?: string }) =>
      message.result ? resolve(message.result) : reject(new Error(message.error)),
    );
    child.send(job);
  });
}

export async function benchImages(): Promise<void> {
  const database = await openBenchDatabase(process.env.DATABASE_URL);
  const client = fork(new URL('./bench-images-load.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  try {
    await migrate(database.db);
    await database.db.execute(sql`
      insert into companies (id, name, cnpj) values ('images-co', 'Imagens Ltda', '11222333000181')`);
    await database.db.execute(sql`
      insert into users (id, name, email, company_id, role, password_hash)
      select 'img' || i, 'Fotógrafo ' || i, 'foto' || i || '@bench.test', 'images-co', 'DEFAULT',
        ${TEST_PASSWORD_HASH}
      from generate_series(1, ${UPLOADS}) i`);
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lince-bench-images-')),
        JWT_SECRET: 'segredo-do-benchmark-com-mais-de-32-caracteres!',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        WEB_DIST: path.join(os.tmpdir(), 'lince-no-web-dist'),
        LOGIN_MAX_PER_ACCOUNT: '1000',
        LOGIN_MAX_PER_IP: '1000',
      }),
      db: database.db,
      logger: false,
    });
    const sessions: ImageLoadJob['sessions'] = [];
    for (let i = 1; i <= UPLOADS; i++) {
      const login = await app.inject({
        method: 'POST',
        url: '/v1/users/login',
        payload: { email: `foto${i}@bench.test`, password: TEST_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`login falhou: ${login.body}`);
      const session = login.json() as { _id: string; AccessToken: string };
      sessions.push({ userId: session._id, token: session.AccessToken });
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    log(
      `imagens: ${UPLOADS} fotos de ${SIDE} × ${SIDE} enviadas ao mesmo tempo como avatares (${ROUNDS} rodadas por formato), /health a cada ${POLL_MS} ms; ${os.cpus().length} núcleos, Node ${process.version}, banco: ${database.label}`,
    );
    const rows: string[] = [];
    for (const format of [null, 'jpeg', 'png'] as const) {
      const before = loads();
      const r: ImageLoadResult = { photoBytes: 0, uploads: [], health: [], healthErrors: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const one = await runJob(client, {
          url,
          sessions: format ? sessions : [],
          controlMs: 1000,
          format: format ?? 'jpeg',
          width: SIDE,
          height: SIDE,
          pollMs: POLL_MS,
          quietMs: QUIET_MS,
        });
        r.photoBytes = one.photoBytes;
        r.uploads.push(...one.uploads);
        r.health.push(...one.health);
        r.healthErrors += one.healthErrors;
      }
      r.health.sort((a, b) => a - b);
      const p95 = percentile(r.health, 95);
      rows.push(
        `| ${format ? `${format.toUpperCase()} ${(r.photoBytes / 1024 / 1024).toFixed(2)} MB` : 'nenhuma (controle, 1 s por rodada)'} | ${
          format
            ? `${statuses(r)}, ${percentile(
                r.uploads.map((u) => u.ms).sort((a, b) => a - b),
                50,
              ).toFixed(0)} / ${Math.max(...r.uploads.map((u) => u.ms)).toFixed(0)} ms`
            : '–'
        } | ${r.health.length} | ${r.healthErrors} | ${percentile(r.health, 50).toFixed(1)} | ${p95.toFixed(1)} | ${(r.health.at(-1) ?? 0).toFixed(1)} | ${before} | ${!format ? '' : p95 < BUDGET_MS ? 'sim' : 'NÃO'} |`,
      );
      log(`  ${format ?? 'controle'}: /health p95 ${p95.toFixed(1)} ms`);
    }
    log('');
    log(
      `| fotos | envios: status, duração p50 / máx. | /health durante os envios | /health falhos | p50 (ms) | p95 (ms) | máx. (ms) | carga 1/5/15 min antes | p95 < ${BUDGET_MS} ms |`,
    );
    log('|---|---|---:|---:|---:|---:|---:|---|:-:|');
    for (const row of rows) log(row);
    log(`\ncarga média no fim (1/5/15 min): ${loads()}`);
    await app.close();
  } finally {
    client.kill();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchImages().catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
