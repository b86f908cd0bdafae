import { randomUUID } from 'node:crypto';
import type { DiligencePurpose } from '@lince/contracts/diligences';
import type { EntityRole } from '@lince/contracts/entities';
import type { CheckKind, TrackAppliesTo } from '@lince/contracts/tracks';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { documentTypes, trackVersions, tracks, type StoredTrackStep } from './schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The seeded document types (migration 0001) the demo tracks require, by name. */
const T = {
  cnd: 'CND de Débitos Federais e Dívida Ativa da União',
  fgts: 'CRF — Certificado de Regularidade do FGTS',
  cndt: 'CNDT — Certidão Negativa de Débitos Trabalhistas',
  protestos: 'Certidão de Protestos',
  civel: 'Certidão de Distribuição Cível (Justiça Estadual)',
  criminal: 'Certidão de Distribuição Criminal (Justiça Estadual)',
  execucoes: 'Certidão de Execuções Fiscais (Justiça Estadual)',
  federal: 'Certidão de Distribuição da Justiça Federal (cível, criminal e execuções fiscais)',
  estadual: 'CND Estadual',
  municipal: 'CND Municipal',
  junta: 'Certidão Simplificada da Junta Comercial',
  contrato: 'Contrato Social ou Estatuto Social consolidado',
  cnpj: 'Comprovante de Inscrição e Situação Cadastral no CNPJ',
  rg: 'RG ou CNH',
  cpf: 'CPF — Comprovante de Situação Cadastral',
  casamento: 'Certidão de Casamento',
  matricula: 'Matrícula do Imóvel',
  balanco: 'Balanço Patrimonial',
  dre: 'DRE — Demonstração do Resultado do Exercício',
} as const;
type TypeKey = keyof typeof T;

interface DemoStep {
  title: string;
  slaDays: number | null;
  /** [type, applies to, roles (absent: every role)]. */
  documents: [TypeKey, TrackAppliesTo, EntityRole[]?][];
  checks: [CheckKind, TrackAppliesTo][];
}

export interface DemoTrack {
  name: string;
  purpose: DiligencePurpose;
  description: string;
  steps: DemoStep[];
}

const SELLERS: EntityRole[] = ['ALVO', 'VENDEDOR', 'GARANTIDOR', 'SOCIO'];

