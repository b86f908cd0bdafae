/** An entity's financial summary (ratios of the last three years) and its findings. */
import {
  FINANCIAL_RATIO_INFO,
  FINANCIAL_RATIO_KEYS,
  FINDING_SEVERITY_LABELS,
  FINDING_TARGET_LABELS,
  formatDay,
  type Finding,
  type ReportBlock,
  type ReportRun,
} from '@lince/contracts';
import { cell, heading, note, paragraph, table, textParagraphs } from './blocks.ts';
import { formatInstantDay, formatRatio } from './format.ts';
import type { EntityReportData } from './report-data.ts';

export const FINANCIAL_YEARS = 3;
export const NO_FINANCIALS_PF = 'Demonstrações financeiras não se aplicam a pessoa física.';
export const NO_FINANCIALS = 'Nenhuma demonstração financeira cadastrada para o CNPJ desta parte.';
export const NO_FINDINGS = 'Nenhum apontamento registrado para esta parte.';

/** The ratios of the last three fiscal years with a statement of the entity's CNPJ. */
export function financialBlocks({ entity, financials }: EntityReportData): ReportBlock[] {
  if (entity.kind !== 'PJ') return [note(NO_FINANCIALS_PF)];
  if (!financials || financials.analysis.years.length === 0) return [note(NO_FINANCIALS)];
  const years = financials.analysis.years.slice(-FINANCIAL_YEARS);
  const yearHeader = (y: (typeof years)[number]) =>
    y.periodType === 'ANUAL'
      ? String(y.fiscalYear)
      : `${y.fiscalYear} (até ${formatDay(y.periodEnd)})`;
  return [
    table(
      [
        { header: 'Índice', weight: 3 },
        ...years.map((y) => ({ header: yearHeader(y), align: 'right' as const, weight: 1.4 })),
      ],
      FINANCIAL_RATIO_KEYS.map((key) => [
        cell(FINANCIAL_RATIO_INFO[key].label),
        ...years.map((y) => cell(formatRatio(key, y.ratios[key]))),
      ]),
      { caption: `Índices de ${financials.companyName}` },
    ),
    ...(years.some((y) => y.audited) ? [] : [note('Demonstrações não auditadas.', 'suave')]),
  ];
}

/** What a finding is about: the document's type, an area, the entity or the diligence. */
const originOf = (f: Finding) =>
  f.target === 'DOCUMENTO' && f.documentTypeName
    ? `Documento: ${f.documentTypeName}`
    : FINDING_TARGET_LABELS[f.target];

/** One finding: its title (level 3), severity, state and origin, description and recommendation. */
export function findingBlocks(f: Finding, withEntity = false): ReportBlock[] {
  const facts: ReportRun[] = [
    { text: 'Gravidade: ', bold: true },
    { text: FINDING_SEVERITY_LABELS[f.severity] },
    { text: ' · ' },
    { text: f.resolved ? `Resolvido em ${formatInstantDay(f.resolvedAt)}` : 'Em aberto' },
    { text: ` · ${originOf(f)}` },
    ...(withEntity && f.entityName ? [{ text: ` · Parte: ${f.entityName}` }] : []),
  ];
  const recommendation = textParagraphs(f.recommendation, 'Recomendação:');
  return [
    heading(3, f.title),
    paragraph(...facts),
    ...textParagraphs(f.description),
    ...(recommendation.length
      ? recommendation
      : [paragraph({ text: 'Sem recomendação registrada.', italic: true })]),
  ];
}

/** The entity's findings, open first and severest first (the findings repository's order). */
export function entityFindingBlocks({ findings }: EntityReportData): ReportBlock[] {
  if (findings.length === 0) return [note(NO_FINDINGS)];
  return findings.flatMap((f) => findingBlocks(f));
}
