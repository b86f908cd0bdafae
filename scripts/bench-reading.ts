/**
 * The certidão reading section of `npm run bench` (`BENCH_ONLY=reading`): a 20-page text PDF is
 * uploaded into a document through the API, then its reading is asked every 50 ms until it is no
 * longer PROCESSANDO — BENCH_READING_ROUNDS (5) times, one after another — while a child process
 * asks for the diligence list every BENCH_READING_POLL_MS (50) ms (another user's request). The same list is timed for
 * 3 s without readings first (the control). Budgets: upload to PRONTA ≤ 2 s; the list not slowed
 * by more than 50 ms (p95 and max, against the control).
 */
import { documentTypes, eq } from '@lince/db';
import { textPdf } from '../apps/api/src/testing/pdfs.ts';
import { loads, log, percentile, startFilesBench } from './bench-files-app.ts';

const ROUNDS = Number(process.env.BENCH_READING_ROUNDS ?? 5);
const PAGES = 20;
const READING_BUDGET_MS = 2000;
const SLOWDOWN_BUDGET_MS = 50;
const LIST = '/v1/diligences?page=1&pageSize=20';
const POLL_MS = Number(process.env.BENCH_READING_POLL_MS ?? 50);
/** How often the uploader asks for its reading (the web asks far less often). */
const READ_POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 20-page certidão-like PDF: the title and dates on page 1, 45 lines of text on every page. */
function benchPdf(cnpj: string) {
  const filler = (page: number) =>
    Array.from(
      { length: 45 },
      (_, line) =>
        `Página ${page + 1}, linha ${line + 1}: os dados constantes desta certidão referem-se ao CNPJ ${cnpj} e às suas filiais.`,
    );
  return textPdf(
    Array.from({ length: PAGES }, (_, page) =>
      page === 0
        ? [
            'CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS',
            `CNPJ: ${cnpj}`,
            'Expedição: 05/11/2026, às 10:15:22',
            'NÃO CONSTA como inadimplente no Banco Nacional de Devedores Trabalhistas.',
            ...filler(page).slice(4),
          ]
        : filler(page),
    ),
  );
}

export async function benchReading(): Promise<void> {
  const bench = await startFilesBench('reading');
  try {
    const { url, headers, diligenceId, entity } = bench;
    const [cndt] = await bench.db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(eq(documentTypes.name, 'CNDT — Certidão Negativa de Débitos Trabalhistas'));
    const pdf = await benchPdf(entity.document);
    const base = `${url}/v1/diligences/${diligenceId}`;
    log(
      `leitura de certidões: PDF de ${PAGES} páginas (${(pdf.length / 1024).toFixed(0)} kB), ${ROUNDS} envios um após o outro; lista de diligências a cada ${POLL_MS} ms noutro processo; banco: ${bench.databaseLabel}; carga 1/5/15 min: ${loads()}`,
    );

    async function uploadAndRead() {
      const created = await fetch(`${base}/entities/${entity.id}/documents`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ documentTypeId: cndt!.id }),
      });
      const documentId = ((await created.json()) as { _id: string })._id;
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'CNDT março.pdf');
      const started = performance.now();
      const uploaded = await fetch(`${base}/documents/${documentId}/files`, {
        method: 'POST',
        headers,
        body: form,
      });
      if (uploaded.status !== 201) throw new Error(`envio: ${uploaded.status}`);
      const uploadMs = performance.now() - started;
      for (;;) {
        const reading = (await (
          await fetch(`${base}/documents/${documentId}/reading`, { headers })
        ).json()) as { state: string; suggestion: { result: string } | null };
        if (reading.state !== 'PROCESSANDO')
          return {
            ms: performance.now() - started,
            uploadMs,
            state: reading.state,
            result: reading.suggestion?.result,
          };
        await sleep(READ_POLL_MS);
      }
    }

    const control = await bench.sampleWhile(LIST, POLL_MS, () => sleep(3000));
    const during = await bench.sampleWhile(LIST, POLL_MS, async () => {
      const runs = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await uploadAndRead());
      return runs;
    });
    const runs = during.value;
    // The first reading after the start runs code not yet compiled (upload, job, pdf.js on a real
    // file): reported apart from the steady state.
    const readMs = runs
      .slice(1)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const row = (name: string, { sample: s, loopDelay }: typeof control) =>
      `| ${name} | ${s.latencies.length} | ${s.errors} | ${percentile(s.latencies, 50).toFixed(1)} | ${percentile(s.latencies, 95).toFixed(1)} | ${(s.latencies.at(-1) ?? 0).toFixed(1)} | ${loopDelay.p99.toFixed(0)} / ${loopDelay.max.toFixed(0)} |`;
    log('');
    log(
      `| envio → leitura | ${runs.map((r) => `${r.ms.toFixed(0)} ms (envio ${r.uploadMs.toFixed(0)} ms) ${r.state} ${r.result ?? ''}`.trim()).join('; ')} |`,
    );
    log('|---|---|');
    log('');
    log(
      '| lista de diligências | requisições | falhas | p50 (ms) | p95 (ms) | máx. (ms) | atraso do laço de eventos do servidor p99 / máx. (ms) |',
    );
    log('|---|---:|---:|---:|---:|---:|---:|');
    log(row('sem leituras (controle, 3 s)', control));
    log(row('durante as leituras', during));
    const p95Slowdown =
      percentile(during.sample.latencies, 95) - percentile(control.sample.latencies, 95);
    const maxSlowdown =
      (during.sample.latencies.at(-1) ?? 0) - (control.sample.latencies.at(-1) ?? 0);
    log('');
    log(
      `envio → PRONTA: a primeira após o início ${runs[0]!.ms.toFixed(0)} ms (≤ ${READING_BUDGET_MS} ms: ${runs[0]!.ms <= READING_BUDGET_MS ? 'sim' : 'NÃO'}); as seguintes p50 ${percentile(readMs, 50).toFixed(0)} ms, máx. ${(readMs.at(-1) ?? 0).toFixed(0)} ms (≤ ${READING_BUDGET_MS} ms: ${(readMs.at(-1) ?? 0) <= READING_BUDGET_MS && runs.every((r) => r.state === 'PRONTA') ? 'sim' : 'NÃO'})`,
    );
    log(
      `lista mais lenta durante as leituras: p95 +${p95Slowdown.toFixed(1)} ms, máx. +${maxSlowdown.toFixed(1)} ms (≤ ${SLOWDOWN_BUDGET_MS} ms: ${p95Slowdown <= SLOWDOWN_BUDGET_MS && maxSlowdown <= SLOWDOWN_BUDGET_MS ? 'sim' : 'NÃO'})`,
    );
    log(`carga média no fim (1/5/15 min): ${loads()}`);
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchReading().catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
