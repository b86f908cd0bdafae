/** An entity's document table and lawsuit summary. */
import {
  certidaoResultLabel,
  DOCUMENT_STATUS_LABELS,
  LAWSUIT_AREA_LABELS,
  LAWSUIT_RISK_LABELS,
  LAWSUIT_SIDE_LABELS,
  formatBrl,
  formatCnj,
  formatDay,
  type CertidaoResult,
  type Document,
  type DocumentStatus,
  type ReportBlock,
  type ReportTone,
} from '@lince/contracts';
import { cell, field, fields, note, paragraph, table } from './blocks.ts';
import { plural } from './format.ts';
import type { EntityReportData } from './report-data.ts';

export const NO_DOCUMENTS = 'Nenhum documento no checklist desta parte.';
export const NO_LAWSUITS = 'Nenhum processo judicial registrado para esta parte.';

const STATUS_TONES: Partial<Record<DocumentStatus, ReportTone>> = {
  APROVADO: 'sucesso',
  APROVADO_COM_RESSALVAS: 'alerta',
  REPROVADO: 'alerta',
  PENDENTE: 'suave',
  DISPENSADO: 'suave',
};
const RESULT_TONES: Partial<Record<CertidaoResult, ReportTone>> = {
  NEGATIVA: 'sucesso',
  POSITIVA: 'alerta',
};

/** Expired: valid until a day before `today` (Brasília), and not waived. */
export const isExpired = (d: Pick<Document, 'validUntil' | 'status'>, today: string) =>
  !!d.validUntil && d.validUntil < today && d.status !== 'DISPENSADO';

/** Type, status, result, issue and valid-until dates; expired ones marked "(vencido)". */
export function documentBlocks({ documents }: EntityReportData, today: string): ReportBlock[] {
  if (documents.length === 0) return [note(NO_DOCUMENTS)];
  const expired = documents.filter((d) => isExpired(d, today)).length;
  const rows = documents.map((d) => [
    cell(d.documentTypeName),
    // Never "conforming" once expired, whatever it was approved as when it was valid.
    isExpired(d, today) && d.status === 'APROVADO'
      ? cell(`${DOCUMENT_STATUS_LABELS[d.status]} (vencido)`, 'alerta')
      : cell(DOCUMENT_STATUS_LABELS[d.status], STATUS_TONES[d.status]),
    d.result
      ? cell(certidaoResultLabel(d.result, d.documentTypeName), RESULT_TONES[d.result])
      : cell('—'),
    cell(formatDay(d.issuedAt)),
    isExpired(d, today)
      ? cell(`${formatDay(d.validUntil)} (vencido)`, 'alerta')
      : cell(formatDay(d.validUntil)),
  ]);
  return [
    ...(expired > 0
      ? [
          note(
            `${plural(expired, 'documento vencido', 'documentos vencidos')} nesta data.`,
            'alerta',
          ),
        ]
      : []),
    table(
      [
        { header: 'Documento', weight: 3 },
        { header: 'Situação', weight: 2 },
        { header: 'Resultado', weight: 2 },
        { header: 'Emissão', weight: 1 },
        { header: 'Validade', weight: 1.4 },
      ],
      rows,
    ),
  ];
}

/** Area × risk (count, claim value, estimated loss), the passive exposure and the largest cases. */
export function lawsuitBlocks({ lawsuits }: EntityReportData): ReportBlock[] {
  const total = lawsuits?.byAreaAndRisk.reduce((sum, g) => sum + g.count, 0) ?? 0;
  if (!lawsuits || total === 0) return [note(NO_LAWSUITS)];
  const right = { align: 'right' } as const;
  return [
    paragraph({ text: `${plural(total, 'processo registrado', 'processos registrados')}.` }),
    table(
      [
        { header: 'Área', weight: 2 },
        { header: 'Risco', weight: 1.4 },
        { header: 'Processos', ...right },
        { header: 'Valor das causas', ...right, weight: 2 },
        { header: 'Perda estimada', ...right, weight: 2 },
      ],
      lawsuits.byAreaAndRisk.map((g) => [
        cell(LAWSUIT_AREA_LABELS[g.area]),
        g.risk
          ? cell(LAWSUIT_RISK_LABELS[g.risk], g.risk === 'PROVAVEL' ? 'alerta' : undefined)
          : cell('Não classificado', 'suave'),
        cell(String(g.count)),
        cell(formatBrl(g.claimValue)),
        cell(formatBrl(g.estimatedLoss)),
      ]),
      { caption: 'Processos por área e risco' },
    ),
    fields([
      field(
        'Exposição passiva provável (provisão)',
        formatBrl(lawsuits.passiveProbableLoss),
        lawsuits.passiveProbableLoss === '0.00' ? undefined : 'alerta',
      ),
      field('Exposição passiva possível (divulgação)', formatBrl(lawsuits.passivePossibleLoss)),
    ]),
    table(
      [
        { header: 'Número CNJ', weight: 2.6 },
        { header: 'Tribunal', weight: 1.2 },
        { header: 'Área', weight: 1.4 },
        { header: 'Polo', weight: 1 },
        { header: 'Valor da causa', ...right, weight: 2 },
        { header: 'Risco', weight: 1.2 },
      ],
      lawsuits.largest.map((l) => [
        cell(formatCnj(l.cnjNumber)),
        cell(l.court || '—'),
        cell(LAWSUIT_AREA_LABELS[l.area]),
        cell(LAWSUIT_SIDE_LABELS[l.side]),
        cell(formatBrl(l.claimValue)),
        l.risk
          ? cell(LAWSUIT_RISK_LABELS[l.risk], l.risk === 'PROVAVEL' ? 'alerta' : undefined)
          : cell('—'),
      ]),
      {
        caption: 'Maiores processos (por valor da causa)',
        empty: 'Nenhum processo com valor da causa informado.',
      },
    ),
  ];
}
