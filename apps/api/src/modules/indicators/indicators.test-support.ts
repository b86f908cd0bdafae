import type { DiligencePurpose, DiligenceStatus, RiskRating } from '@lince/contracts';
import { activities, companies, eq, findings, type Database } from '@lince/db';
import { createCompany, createDiligence, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll } from 'vitest';
import {
  createTestApp,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

/**
 * The indicators tests' company, with figures chosen so that every indicator can be worked out
 * by hand (see the tests). The period under test is 01/01/2026–30/04/2026 (Brasília). SLA days:
 * A iniciar 2, Coleta 5, Em análise 3, Em revisão none.
 */
export const PERIOD = 'from=2026-01-01&to=2026-04-30';

const at = (iso: string) => new Date(iso);

interface Seeded {
  purpose: DiligencePurpose;
  owner: 'ana' | 'bruno' | 'carla';
  created: string;
  status: DiligenceStatus;
  concluded?: string;
  riskRating?: RiskRating;
  riskComputed?: RiskRating;
  dueDate?: string;
  /** Status changes: [at, from, to]. */
  moves?: [string, DiligenceStatus, DiligenceStatus][];
}

const DILIGENCES: Record<string, Seeded> = {
  d1: {
    purpose: 'CREDITO',
    owner: 'ana',
    created: '2026-01-10T12:00:00Z',
    status: 'CONCLUIDA',
    concluded: '2026-01-20T12:00:00Z',
    riskRating: 'ALTO',
    moves: [
      ['2026-01-11T12:00:00Z', 'A_INICIAR', 'COLETA'],
      ['2026-01-17T12:00:00Z', 'COLETA', 'ANALISE'],
      ['2026-01-19T12:00:00Z', 'ANALISE', 'REVISAO'],
      ['2026-01-20T12:00:00Z', 'REVISAO', 'CONCLUIDA'],
    ],
  },
  d2: {
    purpose: 'CREDITO',
    owner: 'bruno',
    created: '2026-01-15T12:00:00Z',
    status: 'CONCLUIDA',
    concluded: '2026-02-04T12:00:00Z',
    riskComputed: 'MEDIO',
    moves: [
      ['2026-01-18T12:00:00Z', 'A_INICIAR', 'COLETA'],
      ['2026-01-23T12:00:00Z', 'COLETA', 'ANALISE'],
      ['2026-02-04T12:00:00Z', 'ANALISE', 'CONCLUIDA'],
    ],
  },
  d3: {
    purpose: 'M_A',
    owner: 'ana',
    created: '2026-02-01T12:00:00Z',
    status: 'CONCLUIDA',
    concluded: '2026-03-08T12:00:00Z',
    riskRating: 'CRITICO',
    riskComputed: 'BAIXO',
  },
  d4: {
    purpose: 'M_A',
    owner: 'bruno',
    created: '2026-03-01T12:00:00Z',
    status: 'CONCLUIDA',
    concluded: '2026-03-06T00:00:00Z',
    riskComputed: 'BAIXO',
  },
  d5: {
    purpose: 'OUTRO',
    owner: 'ana',
    created: '2026-01-05T12:00:00Z',
    status: 'ANALISE',
    dueDate: '2020-01-01',
    moves: [
      ['2026-01-06T12:00:00Z', 'A_INICIAR', 'COLETA'],
      ['2026-01-08T12:00:00Z', 'COLETA', 'ANALISE'],
    ],
  },
  d6: {
    purpose: 'OUTRO',
    owner: 'carla',
    created: '2026-03-10T12:00:00Z',
    status: 'COLETA',
    dueDate: '2100-01-01',
  },
  d7: {
    purpose: 'CREDITO',
    owner: 'ana',
    created: '2026-02-10T12:00:00Z',
    status: 'CANCELADA',
    moves: [['2026-02-12T18:00:00Z', 'A_INICIAR', 'CANCELADA']],
  },
  /** 31/12/2025 23:00 in Brasília: before the period. */
  d8: { purpose: 'M_A', owner: 'bruno', created: '2026-01-01T02:00:00Z', status: 'A_INICIAR' },
  d9: {
    purpose: 'OUTRO',
    owner: 'ana',
    created: '2026-03-20T12:00:00Z',
    status: 'CONCLUIDA',
    concluded: '2026-05-02T12:00:00Z',
    riskComputed: 'ALTO',
    moves: [
      ['2026-04-30T12:00:00Z', 'A_INICIAR', 'COLETA'],
      ['2026-05-02T12:00:00Z', 'COLETA', 'CONCLUIDA'],
    ],
  },
  /** 30/04/2026 23:00 in Brasília: the period's last day. */
  d10: { purpose: 'OUTRO', owner: 'carla', created: '2026-05-01T02:00:00Z', status: 'A_INICIAR' },
  d11: {
    purpose: 'OUTRO',
    owner: 'bruno',
    created: '2025-11-01T12:00:00Z',
    status: 'COLETA',
    moves: [
      ['2025-12-30T12:00:00Z', 'A_INICIAR', 'COLETA'],
      ['2026-01-02T12:00:00Z', 'COLETA', 'ANALISE'],
      ['2026-01-10T12:00:00Z', 'ANALISE', 'COLETA'],
    ],
  },
};

/** [diligence, title, severity, created]: a finding of ours. */
const FINDINGS: [string, string, 'BAIXA' | 'MEDIA' | 'ALTA' | 'CRITICA', string][] = [
  ['d1', 'Protesto de título', 'MEDIA', '2026-01-12T12:00:00Z'],
  ['d1', 'Protesto de título', 'CRITICA', '2026-01-13T12:00:00Z'],
  ['d2', 'protesto de titulo', 'ALTA', '2026-01-16T12:00:00Z'],
  ['d5', '  PROTESTO  DE  TÍTULO ', 'BAIXA', '2026-01-06T12:00:00Z'],
  ['d3', 'Certidão positiva', 'ALTA', '2026-02-02T12:00:00Z'],
  ['d4', 'Certidão positiva', 'ALTA', '2026-03-02T12:00:00Z'],
  ['d6', 'Sócio com restrição', 'BAIXA', '2025-12-15T12:00:00Z'],
  ...Array.from(
    { length: 11 },
    (_, i) =>
      ['d6', `Apontamento ${String(i + 1).padStart(2, '0')}`, 'BAIXA', '2026-03-11T12:00:00Z'] as [
        string,
        string,
        'BAIXA',
        string,
      ],
  ),
];

async function seedDiligence(
  db: Database,
  companyId: string,
  ownerId: string,
  d: Seeded,
): Promise<string> {
  const row = await createDiligence(db, {
    companyId,
    ownerId,
    purpose: d.purpose,
    status: d.status,
    createdAt: at(d.created),
    concludedAt: d.concluded ? at(d.concluded) : null,
    riskRating: d.riskRating ?? null,
    riskComputed: d.riskComputed ?? null,
    dueDate: d.dueDate ?? null,
  });
  for (const [when, from, to] of d.moves ?? [])
    await db.insert(activities).values({
      companyId,
      userId: ownerId,
      action: to === 'CANCELADA' ? 'DILIGENCE_CANCELED' : 'DILIGENCE_STATUS_CHANGED',
      targetType: 'diligence',
      targetId: row.id,
      summary: { before: { status: from }, after: { status: to } },
      at: at(when),
    });
  // An edit of the diligence in the trail: not a status change.
  await db.insert(activities).values({
    companyId,
    action: 'DILIGENCE_UPDATED',
    targetType: 'diligence',
    targetId: row.id,
    summary: { before: { status: 'COLETA' } },
    at: at('2026-01-25T12:00:00Z'),
  });
  return row.id;
}

export interface IndicatorsWorld {
  admin: LoggedInUser;
  companyId: string;
  owners: Record<'ana' | 'bruno' | 'carla', string>;
  ids: Record<string, string>;
}

/** Our company (the ADMIN Ana Admin and two analysts) and another company with its own figures. */
export async function seedIndicatorsWorld(t: TestApp): Promise<IndicatorsWorld> {
  const companyId = (await createCompany(t.db)).id;
  await t.db
    .update(companies)
    .set({ settings: { slaDaysByStatus: { A_INICIAR: 2, COLETA: 5, ANALISE: 3 } } })
    .where(eq(companies.id, companyId));
  const admin = await loggedInUser(t, { companyId, role: 'ADMIN', name: 'Ana Admin' });
  const owners = {
    ana: admin.user.id,
    bruno: (await createUser(t.db, { companyId, name: 'Bruno Braga' })).id,
    carla: (await createUser(t.db, { companyId, name: 'Carla Costa' })).id,
  };
  const ids: Record<string, string> = {};
  for (const [key, d] of Object.entries(DILIGENCES))
    ids[key] = await seedDiligence(t.db, companyId, owners[d.owner], d);
  for (const [key, title, severity, created] of FINDINGS)
    await t.db.insert(findings).values({
      companyId,
      diligenceId: ids[key]!,
      target: 'DILIGENCIA',
      title,
      severity,
      createdAt: at(created),
    });
  await seedOtherCompany(t.db);
  return { admin, companyId, owners, ids };
}

/** Everything of another company falls in the period; none of it may be counted. */
async function seedOtherCompany(db: Database) {
  const companyId = (await createCompany(db)).id;
  const owner = await createUser(db, { companyId, name: 'Ana Admin' });
  const copy: Seeded = { ...DILIGENCES.d1!, owner: 'ana' };
  for (let i = 0; i < 3; i += 1) {
    const id = await seedDiligence(db, companyId, owner.id, { ...copy, status: 'CONCLUIDA' });
    await seedDiligence(db, companyId, owner.id, { ...DILIGENCES.d6!, owner: 'ana' });
    for (let k = 0; k < 5; k += 1)
      await db.insert(findings).values({
        companyId,
        diligenceId: id,
        target: 'DILIGENCIA',
        title: 'Protesto de título',
        severity: 'BAIXA',
        createdAt: at('2026-02-01T12:00:00Z'),
      });
  }
}

/** One app per test file over the seeded world; read `t` and `w` inside the tests. */
export function useIndicatorsWorld() {
  const state = {} as { t: TestApp; w: IndicatorsWorld };
  beforeAll(async () => {
    state.t = await createTestApp();
    state.w = await seedIndicatorsWorld(state.t);
  });
  afterAll(async () => {
    await state.t.close();
  });
  return state;
}
