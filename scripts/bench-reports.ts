/**
 * The report export section of `npm run bench` (`BENCH_ONLY=reports`): a diligence with 50
 * entities, 1,000 documents (each with a file), 500 lawsuits and 100 findings is exported as the
 * standard PDF and DOCX through the API, each asked every 50 ms until it is no longer PROCESSANDO —
 * BENCH_REPORT_ROUNDS (3) times per format — while a child process asks for the diligence list
 * every 50 ms (another user's request). The same list is timed for 3 s without exports first.
 * Budgets (issue 15): request to PRONTO ≤ 3 s; the list's p95 kept (rendering is off the event
 * loop): not slowed by more than 50 ms.
 */
import type { JobStatus, ReportItem } from '@lince/contracts';
import {
  CERTIDAO_RESULTS,
  DOCUMENT_STATUSES,
  FINDING_SEVERITIES,
  LAWSUIT_AREAS,
  LAWSUIT_RISKS,
  LAWSUIT_SIDES,
  cnjCheckDigits,
} from '@lince/contracts';
import {
  documentFiles,
  documents,
  documentTypes,
  findings,
  lawsuits,
  type Database,
} from '@lince/db';
import { createEntity } from '@lince/db/testing/factories';
import { createHash, randomUUID } from 'node:crypto';
import { loads, log, percentile, startFilesBench } from './bench-files-app.ts';

const ENTITIES = 50;
const DOCUMENTS = 1_000;
const LAWSUITS = 500;
const FINDINGS = 100;
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 3);
const BUDGET_MS = 3_000;
const SLOWDOWN_BUDGET_MS = 50;
const LIST = '/v1/diligences?page=1&pageSize=20';
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(values: readonly T[], i: number) => values[i % values.length]!;

export async function seedReportDiligence(
  db: Database,
  companyId: string,
  diligenceId: string,
  firstEntityId: string,
) {
  const entityIds = [firstEntityId];
  for (let i = 1; i < ENTITIES; i++)
    entityIds.push(
      (await createEntity(db, { companyId, diligenceId, name: `Empresa Investigada ${i} Ltda.` }))
        .id,
    );
  const types = await db.select({ id: documentTypes.id }).from(documentTypes);
  const docRows = Array.from({ length: DOCUMENTS }, (_, i) => ({
    id: randomUUID(),
    companyId,
    diligenceId,
    entityId: pick(entityIds, i),
    documentTypeId: pick(types, i).id,
    source: 'MANUAL' as const,
    required: i % 3 !== 0,
    status: pick(DOCUMENT_STATUSES, i),
    result: pick(CERTIDAO_RESULTS, i * 7),
    issuedAt: `2026-0${(i % 9) + 1}-10`,
    validUntil: `202${5 + (i % 3)}-1${i % 3}-20`,
  }));
  for (let i = 0; i < docRows.length; i += 250)
    await db.insert(documents).values(docRows.slice(i, i + 250));
  const fileRows = docRows.map((doc, i) => ({
    companyId,
    diligenceId,
    entityId: doc.entityId,
    documentId: doc.id,
    storageKey: `${randomUUID()}.pdf`,
    name: `Certidão ${i + 1} — ${pick(['federal', 'estadual', 'municipal', 'trabalhista'], i)}.pdf`,
    mimeType: 'application/pdf' as const,
    size: 100_000 + i,
    sha256: createHash('sha256').update(String(i)).digest('hex'),
  }));
  for (let i = 0; i < fileRows.length; i += 250)
    await db.insert(documentFiles).values(fileRows.slice(i, i + 250));
  const suits = Array.from({ length: LAWSUITS }, (_, i) => {
    const seq = String(i + 1).padStart(7, '0');
    const year = String(2010 + (i % 15));
    return {
      companyId,
      diligenceId,
      entityId: pick(entityIds, i),
      cnjNumber: `${seq}${cnjCheckDigits(seq, year, '8', '26', '0100')}${year}8260100`,
      court: 'TJSP',
      area: pick(LAWSUIT_AREAS, i),
      side: pick(LAWSUIT_SIDES, i * 7),
      counterparty: `Parte contrária ${i}`,
      claimValue: ((i * 7919) % 10_000_000).toFixed(2),
      risk: pick(LAWSUIT_RISKS, i * 5),
      estimatedLoss: ((i * 3571) % 1_000_000).toFixed(2),
    };
  });
  await db.insert(lawsuits).values(suits);
  await db.insert(findings).values(
    Array.from({ length: FINDINGS }, (_, i) => ({
      companyId,
      diligenceId,
      entityId: pick(entityIds, i),
      target: 'ENTIDADE' as const,
      title: `Apontamento ${i + 1}: pendência relevante identificada na análise`,
      description: 'Descrição do apontamento. '.repeat(20),
      recommendation: 'Exigir a regularização antes do fechamento.',
      severity: pick(FINDING_SEVERITIES, i),
    })),
  );
}

