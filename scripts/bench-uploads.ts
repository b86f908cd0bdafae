/**
 * The uploads section of `npm run bench` (`BENCH_ONLY=uploads`, or alone:
 * `tsx scripts/bench-uploads.ts`): starts the API on 127.0.0.1 on a fresh database
 * (scripts/bench-files-app.ts; the local disk storage, or S3 with the S3_* variables), then, from
 * a child process (scripts/bench-uploads-load.ts), sends BENCH_UPLOAD_FILES (100) PDFs of
 * BENCH_UPLOAD_BYTES (1 MB) to an entity's data room (bulk upload: each becomes an "Outros"
 * document, each PDF's reading enqueued),
 * BENCH_UPLOAD_CONCURRENCY (10) at a time. Prints the statuses, the durations and the server's
 * RSS (this process: the API and, without DATABASE_URL, the embedded database) before, at its
 * peak (sampled every 20 ms) and after. Budget (issue 12): all 201, RSS growth ≤ 100 MB.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { log, percentile, startFilesBench } from './bench-files-app.ts';
import type { UploadsLoadJob, UploadsLoadResult } from './bench-uploads-load.ts';

const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 100);
const BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 * 1024);
const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 10);
export const UPLOADS_RSS_BUDGET_MB = 100;

const mb = (bytes: number) => bytes / 1024 / 1024;

export async function benchUploads(): Promise<void> {
  const bench = await startFilesBench('uploads');
  const client = fork(new URL('./bench-uploads-load.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  try {
    const job: UploadsLoadJob = {
      url: `${bench.url}/v1/diligences/${bench.diligenceId}/entities/${bench.entity.id}/files`,
      headers: bench.headers,
      files: FILES,
      bytes: BYTES,
      concurrency: CONCURRENCY,
    };
    const run = (j: UploadsLoadJob) =>
      new Promise<UploadsLoadResult>((resolve, reject) => {
        client.once('message', (message: { result?: UploadsLoadResult; error?: string }) =>
          message.result ? resolve(message.result) : reject(new Error(message.error)),
        );
        client.send(j);
      });
    // A first round of CONCURRENCY files warms the code paths up (not counted).
    await run({ ...job, files: CONCURRENCY });
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const r = await run(job);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const after = process.memoryUsage().rss;
    const ms = r.uploads.map((u) => u.ms).sort((a, b) => a - b);
    const created = r.uploads.filter((u) => u.status === 201).length;
    const growth = mb(peak - before);
    log(
      `envios: ${FILES} PDFs de ${mb(r.fileBytes).toFixed(2)} MB na sala de documentos, ${CONCURRENCY} por vez; ${os.cpus().length} núcleos, Node ${process.version}, banco: ${bench.databaseLabel}`,
    );
    log('');
    log(
      `| envios | 201 | duração p50 / p95 / máx. (ms) | total (s) | RSS antes (MB) | RSS pico (MB) | RSS depois (MB) | crescimento (MB) | tudo 201 e ≤ ${UPLOADS_RSS_BUDGET_MB} MB |`,
    );
    log('|---:|---:|---|---:|---:|---:|---:|---:|:-:|');
    log(
      `| ${r.uploads.length} | ${created} | ${percentile(ms, 50).toFixed(0)} / ${percentile(ms, 95).toFixed(0)} / ${(ms.at(-1) ?? 0).toFixed(0)} | ${(r.totalMs / 1000).toFixed(1)} | ${mb(before).toFixed(0)} | ${mb(peak).toFixed(0)} | ${mb(after).toFixed(0)} | ${growth.toFixed(1)} | ${created === FILES && growth <= UPLOADS_RSS_BUDGET_MB ? 'sim' : 'NÃO'} |`,
    );
  } finally {
    client.kill();
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchUploads().catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
