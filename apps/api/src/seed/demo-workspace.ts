import { dayFromToday } from '@lince/contracts/calendar';
import { DiligenceInputSchema, EntityInputSchema, type DiligenceStatus } from '@lince/contracts';
import {
  DEMO_ACCOUNTS,
  DEMO_TRACKS,
  and,
  demoTrackId,
  diligences,
  documents,
  eq,
  lte,
  users,
  type Database,
} from '@lince/db';
import { createEntity } from '../modules/entities/index.ts';
import type { ServiceContext } from '../core/context.ts';
import { loadDiligence } from '../domain/diligence/record.ts';
import { changeStatus, createDiligence, setDiligenceRisk } from '../modules/diligences/index.ts';

interface DemoParty {
  kind: 'PF' | 'PJ';
  name: string;
  document: string;
  role: 'ALVO' | 'SOCIO' | 'ADMINISTRADOR' | 'GARANTIDOR' | 'VENDEDOR' | 'FORNECEDOR';
  /** Index of the controlling party in this list, with relation and share. */
  parent?: [number, string, number | null];
}

interface DemoDiligence {
  title: string;
  purpose: 'M_A' | 'IMOBILIARIA' | 'CREDITO' | 'FORNECEDOR' | 'PARCEIRO';
  priority: 'BAIXA' | 'MEDIA' | 'ALTA' | 'URGENTE';
  dueInDays: number;
  /** Statuses it walks through after creation (every move is recorded). */
  path: DiligenceStatus[];
  parties: DemoParty[];
  /** The demo track it follows (index in DEMO_TRACKS), if any. */
  track?: number;
  /** Documents of the first steps already analysed (approved), to show some progress. */
  analysedSteps?: number;
}

const DEMO_DILIGENCES: DemoDiligence[] = [
  {
    title: 'Aquisição da Fazenda São João',
    purpose: 'IMOBILIARIA',
    priority: 'ALTA',
    dueInDays: -2,
    path: [],
    track: 1,
    parties: [
      { kind: 'PJ', name: 'Agropecuária São João Ltda', document: '11222333000181', role: 'ALVO' },
      {
        kind: 'PF',
        name: 'José Carlos Ferreira',
        document: '12345678909',
        role: 'SOCIO',
        parent: [0, 'Sócio', 60],
      },
      {
        kind: 'PF',
        name: 'Ana Lúcia Ferreira',
        document: '98765432100',
        role: 'SOCIO',
        parent: [0, 'Sócia', 40],
      },
    ],
  },
  {
    title: 'Crédito rural — Cooperativa Vale Verde',
    purpose: 'CREDITO',
    priority: 'URGENTE',
    dueInDays: 3,
    path: ['COLETA'],
    parties: [
      {
        kind: 'PJ',
        name: 'Cooperativa Agrícola Vale Verde',
        document: '33444555000181',
        role: 'ALVO',
      },
      { kind: 'PF', name: 'Márcia Gonçalves', document: '45612378955', role: 'GARANTIDOR' },
    ],
  },
  {
    title: 'Homologação de fornecedor — Embalagens Alfa',
    purpose: 'FORNECEDOR',
    priority: 'MEDIA',
    dueInDays: 12,
    path: ['COLETA', 'ANALISE'],
    track: 2,
    analysedSteps: 1,
    parties: [
      { kind: 'PJ', name: 'Embalagens Alfa S.A.', document: '55666777000181', role: 'FORNECEDOR' },
    ],
  },
  {
    title: 'M&A Construtora Horizonte',
    purpose: 'M_A',
    priority: 'ALTA',
    dueInDays: 25,
    path: ['COLETA', 'ANALISE', 'REVISAO'],
    track: 0,
    analysedSteps: 2,
    parties: [
      { kind: 'PJ', name: 'Construtora Horizonte Ltda', document: '77888999000181', role: 'ALVO' },
      {
        kind: 'PJ',
        name: 'Horizonte Participações S.A.',
        document: '10203040000194',
        role: 'SOCIO',
        parent: [0, 'Controladora', 85],
      },
      {
        kind: 'PF',
        name: 'Renato Batista',
        document: '32165498791',
        role: 'ADMINISTRADOR',
        parent: [0, 'Administrador', null],
      },
    ],
  },
  {
    title: 'Parceria logística Norte',
    purpose: 'PARCEIRO',
    priority: 'BAIXA',
    dueInDays: 40,
    path: [],
    parties: [],
  },
];

/**
 * A few diligences of the demo client company (three of them following the demo tracks, with
 * their checklists) for a first `npm start` (with `SEED_DEMO`), created
 * through the same services as the API (codes, search text, risk and audit trail included).
 * Does nothing when the company already has diligences or its demo accounts are missing.
 */
export async function seedDemoWorkspace(db: Database): Promise<number> {
  const emailOf = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
  const [analyst] = await db
    .select()
    .from(users)
    .where(eq(users.email, emailOf('DEFAULT')));
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.email, emailOf('ADMIN')));
  if (!analyst || !admin) return 0;
  const [existing] = await db
    .select({ id: diligences.id })
    .from(diligences)
    .where(eq(diligences.companyId, analyst.companyId))
    .limit(1);
  if (existing) return 0;

  const ctx: ServiceContext = {
    userId: analyst.id,
    companyId: analyst.companyId,
    role: 'DEFAULT',
    ip: '127.0.0.1',
    db,
  };
  for (const [index, demo] of DEMO_DILIGENCES.entries()) {
    const trackName = demo.track === undefined ? null : DEMO_TRACKS[demo.track]!.name;
    const trackId = trackName ? await demoTrackId(db, analyst.companyId, trackName) : null;
    const diligence = await createDiligence(
      ctx,
      DiligenceInputSchema.parse({
        title: demo.title,
        purpose: demo.purpose,
        ownerId: index % 2 === 0 ? analyst.id : admin.id,
        memberIds: index % 2 === 0 ? [admin.id] : [analyst.id],
        dueDate: dayFromToday(demo.dueInDays),
        priority: demo.priority,
        trackId,
      }),
    );
    const scoped = await loadDiligence(ctx, diligence._id);
    const ids: string[] = [];
    for (const party of demo.parties) {
      const [parentIndex, relation, share] = party.parent ?? [null, null, null];
      const entity = await createEntity(
        ctx,
        scoped,
        EntityInputSchema.parse({
          kind: party.kind,
          name: party.name,
          document: party.document,
          roleInDiligence: party.role,
          parentEntityId: parentIndex === null ? null : ids[parentIndex],
          relation,
          sharePercent: share,
        }),
      );
      ids.push(entity._id);
    }
    if (demo.analysedSteps)
      await db
        .update(documents)
        .set({ status: 'APROVADO', updatedAt: new Date() })
        .where(
          and(
            eq(documents.diligenceId, diligence._id),
            lte(documents.stepOrder, demo.analysedSteps),
          ),
        );
    // Each move reads the diligence as the previous one left it.
    for (const status of demo.path)
      await changeStatus(ctx, await loadDiligence(ctx, diligence._id), { status });
    if (demo.path.includes('REVISAO'))
      await setDiligenceRisk(ctx, await loadDiligence(ctx, diligence._id), {
        rating: 'MEDIO',
        justification: 'Passivo trabalhista relevante na controladora.',
      });
  }
  return DEMO_DILIGENCES.length;
}
