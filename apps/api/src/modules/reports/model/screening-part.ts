/** A party's screening against the restrictive lists: the evidence of the consultation itself. */
import {
  RESTRICTIVE_LIST_SHORT_LABELS,
  SCREENING_HIT_STATUS_LABELS,
  SCREENING_MATCH_KIND_LABELS,
  SCREENING_NOTHING_FOUND_LABEL,
  formatCpfCnpj,
  formatDay,
  type ReportBlock,
  type ScreeningHit,
} from '@lince/contracts';
import { cell, field, fields, note, table } from './blocks.ts';
import { formatInstantDay } from './format.ts';
import type { EntityReportData } from './report-data.ts';

export const NOT_SCREENED = 'Esta parte ainda não foi verificada nas listas restritivas.';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** "12/03/2026 14:05 (horário de Brasília)". */
export const screeningDate = (iso: string) =>
  `${dateTime.format(new Date(iso)).replace(',', '')} (horário de Brasília)`;

const matchText = (h: ScreeningHit) =>
  h.matchKind === 'NOME'
    ? `Nome (${Math.round(h.score * 100)}%)`
    : SCREENING_MATCH_KIND_LABELS[h.matchKind];

function recordText(h: ScreeningHit): string {
  const r = h.record;
  const period =
    r.startDate || r.endDate
      ? `vigência ${r.startDate ? formatDay(r.startDate) : 'sem data'} a ${r.endDate ? formatDay(r.endDate) : 'sem data final'}`
      : null;
  return [
    r.name,
    r.document ? formatCpfCnpj(r.document) : null,
    r.category,
    period,
    r.organ,
    r.legalBasis ? `fundamentação: ${r.legalBasis}` : null,
    r.process ? `processo ${r.process}` : null,
    r.fine ? `multa ${r.fine}` : null,
  ]
    .filter(Boolean)
    .join('; ');
}

function decisionText(h: ScreeningHit): string {
  const status = h.ended
    ? `${SCREENING_HIT_STATUS_LABELS[h.status]} (encerrada)`
    : SCREENING_HIT_STATUS_LABELS[h.status];
  const who = h.decidedBy ? ` por ${h.decidedBy.name} em ${formatInstantDay(h.decidedAt)}` : '';
  return `${status}${who}${h.justification ? `: ${h.justification}` : ''}`;
}

/**
 * The lists and versions consulted and when; "Nada consta" when no hit is open (to decide or
 * confirmed, still found, in force); the table of hits (the ones no longer found are left out:
 * the consultation printed is the newest one).
 */
export function screeningBlocks({ screening }: EntityReportData): ReportBlock[] {
  if (!screening?.screenedAt) return [note(NOT_SCREENED)];
  const lists = screening.lists
    .map((l) => `${RESTRICTIVE_LIST_SHORT_LABELS[l.list]} (versão ${l.version})`)
    .join(', ');
  const hits = screening.hits.filter((h) => h.current);
  const open = hits.filter((h) => h.status !== 'DESCARTADA' && !h.ended);
  return [
    fields([
      field('Data da verificação', screeningDate(screening.screenedAt)),
      field('Listas consultadas', lists || 'Nenhuma lista importada até a data da verificação'),
      field(
        'Resultado',
        open.length === 0
          ? SCREENING_NOTHING_FOUND_LABEL
          : `${open.length} ${open.length === 1 ? 'ocorrência em aberto' : 'ocorrências em aberto'}`,
        open.length === 0 ? 'sucesso' : 'alerta',
      ),
    ]),
    ...(hits.length === 0
      ? []
      : [
          table(
            [
              { header: 'Lista', weight: 1.2 },
              { header: 'Registro', weight: 4 },
              { header: 'Correspondência', weight: 1.6 },
              { header: 'Decisão', weight: 2.4 },
            ],
            hits.map((h) => [
              cell(`${RESTRICTIVE_LIST_SHORT_LABELS[h.list]} (v${h.version})`),
              cell(recordText(h)),
              cell(matchText(h)),
              cell(
                decisionText(h),
                h.status === 'CONFIRMADA' && !h.ended
                  ? 'alerta'
                  : h.status === 'DESCARTADA' || h.ended
                    ? 'suave'
                    : undefined,
              ),
            ]),
            { caption: 'Ocorrências nas listas restritivas' },
          ),
        ]),
  ];
}
