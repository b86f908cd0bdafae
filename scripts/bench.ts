/**
 * `npm run bench`: seeds 10,000 diligences and 50,000 entities (plus a smaller second company)
 * into a fresh database — in-memory PGlite by default, a scratch database on the PostgreSQL server
 * of `DATABASE_URL` otherwise — starts the API on 127.0.0.1 and measures the list, kanban and
 * search endpoints under concurrent load, beside a bare Fastify "hello" route measured the same way
 * in the same run. Budget (decision 010): p95 ≤ 50 ms on each endpoint.
 *
 * The load comes from autocannon in a child process (scripts/bench-load.ts): BENCH_CONNECTIONS
 * keep-alive connections for BENCH_SECONDS per endpoint, after BENCH_WARMUP seconds unrecorded.
 *
 * `BENCH_ONLY=images` (alone or among other words) adds the image section (scripts/bench-images.ts):
 * `/health` while three 6000 × 6000 photos upload at once; with `images` alone, only that section.
 * Then (or alone, with `BENCH_ONLY=checklist`) the generation of a diligence's checklists
 * (scripts/bench-checklist.ts, budget ≤ 500 ms).
 * `BENCH_ONLY=uploads` adds the documents' bulk upload (scripts/bench-uploads.ts): 100 PDFs of
 * 1 MB, 10 at a time, all 201 with the server's RSS growing ≤ 100 MB; alone, only that section.
 *
 * `BENCH_ONLY=reading` adds the certidão reading (scripts/bench-reading.ts: a 20-page PDF from
 * upload to PRONTA ≤ 2 s, the diligence list not slowed by more than 50 ms meanwhile) and
 * `BENCH_ONLY=zip` the entity's ZIP (scripts/bench-zip.ts: 500 MB streamed, server RSS growth
 * ≤ 50 MB); with only such section words, only those sections run.
 * `BENCH_ONLY=lawsuits` measures an entity's lawsuit table with 5,000 lawsuits (scripts/bench-lawsuits.ts);
 * `BENCH_ONLY=lawsuit-import` (a section) a 5,000-row XLSX import from upload to CONCLUIDO
 * (scripts/bench-lawsuit-import.ts, budget ≤ 10 s).
 * `BENCH_ONLY=financial`: an ADMIN's analysis of 10 years of statements (scripts/bench-financial.ts).
 * `BENCH_ONLY=indicators` the company's indicators over 100,000 activities, as the ADMIN asks for
 * them (scripts/bench-indicators.ts, budget p95 ≤ 200 ms, BENCH_INDICATOR_CONNECTIONS connections).
 * `BENCH_ONLY=reports` (a section): the standard PDF and DOCX of a diligence with 50 entities, 1,000
 * documents and 500 lawsuits, request to PRONTO ≤ 3 s, the diligence list's p95 kept meanwhile
 * (scripts/bench-reports.ts).
 * `BENCH_ONLY=cvm` (a section): CVM-sized files of every listed company (a ~40 MB DRE, the ZIP of
 * the year's three) imported for one analysed company (scripts/bench-cvm-import.ts).
 * `BENCH_ONLY=screening` (a section): the restrictive-list screening of one party against 1,000,000
 * CEIS rows and 20,000 OFAC entries (p95 ≤ 50 ms) and the re-screening of 10,000 open parties after
 * an import (≤ 60 s) (scripts/bench-screening.ts).
 * `BENCH_ONLY=restrictive-lists` (a section): a 1,000,000-row CEIS CSV imported by the provider,
 * upload to CONCLUIDO ≤ 60 s with the server's RSS growing ≤ 100 MB
 * (scripts/bench-restrictive-list-import.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '@lince/db';
import { TEST_PASSWORD } from '@lince/db/testing/factories';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/core/config.ts';
import { benchChecklist } from './bench-checklist.ts';
import { benchCvmImport } from './bench-cvm-import.ts';
import { openBenchDatabase } from './bench-database.ts';
import type { LoadJob, LoadResult } from './bench-load.ts';
import { benchImages } from './bench-images.ts';
import { ENDPOINTS } from './bench-endpoints.ts';
import { seedIndicators } from './bench-indicators.ts';
import { seedFinancial } from './bench-financial.ts';
import { seedLawsuits } from './bench-lawsuits.ts';
import { benchLawsuitImport } from './bench-lawsuit-import.ts';
import { benchReading } from './bench-reading.ts';
import { benchReports } from './bench-reports.ts';
import { benchScreening } from './bench-screening.ts';
import { benchRestrictiveListImport } from './bench-restrictive-list-import.ts';
import { benchZip } from './bench-zip.ts';
import { benchUploads } from './bench-uploads.ts';
import { ENTITIES_PER_DILIGENCE, seedBench } from './bench-seed.ts';

const DILIGENCES = Number(process.env.BENCH_DILIGENCES ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
/** Only the endpoints whose name contains one of these words (comma-separated), e.g. `kanban`. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const BUDGET_MS = 50;

/** What a browser sends with every call (the web app's axios): answers come compressed. */
const BROWSER_HEADERS = {
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

const log = (message: string) => process.stdout.write(`${message}\n`);
const load1 = () => os.loadavg()[0]!.toFixed(2);

function startLoadGenerator(): ChildProcess {
  return fork(new URL('./bench-load.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
}

function runJob(child: ChildProcess, job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    child.once('message', (message: { result?: LoadResult; error?: string }) =>
      message.result ? resolve(message.result) : reject(new Error(message.error)),
    );
    child.send(job);
  });
}

const wants = (name: string) => !ONLY || ONLY.some((word) => name.includes(word));

async function main() {
  const database = await openBenchDatabase(process.env.DATABASE_URL);
  try {
    await migrate(database.db);
    // Only the HTTP endpoints asked for (the Fastify baseline goes with any of them).
    if (ENDPOINTS.some((e) => e.api && wants(e.name))) await benchEndpoints(database);
    if (wants('checklist')) {
      log(`\nbanco: ${database.label}`);
      await benchChecklist(database.db, log);
    }
  } finally {
    await database.close();
  }
}

async function benchEndpoints(database: Awaited<ReturnType<typeof openBenchDatabase>>) {
  const started = Date.now();
  const generator = startLoadGenerator();
  try {
    await seedBench(database.db, DILIGENCES);
    log(
      `banco: ${database.label}\nsemeado: ${DILIGENCES} diligências e ${DILIGENCES * ENTITIES_PER_DILIGENCE} partes na empresa medida (+10% noutra empresa) em ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const lawsuitsEndpoints = ENDPOINTS.filter((e) => e.name.includes('lawsuits') && wants(e.name));
    if (lawsuitsEndpoints.length) {
      const paths = await seedLawsuits(database.db, 'analista2@bench.test');
      for (const endpoint of lawsuitsEndpoints) endpoint.paths = paths;
    }
    const indicatorsEndpoint = ENDPOINTS.find((e) => e.name.includes('indicators'))!;
    if (wants(indicatorsEndpoint.name))
      indicatorsEndpoint.paths = await seedIndicators(database.db);
    const financialEndpoint = ENDPOINTS.find((e) => e.name.includes('financial'))!;
    if (wants(financialEndpoint.name))
      financialEndpoint.paths = await seedFinancial(database.db, 'analista2@bench.test');
    const env = {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lince-bench-')),
      JWT_SECRET: 'segredo-do-benchmark-com-mais-de-32-caracteres!',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(os.tmpdir(), 'lince-no-web-dist'),
      LOGIN_MAX_PER_ACCOUNT: '1000',
      LOGIN_MAX_PER_IP: '1000',
    };
    const app = await buildApp({ config: loadConfig(env), db: database.db, logger: false });
    const uncachedApp = await buildApp({
      config: loadConfig({ ...env, LISTING_CACHE_SECONDS: '0' }),
      db: database.db,
      logger: false,
    });
    const headersOf = async (email: string) => {
      const login = await app.inject({
        method: 'POST',
        url: '/v1/users/login',
        payload: { email, password: TEST_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`login falhou: ${login.body}`);
      const session = login.json() as { _id: string; AccessToken: string };
      return {
        ...BROWSER_HEADERS,
        authorization: `Bearer ${session.AccessToken}`,
        user: session._id,
      };
    };
    const headers = await headersOf('analista2@bench.test');
    const userHeaders = new Map<string, Awaited<ReturnType<typeof headersOf>>>();
    for (const e of ENDPOINTS)
      if (e.user && e.paths.length && !userHeaders.has(e.user))
        userHeaders.set(e.user, await headersOf(e.user));
    await app.listen({ host: '127.0.0.1', port: 0 });
    await uncachedApp.listen({ host: '127.0.0.1', port: 0 });
    const hello = Fastify({ logger: false });
    hello.get('/hello', async () => ({ hello: 'world' }));
    await hello.listen({ host: '127.0.0.1', port: 0 });
    // Requests that reached the API, to divide the SQL statements sent over the same window.
    let apiRequests = 0;
    for (const server of [app.server, uncachedApp.server])
      server.on('request', () => (apiRequests += 1));
    const urlOf = (server: typeof hello.server) =>
      `http://127.0.0.1:${(server.address() as { port: number }).port}`;

    log(
      `máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model.trim() ?? '?'}), Node ${process.version}, carga média (1 min) no início: ${load1()}`,
    );
    log(
      `carga: autocannon em processo à parte, ${CONNECTIONS} conexões keep-alive, ${SECONDS} s por rota após ${WARMUP} s de aquecimento`,
    );
    const rows: string[] = [];
    const endpoints = ENDPOINTS.filter((e) => !e.api || wants(e.name));
    for (const endpoint of endpoints) {
      const job: LoadJob = {
        url: urlOf(
          !endpoint.api ? hello.server : endpoint.uncached ? uncachedApp.server : app.server,
        ),
        paths: endpoint.paths,
        headers: !endpoint.api
          ? BROWSER_HEADERS
          : endpoint.user
            ? userHeaders.get(endpoint.user)!
            : headers,
        connections: endpoint.connections ?? CONNECTIONS,
        seconds: WARMUP,
      };
      if (WARMUP > 0) await runJob(generator, job);
      const loadBefore = load1();
      const queriesBefore = database.queries();
      const requestsBefore = apiRequests;
      const serverCpuBefore = await database.serverCpu();
      const cpuBefore = process.cpuUsage();
      const r = await runJob(generator, { ...job, seconds: SECONDS });
      const cpu = process.cpuUsage(cpuBefore);
      const nodeMs = (cpu.user + cpu.system) / 1000;
      let serverMs = 0;
      for (const [pid, ms] of await database.serverCpu())
        serverMs += ms - (serverCpuBefore.get(pid) ?? 0);
      const served = Math.max(
        1,
        (endpoint.api ? apiRequests : r.requests) - (endpoint.api ? requestsBefore : 0),
      );
      const perRequest = endpoint.api
        ? (
            (database.queries() - queriesBefore) /
            Math.max(1, apiRequests - requestsBefore)
          ).toFixed(1)
        : '–';
      const budget = endpoint.budget ?? BUDGET_MS;
      const verdict = !endpoint.api
        ? ''
        : r.p95 <= budget
          ? `sim (≤ ${budget})`
          : `NÃO (> ${budget})`;
      rows.push(
        `| ${endpoint.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.requests / r.seconds).toFixed(0)} | ${r.requests} | ${(r.bytesPerResponse / 1024).toFixed(1)} | ${r.errors} | ${perRequest} | ${(nodeMs / served).toFixed(2)} | ${database.kind === 'postgres' && endpoint.api ? (serverMs / served).toFixed(2) : '–'} | ${loadBefore} | ${verdict} |`,
      );
      log(`  ${endpoint.name}: p95 ${r.p95.toFixed(1)} ms`);
    }
    log('');
    log(
      `| rota | p50 (ms) | p95 (ms) | p99 (ms) | req/s | requisições | kB/resposta | erros | consultas SQL/req | CPU Node ms/req | CPU PostgreSQL ms/req | carga 1 min | p95 no orçamento (ms; ${BUDGET_MS} salvo indicado) |`,
    );
    log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|');
    for (const row of rows) log(row);
    log(
      `\ncarga média no fim (1/5/15 min): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}`,
    );
    await hello.close();
    await app.close();
    await uncachedApp.close();
  } finally {
    generator.kill();
  }
}

/** Sections that run on their own database and server, only when named. */
const SECTIONS: Record<string, () => Promise<void>> = {
  images: benchImages,
  uploads: benchUploads,
  reading: benchReading,
  zip: benchZip,
  'lawsuit-import': benchLawsuitImport,
  reports: benchReports,
  cvm: benchCvmImport,
  screening: benchScreening,
  'restrictive-lists': benchRestrictiveListImport,
};
const sectionsOnly = ONLY !== undefined && ONLY.length > 0 && ONLY.every((w) => w in SECTIONS);
(async () => {
  if (!sectionsOnly) await main();
  for (const [name, run] of Object.entries(SECTIONS)) if (ONLY?.includes(name)) await run();
})().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
