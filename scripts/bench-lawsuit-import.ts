/**
 * The lawsuit import section of `npm run bench` (`BENCH_ONLY=lawsuit-import`): a 5,000-row XLSX
 * (the template's columns, every line valid) is uploaded to an entity through the API and its task
 * asked for every 50 ms until it is no longer PROCESSANDO — once into an empty entity (5,000
 * inserts), then again (5,000 updates). Budget (issue 13): upload to CONCLUIDO ≤ 10 s.
 * Then what a lawyer most often sends: a CSV of 4 lines with only the CNJ numbers. Budget (issue
 * 27): upload to CONCLUIDO ≤ 2 s (the worker starts at once, not on its next poll).
 */
import type { JobStatus } from '@lince/contracts';
import { LAWSUIT_AREAS, LAWSUIT_RISKS, LAWSUIT_SIDES, LAWSUIT_STATUSES } from '@lince/contracts';
import {
  lineFields,
  validCnj,
  workbookBytes,
} from '../apps/api/src/modules/lawsuit-imports/files.test-support.ts';
import { loads, log, startFilesBench } from './bench-files-app.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const BUDGET_MS = 10_000;
const SMALL_BUDGET_MS = 2_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(values: readonly T[], i: number) => values[i % values.length]!;

function benchWorkbook() {
  return workbookBytes(
    Array.from({ length: ROWS }, (_, i) =>
      lineFields(i + 1, {
        area: pick(LAWSUIT_AREAS, i),
        polo: pick(LAWSUIT_SIDES, i * 7),
        situacao: pick(LAWSUIT_STATUSES, i * 3),
        risco: i % 4 === 3 ? '' : pick(LAWSUIT_RISKS, i * 5),
        valor_causa: ((i * 7919) % 10_000_000).toFixed(2).replace('.', ','),
        parte_contraria: `Parte contrária ${i}`,
      }),
    ),
  );
}

export async function benchLawsuitImport(): Promise<void> {
  const bench = await startFilesBench('lawsuit-import');
  try {
    const { url, headers, diligenceId, entity } = bench;
    const xlsx = await benchWorkbook();
    log(
      `importação de processos: XLSX de ${ROWS} linhas (${(xlsx.length / 1024).toFixed(0)} kB); banco: ${bench.databaseLabel}; carga 1/5/15 min: ${loads()}`,
    );

    async function importOnce(bytes: Uint8Array, fileName: string) {
      const form = new FormData();
      form.append('file', new Blob([bytes]), fileName);
      const started = performance.now();
      const response = await fetch(
        `${url}/v1/diligences/${diligenceId}/entities/${entity.id}/lawsuits/import`,
        { method: 'POST', headers, body: form },
      );
      if (response.status !== 202)
        throw new Error(`envio: ${response.status} ${await response.text()}`);
      const uploadMs = performance.now() - started;
      const { jobId } = (await response.json()) as { jobId: string };
      const seen: string[] = [];
      for (;;) {
        const status = (await (
          await fetch(`${url}/v1/jobs/${jobId}`, { headers })
        ).json()) as JobStatus;
        if (status.progress) seen.push(`${status.progress.processed}/${status.progress.total}`);
        if (status.state !== 'PROCESSANDO')
          return { ms: performance.now() - started, uploadMs, status, seen: new Set(seen).size };
        await sleep(POLL_MS);
      }
    }

    log('');
    log(
      '| importação | envio (ms) | até o fim (ms) | estado | importados | atualizados | rejeitados | progressos distintos vistos | no orçamento (10 s; 2 s o CSV) |',
    );
    log('|---|---:|---:|---|---:|---:|---:|---:|:-:|');
    const cnjOnly = new TextEncoder().encode(
      ['numero_cnj', ...[1, 2, 3, 4].map((n) => validCnj(ROWS + n))].join('\n') + '\n',
    );
    const runs: [string, Uint8Array, string, number][] = [
      ['parte vazia (inserções)', xlsx, 'processos.xlsx', BUDGET_MS],
      ['o mesmo arquivo de novo (atualizações)', xlsx, 'processos.xlsx', BUDGET_MS],
      ['CSV de 4 linhas, só numero_cnj', cnjOnly, 'processos.csv', SMALL_BUDGET_MS],
    ];
    for (const [name, bytes, fileName, budget] of runs) {
      const r = await importOnce(bytes, fileName);
      // A lawsuit import's result (a report export's has other fields).
      const result = r.status.result && 'imported' in r.status.result ? r.status.result : undefined;
      const ok = r.status.state === 'CONCLUIDO' && r.ms <= budget;
      log(
        `| ${name} | ${r.uploadMs.toFixed(0)} | ${r.ms.toFixed(0)} | ${r.status.state}${r.status.message ? ` (${r.status.message})` : ''} | ${result?.imported ?? '–'} | ${result?.updated ?? '–'} | ${result?.rejectedCount ?? '–'} | ${r.seen} | ${ok ? 'sim' : 'NÃO'} |`,
      );
    }
    log(`carga média no fim (1/5/15 min): ${loads()}`);
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchLawsuitImport().catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
