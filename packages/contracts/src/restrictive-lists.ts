import { z } from 'zod';

/**
 * Restrictive lists ("listas restritivas"): public datasets the provider imports (CEIS, CNEP,
 * CEPIM, PEP, the slave-labour employers list, OFAC SDN) and each client company's own list
 * (EMPRESA, kept by its ADMIN). Every import is a new version; the newest finished one is in force.
 */
export const PUBLIC_RESTRICTIVE_LISTS = [
  'CEIS',
  'CNEP',
  'CEPIM',
  'PEP',
  'TRABALHO_ESCRAVO',
  'OFAC',
] as const;
export type PublicRestrictiveList = (typeof PUBLIC_RESTRICTIVE_LISTS)[number];

export const RESTRICTIVE_LISTS = [...PUBLIC_RESTRICTIVE_LISTS, 'EMPRESA'] as const;
export type RestrictiveList = (typeof RESTRICTIVE_LISTS)[number];

export const RESTRICTIVE_LIST_LABELS: Record<RestrictiveList, string> = {
  CEIS: 'CEIS — Empresas Inidôneas e Suspensas',
  CNEP: 'CNEP — Empresas Punidas (Lei Anticorrupção)',
  CEPIM: 'CEPIM — Entidades Privadas sem Fins Lucrativos Impedidas',
  PEP: 'PEP — Pessoas Expostas Politicamente',
  TRABALHO_ESCRAVO: 'Cadastro de Empregadores — trabalho análogo ao de escravo',
  OFAC: 'OFAC — Specially Designated Nationals (SDN)',
  EMPRESA: 'Lista própria da empresa',
};

/** The short name of each list, for chips and tables. */
export const RESTRICTIVE_LIST_SHORT_LABELS: Record<RestrictiveList, string> = {
  CEIS: 'CEIS',
  CNEP: 'CNEP',
  CEPIM: 'CEPIM',
  PEP: 'PEP',
  TRABALHO_ESCRAVO: 'Trabalho escravo',
  OFAC: 'OFAC',
  EMPRESA: 'Lista própria',
};

/** A version's import: running, in force once finished (the newest finished one), or failed. */
export const LIST_VERSION_STATES = ['PROCESSANDO', 'CONCLUIDA', 'FALHOU'] as const;
export type ListVersionState = (typeof LIST_VERSION_STATES)[number];

/** How a party matched a record. */
export const SCREENING_MATCH_KINDS = [
  'DOCUMENTO',
  'RAIZ_CNPJ',
  'CPF_PARCIAL_NOME',
  'NOME',
] as const;
export type ScreeningMatchKind = (typeof SCREENING_MATCH_KINDS)[number];
export const SCREENING_MATCH_KIND_LABELS: Record<ScreeningMatchKind, string> = {
  DOCUMENTO: 'Documento',
  RAIZ_CNPJ: 'Mesma raiz de CNPJ',
  CPF_PARCIAL_NOME: 'CPF parcial + nome',
  NOME: 'Nome',
};

export const SCREENING_HIT_STATUSES = ['NOVA', 'CONFIRMADA', 'DESCARTADA'] as const;
export type ScreeningHitStatus = (typeof SCREENING_HIT_STATUSES)[number];
export const SCREENING_HIT_STATUS_LABELS: Record<ScreeningHitStatus, string> = {
  NOVA: 'Nova',
  CONFIRMADA: 'Confirmada',
  DESCARTADA: 'Descartada',
};

/** The matched record as the hit keeps it (a snapshot: later versions may drop the record). */
export const ScreeningRecordSchema = z.object({
  name: z.string(),
  document: z.string().nullable(),
  category: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  organ: z.string().nullable(),
  legalBasis: z.string().nullable(),
  process: z.string().nullable().optional(),
  fine: z.string().nullable().optional(),
  /** Other columns of the record, by their header in the published file. */
  details: z.record(z.string(), z.string()).optional(),
});
export type ScreeningRecord = z.infer<typeof ScreeningRecordSchema>;
