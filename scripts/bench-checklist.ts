/**
 * The checklist part of `npm run bench` (`BENCH_ONLY=checklist` runs it alone): a diligence with
 * 50 entities moved onto a 10-step track whose steps require 4 document types each from every
 * party and 3 checks — 2,000 documents and 150 checks generated in one transaction, through the
 * same service as `PUT /v1/diligences/:id/track` (audit entry included). Budget (issue 11):
 * ≤ 500 ms on PostgreSQL. Also times the same call again (nothing to change: the idempotent sync).
 */
import os from 'node:os';
import { documentTypes, documents, eq, sql, type Database, type StoredTrackStep } from '@lince/db';
import {
  createCompany,
  createDiligence,
  createEntity,
  createTrack,
  createUser,
} from '@lince/db/testing/factories';
import type { ServiceContext } from '../apps/api/src/core/context.ts';
import { changeDiligenceTrack } from '../apps/api/src/modules/checklists/track-choice.ts';

const ENTITIES = 50;
const STEPS = 10;
const TYPES_PER_STEP = 4;
const ROUNDS = 3;
export const CHECKLIST_BUDGET_MS = 500;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchChecklist(db: Database, log: (line: string) => void) {
  const company = await createCompany(db, { name: 'Bench — checklists' });
  const user = await createUser(db, { companyId: company.id, role: 'ADMIN' });
  const types = await db
    .insert(documentTypes)
    .values(
      Array.from({ length: STEPS * TYPES_PER_STEP }, (_, i) => ({
        name: `Documento de bench ${i + 1}`,
        category: 'OUTRO' as const,
        appliesTo: 'AMBOS' as const,
      })),
    )
    .returning({ id: documentTypes.id });
  const steps: Omit<StoredTrackStep, 'key'>[] = Array.from({ length: STEPS }, (_, s) => ({
    title: `Etapa ${s + 1}`,
    slaDays: 5,
    requirements: types
      .slice(s * TYPES_PER_STEP, (s + 1) * TYPES_PER_STEP)
      .map((t) => ({ documentTypeId: t.id, appliesTo: 'AMBOS' as const, roles: null })),
    checks:
      s < 3
        ? [
            {
              kind: (['CADASTRO', 'PROCESSOS', 'FINANCEIRO'] as const)[s]!,
              appliesTo: 'AMBOS' as const,
            },
          ]
        : [],
  }));
  const track = await createTrack(db, { companyId: company.id, name: 'Trilha de bench', steps });
  const ctx: ServiceContext = {
    userId: user.id,
    companyId: company.id,
    role: 'ADMIN',
    ip: null,
    db,
  };
  const first: number[] = [];
  const again: number[] = [];
  let items = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const diligence = await createDiligence(db, { companyId: company.id, ownerId: user.id });
    for (let e = 0; e < ENTITIES; e++)
      await createEntity(db, { companyId: company.id, diligenceId: diligence.id });
    const tracked = { id: diligence.id, trackId: null, trackVersion: null };
    let started = performance.now();
    await changeDiligenceTrack(ctx, tracked, track.trackId);
    first.push(performance.now() - started);
    started = performance.now();
    await changeDiligenceTrack(
      ctx,
      { ...tracked, trackId: track.trackId, trackVersion: 1 },
      track.trackId,
    );
    again.push(performance.now() - started);
    const [row] = (
      (await db.execute(
        sql`select count(*)::int as n from ${documents} where ${eq(documents.diligenceId, diligence.id)}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    items = row!.n;
  }
  const ms = median(first);
  log(
    `checklists: ${ENTITIES} partes × ${STEPS} etapas → ${items} documentos e ${ENTITIES * 3} verificações; gerar: ${first.map((v) => v.toFixed(0)).join(' / ')} ms (mediana ${ms.toFixed(0)} ms, orçamento ≤ ${CHECKLIST_BUDGET_MS} ms: ${ms <= CHECKLIST_BUDGET_MS ? 'sim' : 'NÃO'}); repetir sem mudança: mediana ${median(again).toFixed(0)} ms; carga média (1 min): ${os.loadavg()[0]!.toFixed(2)}`,
  );
}
