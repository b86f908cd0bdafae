/**
 * The restrictive list import section of `npm run bench` (`BENCH_ONLY=restrictive-lists`): a CEIS
 * CSV of BENCH_LIST_ROWS made-up sanctions (1,000,000 by default; Windows-1252, quoted, `;`, as
 * the Portal da Transparência publishes it) uploaded by the provider's administrator, from the
 * upload to CONCLUIDO, then the same file again (the first version's records pruned). Measured:
 * the time, the rows per second and the server's RSS growth (sampled every 100 ms; the server
 * runs in this process). Budget (decision 055): ≤ 60 s with the RSS growing ≤ 100 MB.
 */
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createUser, TEST_PASSWORD } from '@lince/db/testing/factories';
import {
  CEIS_HEADER,
  quotedCsv,
  sanctionRow,
} from '../apps/api/src/modules/restrictive-lists/files.test-support.ts';
import { loads, log, startFilesBench } from './bench-files-app.ts';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const POLL_MS = 200;
const run = promisify(execFile);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Row `i` of the made-up CEIS: a masked CPF or a CNPJ, dates, an organ, a legal basis. */
function row(i: number): string[] {
  const person = i % 3 === 0;
  const n = String(i).padStart(8, '0');
  return sanctionRow(CEIS_HEADER, {
    CADASTRO: 'CEIS',
    'CÓDIGO DA SANÇÃO': String(100_000 + i),
    'TIPO DE PESSOA': person ? 'Física' : 'Jurídica',
    'CPF OU CNPJ DO SANCIONADO': person
      ? `***.${n.slice(2, 5)}.${n.slice(5, 8)}-**`
      : `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5, 8)}/0001-${String(i % 97).padStart(2, '0')}`,
    'NOME DO SANCIONADO': person ? `PESSOA FICTÍCIA NÚMERO ${i}` : `EMPRESA IMAGINÁRIA ${i} LTDA`,
    'NÚMERO DO PROCESSO': `${n}.000001/2024-01`,
    'CATEGORIA DA SANÇÃO': 'Impedimento/proibição de contratar com prazo determinado',
    'DATA INÍCIO SANÇÃO': `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2024`,
    'DATA FINAL SANÇÃO': i % 2 ? '' : `01/01/20${30 + (i % 9)}`,
    'DATA PUBLICAÇÃO': '02/01/2024',
    PUBLICAÇÃO: 'Diário Oficial',
    'ÓRGÃO SANCIONADOR': `Prefeitura Municipal de Exemplo ${i % 500}`,
    'UF ÓRGÃO SANCIONADOR': 'SP',
    'ESFERA ÓRGÃO SANCIONADOR': 'MUNICIPAL',
    'FUNDAMENTAÇÃO LEGAL': 'Lei 14.133/2021, art. 156, III',
    'ORIGEM INFORMAÇÕES': 'Prefeitura Municipal de Exemplo',
  });
}

/** Writes the file in chunks of 10,000 rows (never whole in memory). */
async function writeCeis(file: string): Promise<void> {
  const out = createWriteStream(file);
  const write = (text: string) =>
    new Promise<void>((resolve) =>
      out.write(Buffer.from(text, 'latin1')) ? resolve() : out.once('drain', resolve),
    );
  await write(quotedCsv([CEIS_HEADER]));
  for (let from = 1; from <= ROWS; from += 10_000) {
    const rows: string[][] = [];
    for (let i = from; i < Math.min(from + 10_000, ROWS + 1); i += 1) rows.push(row(i));
    await write(quotedCsv(rows));
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

export async function benchRestrictiveListImport(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lince-bench-lists-'));
  const file = path.join(dir, '20260101_CEIS.csv');
  await writeCeis(file);
  // On disk, as `npm start` keeps it: an in-memory PGlite would count the table in the RSS.
  const bench = await startFilesBench('lists', { pgliteOnDisk: true });
  try {
    const admin = await createUser(bench.db, { companyId: bench.companyId, role: 'LINCE_ADMIN' });
    const login = await bench.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    const session = login.json() as { _id: string; AccessToken: string };
    const headers = { authorization: `Bearer ${session.AccessToken}`, user: session._id };
    log(
      `importação de lista restritiva: CEIS de ${ROWS.toLocaleString('pt-BR')} linhas, ${mb(statSync(file).size)} MB; banco: ${bench.databaseLabel}; carga 1/5/15 min: ${loads()}`,
    );
    log('');
    log(
      '| importação | envio (s) | até CONCLUIDO (s) | linhas/s | RSS + pico (MB) | RSS + ao fim (MB) |',
    );
    log('|---|---:|---:|---:|---:|---:|');
    for (const label of ['1ª versão', '2ª versão (poda a anterior)']) {
      global.gc?.();
      const base = process.memoryUsage().rss;
      let peak = base;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 100);
      const started = performance.now();
      // Uploaded by curl in a child process: the client's work never shares the server's loop.
      const { stdout } = await run('curl', [
        '-sS',
        '-H',
        `authorization: ${headers.authorization}`,
        '-H',
        `user: ${headers.user}`,
        '-F',
        `file=@${file};filename=20260101_CEIS.csv`,
        `${bench.url}/v1/restrictive-lists/CEIS/imports`,
      ]);
      const uploaded = performance.now();
      const { jobId } = JSON.parse(stdout) as { jobId: string };
      let state = 'PROCESSANDO';
      let body: { state: string; message?: string; result?: { rows: number } } = { state };
      while (state === 'PROCESSANDO') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const response = await fetch(`${bench.url}/v1/jobs/${jobId}`, { headers });
        body = (await response.json()) as typeof body;
        state = body.state;
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (state !== 'CONCLUIDO') throw new Error(`importação: ${state} ${body.message ?? ''}`);
      log(
        `| ${label} | ${((uploaded - started) / 1000).toFixed(1)} | ${seconds.toFixed(1)} | ${Math.round((body.result?.rows ?? 0) / seconds).toLocaleString('pt-BR')} | ${mb(peak - base)} | ${mb(process.memoryUsage().rss - base)} |`,
      );
    }
  } finally {
    await bench.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchRestrictiveListImport().catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
