/** One entity's parts, each as blocks, and the standard report's chapter of an entity. */
import {
  ENTITY_KIND_LABELS,
  ENTITY_ROLE_LABELS,
  REPORT_SECTION_LABELS,
  RISK_LABELS,
  type ReportBlock,
  type ReportSection,
} from '@lince/contracts';
import { field, fields, heading, note } from './blocks.ts';
import { documentBlocks, lawsuitBlocks } from './documents-lawsuits-parts.ts';
import { entityFindingBlocks, financialBlocks } from './financial-findings-parts.ts';
import { entityTitle } from './format.ts';
import { registrationBlocks } from './registration-part.ts';
import { screeningBlocks } from './screening-part.ts';
import type { EntityReportData } from './report-data.ts';

export type EntityPartKey =
  'CADASTRO' | 'DOCUMENTOS' | 'PROCESSOS' | 'LISTAS_RESTRITIVAS' | 'FINANCEIRO' | 'APONTAMENTOS';

export const NOTHING_ANALYSED = 'Nenhuma análise registrada para esta parte até esta data.';

/** The blocks of one part of an entity (without its heading). */
export function entityPartBlocks(
  key: EntityPartKey,
  data: EntityReportData,
  today: string,
): ReportBlock[] {
  switch (key) {
    case 'CADASTRO':
      return registrationBlocks(data);
    case 'DOCUMENTOS':
      return documentBlocks(data, today);
    case 'PROCESSOS':
      return lawsuitBlocks(data);
    case 'LISTAS_RESTRITIVAS':
      return screeningBlocks(data);
    case 'FINANCEIRO':
      return financialBlocks(data);
    case 'APONTAMENTOS':
      return entityFindingBlocks(data);
  }
}

/** Whether nothing at all was recorded for the entity (no part has anything to show). */
export const nothingAnalysed = (d: EntityReportData) =>
  !d.registration &&
  d.documents.length === 0 &&
  !d.lawsuits?.byAreaAndRisk.length &&
  !d.financials &&
  d.findings.length === 0;

/** Kind, role and risk of the entity (the analyst's rating, the computed one when different). */
function entityFacts({ entity: e }: EntityReportData): ReportBlock {
  const shown = e.riskRating ?? e.riskComputed;
  const rows = [
    field('Tipo', ENTITY_KIND_LABELS[e.kind]),
    field('Papel na diligência', ENTITY_ROLE_LABELS[e.roleInDiligence]),
    field(
      'Classificação de risco',
      shown ? RISK_LABELS[shown] : 'Não classificado',
      shown === 'ALTO' || shown === 'CRITICO' ? 'alerta' : undefined,
    ),
  ];
  if (e.riskRating && e.riskRating !== e.riskComputed)
    rows.push(
      field(
        'Risco calculado pelos apontamentos',
        e.riskComputed ? RISK_LABELS[e.riskComputed] : 'Nenhum (sem apontamentos em aberto)',
      ),
    );
  if (e.riskRating && e.riskJustification)
    rows.push(field('Justificativa da classificação', e.riskJustification));
  return fields(rows);
}

const PART_KEYS: EntityPartKey[] = [
  'CADASTRO',
  'DOCUMENTOS',
  'PROCESSOS',
  'LISTAS_RESTRITIVAS',
  'FINANCEIRO',
  'APONTAMENTOS',
];

/** The standard report's chapter of an entity: its facts, then its six parts (level 2). */
export function entityChapter(data: EntityReportData, today: string): ReportSection {
  return {
    key: 'ENTIDADE',
    title: entityTitle(data.entity),
    blocks: [
      entityFacts(data),
      ...(nothingAnalysed(data) ? [note(NOTHING_ANALYSED)] : []),
      ...PART_KEYS.flatMap((key) => [
        heading(2, REPORT_SECTION_LABELS[key]),
        ...entityPartBlocks(key, data, today),
      ]),
    ],
  };
}
