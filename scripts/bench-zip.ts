/**
 * The ZIP section of `npm run bench` (`BENCH_ONLY=zip`): BENCH_ZIP_FILES (50) files of
 * BENCH_ZIP_MB (10) MB of random bytes are written straight into the storage (local disk, or S3
 * with the S3_* variables) and `document_files`, then a child process downloads the entity's ZIP
 * at about BENCH_ZIP_MBPS (50) MB/s while this process — the server — samples its resident
 * memory every 50 ms. Budget: RSS growth ≤ 50 MB while the 500 MB stream.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { documentTypes, ne } from '@lince/db';
import { createDocument, storeDocumentFile } from '../apps/api/src/testing/stored-files.ts';
import { loads, log, startFilesBench } from './bench-files-app.ts';
import type { ZipClientJob, ZipClientResult } from './bench-zip-client.ts';

const FILES = Number(process.env.BENCH_ZIP_FILES ?? 50);
const MB = Number(process.env.BENCH_ZIP_MB ?? 10);
const MBPS = Number(process.env.BENCH_ZIP_MBPS ?? 50);
const BUDGET_MB = 50;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** `size` bytes: a PDF's magic bytes (what the storage accepts), then random, 64 kB at a time. */
function randomFile(size: number): Readable {
  let left = size;
  let first = true;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const head = first ? Buffer.from('%PDF-1.7\n') : Buffer.alloc(0);
      first = false;
      const chunk = Buffer.concat([head, randomBytes(Math.min(65536, left) - head.length)]);
      left -= chunk.length;
      this.push(chunk);
    },
  });
}

export async function benchZip(): Promise<void> {
  const bench = await startFilesBench('zip');
  const client = fork(new URL('./bench-zip-client.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  try {
    const { app, companyId, diligenceId, entity } = bench;
    const types = await bench.db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(ne(documentTypes.name, 'Outros'));
    const started = performance.now();
    for (let i = 0; i < FILES; i++) {
      const document = await createDocument(app, {
        companyId,
        diligenceId,
        entityId: entity.id,
        documentTypeId: types[i % types.length]!.id,
      });
      await storeDocumentFile(app, document, randomFile(MB * 1024 * 1024), {
        name: `Certidão ${i + 1} — cópia autenticada.pdf`,
      });
    }
    log(
      `ZIP da parte: ${FILES} arquivos de ${MB} MB (${FILES * MB} MB) gravados em ${((performance.now() - started) / 1000).toFixed(1)} s no armazenamento ${app.storage.driver}; cliente noutro processo lendo a ~${MBPS} MB/s; carga 1/5/15 min: ${loads()}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = process.memoryUsage();
    let peak = before.rss;
    let peakArrayBuffers = before.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      peakArrayBuffers = Math.max(peakArrayBuffers, now.arrayBuffers);
    }, 50);
    const job: ZipClientJob = {
      url: `${bench.url}/v1/diligences/${diligenceId}/entities/${entity.id}/files.zip`,
      headers: bench.headers,
      mbPerSecond: MBPS,
    };
    const result = await new Promise<ZipClientResult>((resolve, reject) => {
      client.once('message', (m: { result?: ZipClientResult; error?: string }) =>
        m.result ? resolve(m.result) : reject(new Error(m.error)),
      );
      client.send(job);
    });
    clearInterval(sampler);
    const growth = mb(peak - before.rss);
    log('');
    log(
      '| ZIP | status | MB recebidos | Content-Length = recebidos | duração (s) | RSS antes (MB) | RSS máx. (MB) | crescimento (MB) | ArrayBuffers máx. (MB) | ≤ 50 MB |',
    );
    log('|---|---:|---:|:-:|---:|---:|---:|---:|---:|:-:|');
    log(
      `| ${FILES} × ${MB} MB | ${result.status} | ${mb(result.bytes).toFixed(1)} | ${result.contentLength === result.bytes ? 'sim' : 'NÃO'} | ${(result.ms / 1000).toFixed(1)} | ${mb(before.rss).toFixed(0)} | ${mb(peak).toFixed(0)} | ${growth.toFixed(1)} | ${mb(peakArrayBuffers).toFixed(1)} | ${growth <= BUDGET_MB && result.status === 200 ? 'sim' : 'NÃO'} |`,
    );
    log(`carga média no fim (1/5/15 min): ${loads()}`);
  } finally {
    client.kill();
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchZip().catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