export async function benchReports(): Promise<void> {
  const bench = await startFilesBench('reports');
  try {
    const { url, headers, diligenceId, entity } = bench;
    await seedReportDiligence(bench.db, bench.companyId, diligenceId, entity.id);
    log(
      `relatório da diligência: ${ENTITIES} partes, ${DOCUMENTS} documentos com arquivo, ${LAWSUITS} processos, ${FINDINGS} apontamentos; ${ROUNDS} exportações por formato; lista de diligências a cada ${POLL_MS} ms noutro processo; banco: ${bench.databaseLabel}; carga 1/5/15 min: ${loads()}`,
    );
    const reportsUrl = `${url}/v1/diligences/${diligenceId}/reports`;

    async function exportOnce(format: 'PDF' | 'DOCX') {
      const started = performance.now();
      const response = await fetch(reportsUrl, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ format, kind: 'PADRAO' }),
      });
      if (response.status !== 202)
        throw new Error(`exportação: ${response.status} ${await response.text()}`);
      const { jobId, reportId } = (await response.json()) as { jobId: string; reportId: string };
      for (;;) {
        const status = (await (
          await fetch(`${url}/v1/jobs/${jobId}`, { headers })
        ).json()) as JobStatus;
        if (status.state !== 'PROCESSANDO') {
          const ms = performance.now() - started;
          const list = (await (await fetch(reportsUrl, { headers })).json()) as {
            items: ReportItem[];
          };
          const report = list.items.find((r) => r._id === reportId);
          return { format, ms, state: report?.state ?? status.state, size: report?.sizeBytes ?? 0 };
        }
        await sleep(POLL_MS);
      }
    }

    const control = await bench.sampleWhile(LIST, POLL_MS, () => sleep(3000));
    const during = await bench.sampleWhile(LIST, POLL_MS, async () => {
      const runs = [];
      for (let i = 0; i < ROUNDS; i++)
        for (const format of ['PDF', 'DOCX'] as const) runs.push(await exportOnce(format));
      return runs;
    });
    const runs = during.value;
    log('');
    log('| exportação | pedido → PRONTO (ms) | estado | tamanho (kB) | ≤ 3 s |');
    log('|---|---:|---|---:|:-:|');
    runs.forEach((r, i) =>
      log(
        `| ${r.format} ${Math.floor(i / 2) + 1}${i < 2 ? ' (a primeira desde o início do servidor)' : ''} | ${r.ms.toFixed(0)} | ${r.state} | ${(r.size / 1024).toFixed(0)} | ${r.state === 'PRONTO' && r.ms <= BUDGET_MS ? 'sim' : 'NÃO'} |`,
      ),
    );
    const row = (name: string, { sample: s, loopDelay }: typeof control) =>
      `| ${name} | ${s.latencies.length} | ${s.errors} | ${percentile(s.latencies, 50).toFixed(1)} | ${percentile(s.latencies, 95).toFixed(1)} | ${(s.latencies.at(-1) ?? 0).toFixed(1)} | ${loopDelay.p99.toFixed(0)} / ${loopDelay.max.toFixed(0)} |`;
    log('');
    log(
      '| lista de diligências | requisições | falhas | p50 (ms) | p95 (ms) | máx. (ms) | atraso do laço de eventos do servidor p99 / máx. (ms) |',
    );
    log('|---|---:|---:|---:|---:|---:|---:|');
    log(row('sem exportações (controle, 3 s)', control));
    log(row('durante as exportações', during));
    const slowdown =
      percentile(during.sample.latencies, 95) - percentile(control.sample.latencies, 95);
    log(
      `\nlista mais lenta durante as exportações: p95 +${slowdown.toFixed(1)} ms (≤ ${SLOWDOWN_BUDGET_MS} ms: ${slowdown <= SLOWDOWN_BUDGET_MS ? 'sim' : 'NÃO'})`,
    );
    log(`carga média no fim (1/5/15 min): ${loads()}`);
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchReports().catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
