/**
 * The CVM import section of `npm run bench` (`BENCH_ONLY=cvm`): CVM-sized files of every listed
 * company (BENCH_CVM_COMPANIES fictitious companies, each with the hundreds of rows of a real
 * filing) uploaded by an ADMIN to an analysed company: the DRE alone (about 40 MB), then the ZIP of
 * the year's three files. Measured: upload to answer, the server's RSS growth, and the diligence
 * list's latency and the event loop's delay meanwhile (scripts/bench-sampler.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createUser, TEST_PASSWORD } from '@lince/db/testing/factories';
import {
  cvmFileName,
  fullSizeCsv,
  listedCompany,
} from '../apps/api/src/modules/financial-statements/cvm.test-support.ts';
import { zipOf } from '../apps/api/src/testing/document-files.ts';
import { loads, log, percentile, startFilesBench } from './bench-files-app.ts';

const COMPANIES = Number(process.env.BENCH_CVM_COMPANIES ?? 700);
/** Detail accounts a company adds under one group, per year: the DRE reaches ~40 MB with 700. */
const DETAIL = Number(process.env.BENCH_CVM_DETAIL ?? 99);
const YEAR = 2024;
const POLL_MS = 20;
const run = promisify(execFile);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export async function benchCvmImport(): Promise<void> {
  const bench = await startFilesBench('cvm');
  try {
    const admin = await createUser(bench.db, { companyId: bench.companyId, role: 'ADMIN' });
    const login = await bench.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    const session = login.json() as { _id: string; AccessToken: string };
    const headers = { authorization: `Bearer ${session.AccessToken}`, user: session._id };
    // The analysed company is the last of the file (its rows at the very end).
    const target = listedCompany(COMPANIES);
    const created = await fetch(`${bench.url}/v1/financial-companies`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(target),
    });
    if (created.status !== 201) throw new Error(`empresa: ${await created.text()}`);
    const { _id: id } = (await created.json()) as { _id: string };

    const parts = (['BPA', 'BPP', 'DRE'] as const).map((part) => ({
      name: cvmFileName(part, YEAR),
      data: fullSizeCsv(part, YEAR, COMPANIES, DETAIL),
    }));
    const zip = await zipOf(Object.fromEntries(parts.map((p) => [p.name, p.data])));
    const rows = (data: Buffer) => data.reduce((n, byte) => n + (byte === 0x0a ? 1 : 0), 0) - 1;
    log(
      `importação CVM: ${COMPANIES} companhias; banco: ${bench.databaseLabel}; carga 1/5/15 min: ${loads()}`,
    );
    for (const p of parts) log(`- ${p.name}: ${mb(p.data.length)} MB, ${rows(p.data)} linhas`);
    log(`- ZIP dos três: ${mb(zip.length)} MB`);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'lince-bench-cvm-'));
    /** Uploaded by curl in a child process: the client's work never shares the server's event loop. */
    async function upload(name: string) {
      const file = path.join(dir, name);
      const rss = process.memoryUsage().rss;
      const started = performance.now();
      const { stdout } = await run('curl', [
        '-sS',
        '-w',
        '\n%{http_code}',
        '-H',
        `authorization: ${headers.authorization}`,
        '-H',
        `user: ${headers.user}`,
        '-F',
        `file=@${file};filename=${name}`,
        `${bench.url}/v1/financial-companies/${id}/statements/import`,
      ]);
      const ms = performance.now() - started;
      const [body = '', status] = stdout.split(/\n(?=\d+$)/);
      if (status !== '200') throw new Error(`${name}: ${status} ${body}`);
      return {
        ms,
        rssMb: (process.memoryUsage().rss - rss) / 1024 / 1024,
        years: (JSON.parse(body) as { years: number[] }).years.join(', '),
      };
    }

    log('');
    log(
      '| arquivo | MB | envio até a resposta (ms) | exercícios | RSS + (MB) | lista: pedidos | p50 / p95 / máx (ms) | laço de eventos p99 / máx (ms) |',
    );
    log('|---|---:|---:|---|---:|---:|---|---|');
    const runs: [string, Buffer][] = [
      [parts[2]!.name, parts[2]!.data],
      ['dfp_cia_aberta_2024.zip', zip],
      [parts[2]!.name, parts[2]!.data],
    ];
    // Written before the runs: a sync write of 30 MB would stall this process's loop (the server's).
    for (const [name, data] of runs) writeFileSync(path.join(dir, name), data);
    for (const [name, data] of runs) {
      const {
        value: r,
        sample,
        loopDelay,
      } = await bench.sampleWhile('/v1/diligences?page=1&pageSize=20', POLL_MS, () => upload(name));
      const l = sample.latencies;
      log(
        `| ${name} | ${mb(data.length)} | ${r.ms.toFixed(0)} | ${r.years} | ${r.rssMb.toFixed(0)} | ${l.length} (${sample.errors} erros) | ${percentile(l, 50).toFixed(1)} / ${percentile(l, 95).toFixed(1)} / ${(l.at(-1) ?? 0).toFixed(1)} | ${loopDelay.p99.toFixed(0)} / ${loopDelay.max.toFixed(0)} |`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchCvmImport().catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
