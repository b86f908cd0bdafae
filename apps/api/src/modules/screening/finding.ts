import {
  RESTRICTIVE_LIST_LABELS,
  SCREENING_MATCH_KIND_LABELS,
  formatCpfCnpj,
  formatDay,
  type FindingSeverity,
  type RestrictiveList,
} from '@lince/contracts';
import type { ScreeningHitRow } from '@lince/db';

/** The severity a confirmed hit proposes: a sanction is critical; a PEP calls for enhanced diligence. */
export const HIT_SEVERITY: Record<RestrictiveList, FindingSeverity> = {
  CEIS: 'CRITICA',
  CNEP: 'CRITICA',
  CEPIM: 'CRITICA',
  TRABALHO_ESCRAVO: 'CRITICA',
  OFAC: 'CRITICA',
  EMPRESA: 'CRITICA',
  PEP: 'MEDIA',
};

const TITLE_MAX = 200;

/** The finding a confirmed hit proposes: title, description and recommendation in Portuguese. */
export function findingOfHit(hit: ScreeningHitRow, partyName: string) {
  const r = hit.record;
  const label = RESTRICTIVE_LIST_LABELS[hit.list];
  const how =
    hit.matchKind === 'NOME'
      ? `${SCREENING_MATCH_KIND_LABELS.NOME} (semelhança de ${Math.round(hit.score * 100)}%)`
      : SCREENING_MATCH_KIND_LABELS[hit.matchKind];
  const lines = [
    `${partyName} consta da lista ${label} (versão ${hit.version}).`,
    `Registro: ${r.name}${r.document ? ` (${formatCpfCnpj(r.document)})` : ''}.`,
    r.category ? `Categoria: ${r.category}.` : null,
    r.startDate || r.endDate
      ? `Vigência: ${r.startDate ? formatDay(r.startDate) : 'sem data'} a ${r.endDate ? formatDay(r.endDate) : 'sem data final'}.`
      : null,
    r.organ ? `Órgão: ${r.organ}.` : null,
    r.legalBasis ? `Fundamentação legal: ${r.legalBasis}.` : null,
    r.process ? `Processo: ${r.process}.` : null,
    r.fine ? `Multa: ${r.fine}.` : null,
    `Correspondência: ${how}.`,
    hit.justification ? `Justificativa da confirmação: ${hit.justification}` : null,
  ].filter((line): line is string => line !== null);
  const pep = hit.list === 'PEP';
  return {
    title:
      `${pep ? 'Pessoa exposta politicamente' : 'Consta em lista restritiva'}: ${hit.list === 'EMPRESA' ? 'lista própria' : hit.list} — ${r.name}`.slice(
        0,
        TITLE_MAX,
      ),
    description: lines.join('\n'),
    severity: HIT_SEVERITY[hit.list],
    recommendation: pep
      ? 'Aplicar diligência reforçada: origem dos recursos, relacionamentos e cargos públicos.'
      : 'Avaliar o impedimento antes de contratar; registrar a análise e a decisão.',
  };
}