/** Three published tracks a Brazilian analyst recognises, for the demo client company. */
export const DEMO_TRACKS: readonly DemoTrack[] = [
  {
    name: 'M&A — aquisição de empresa',
    purpose: 'M_A',
    description:
      'Aquisição de participação societária: documentos societários, certidões fiscais e judiciais da empresa-alvo, de seus sócios e administradores, e demonstrações financeiras.',
    steps: [
      {
        title: 'Identificação e societário',
        slaDays: 5,
        documents: [
          ['contrato', 'PJ'],
          ['junta', 'PJ'],
          ['cnpj', 'PJ'],
          ['rg', 'PF'],
          ['cpf', 'PF'],
          ['casamento', 'PF', ['SOCIO']],
        ],
        checks: [['CADASTRO', 'AMBOS']],
      },
      {
        title: 'Certidões fiscais e trabalhistas',
        slaDays: 10,
        documents: [
          ['cnd', 'AMBOS'],
          ['fgts', 'PJ'],
          ['cndt', 'AMBOS'],
          ['estadual', 'AMBOS'],
          ['municipal', 'AMBOS'],
        ],
        checks: [],
      },
      {
        title: 'Certidões judiciais e protestos',
        slaDays: 10,
        documents: [
          ['civel', 'AMBOS'],
          ['criminal', 'PF'],
          ['execucoes', 'AMBOS'],
          ['federal', 'AMBOS'],
          ['protestos', 'AMBOS'],
        ],
        checks: [['PROCESSOS', 'AMBOS']],
      },
      {
        title: 'Demonstrações financeiras',
        slaDays: 15,
        documents: [
          ['balanco', 'PJ', ['ALVO', 'SOCIO']],
          ['dre', 'PJ', ['ALVO', 'SOCIO']],
        ],
        checks: [['FINANCEIRO', 'PJ']],
      },
    ],
  },
  {
    name: 'Imobiliária — compra de imóvel',
    purpose: 'IMOBILIARIA',
    description:
      'Compra de imóvel: matrícula atualizada, débitos do imóvel e certidões pessoais dos vendedores (fraude à execução e contra credores), e identificação dos compradores.',
    steps: [
      {
        title: 'Imóvel',
        slaDays: 5,
        documents: [
          ['matricula', 'AMBOS', ['ALVO', 'VENDEDOR']],
          ['municipal', 'AMBOS', ['ALVO', 'VENDEDOR']],
        ],
        checks: [],
      },
      {
        title: 'Vendedores e garantidores',
        slaDays: 10,
        documents: [
          ['rg', 'PF', SELLERS],
          ['cpf', 'PF', SELLERS],
          ['casamento', 'PF', SELLERS],
          ['contrato', 'PJ', SELLERS],
          ['cnd', 'AMBOS', SELLERS],
          ['cndt', 'AMBOS', SELLERS],
          ['protestos', 'AMBOS', SELLERS],
          ['civel', 'AMBOS', SELLERS],
          ['federal', 'AMBOS', SELLERS],
          ['execucoes', 'AMBOS', SELLERS],
        ],
        checks: [['PROCESSOS', 'AMBOS']],
      },
      {
        title: 'Compradores',
        slaDays: 5,
        documents: [
          ['rg', 'PF', ['COMPRADOR']],
          ['cpf', 'PF', ['COMPRADOR']],
          ['contrato', 'PJ', ['COMPRADOR']],
        ],
        checks: [['CADASTRO', 'AMBOS']],
      },
    ],
  },
  {
    name: 'Homologação de fornecedor',
    purpose: 'FORNECEDOR',
    description:
      'Cadastro de fornecedor: situação cadastral, regularidade fiscal e trabalhista e reputação (protestos e ações).',
    steps: [
      {
        title: 'Cadastro',
        slaDays: 3,
        documents: [
          ['cnpj', 'PJ'],
          ['contrato', 'PJ'],
        ],
        checks: [['CADASTRO', 'PJ']],
      },
      {
        title: 'Regularidade fiscal e trabalhista',
        slaDays: 7,
        documents: [
          ['cnd', 'AMBOS'],
          ['fgts', 'PJ'],
          ['cndt', 'AMBOS'],
          ['estadual', 'AMBOS'],
          ['municipal', 'AMBOS'],
        ],
        checks: [],
      },
      {
        title: 'Reputação',
        slaDays: 5,
        documents: [
          ['protestos', 'AMBOS'],
          ['civel', 'AMBOS'],
        ],
        checks: [['PROCESSOS', 'AMBOS']],
      },
    ],
  },
];

/**
 * The demo tracks, published (version 1) by `reviewerId` after `authorId` wrote them, in the
 * demo company. Types missing from the catalogue (renamed by the provider) are left out.
 */
export async function insertDemoTracks(
  tx: Tx,
  companyId: string,
  authorId: string,
  reviewerId: string,
): Promise<void> {
  const rows = await tx
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .where(inArray(documentTypes.name, Object.values(T)));
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const now = new Date();
  for (const demo of DEMO_TRACKS) {
    const steps: StoredTrackStep[] = demo.steps.map((s) => ({
      key: randomUUID(),
      title: s.title,
      slaDays: s.slaDays,
      requirements: s.documents.flatMap(([type, appliesTo, roles]) => {
        const documentTypeId = idOf.get(T[type]);
        return documentTypeId ? [{ documentTypeId, appliesTo, roles: roles ?? null }] : [];
      }),
      checks: s.checks.map(([kind, appliesTo]) => ({ kind, appliesTo })),
    }));
    const [track] = await tx
      .insert(tracks)
      .values({ companyId, createdBy: authorId })
      .returning({ id: tracks.id });
    await tx.insert(trackVersions).values({
      trackId: track!.id,
      companyId,
      version: 1,
      status: 'PUBLICADA',
      name: demo.name,
      purpose: demo.purpose,
      description: demo.description,
      steps,
      createdBy: authorId,
      updatedBy: reviewerId,
      editorIds: [authorId],
      submittedAt: now,
      submittedBy: authorId,
      reviewedAt: now,
      reviewedBy: reviewerId,
      publishedAt: now,
    });
  }
}

/** The demo company's published track named `name` (its `trackId`), if seeded. */
export async function demoTrackId(db: Database, companyId: string, name: string) {
  const rows = await db
    .select({
      trackId: trackVersions.trackId,
      name: trackVersions.name,
      status: trackVersions.status,
    })
    .from(trackVersions)
    .where(eq(trackVersions.companyId, companyId));
  return rows.find((r) => r.name === name && r.status === 'PUBLICADA')?.trackId ?? null;
}
