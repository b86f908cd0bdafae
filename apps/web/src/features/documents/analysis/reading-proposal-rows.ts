import { formatCnpj } from '@lince/contracts/br/cnpj';
import { formatCpf } from '@lince/contracts/br/cpf';
import {
  certidaoResultLabel,
  LOW_OCR_CONFIDENCE,
  type CertidaoResult,
  type ReadingEvidence,
  type ReadingIdentifier,
  type ReadingSuggestion,
} from '@lince/contracts/documents';
import { formatDay } from '../../../lib/format.ts';
import type { AnalysisFormValues } from './analysis-form.ts';

/**
 * The reading's proposal as rows beside the form: what it proposes for each field, whether the
 * form already holds it, and what "Aplicar" / "Aplicar tudo" write into the form (never saved
 * until the analyst saves).
 */

export type ProposalField = 'documentTypeId' | 'issuedAt' | 'validUntil' | 'result';

export interface ProposalRow {
  field: ProposalField;
  label: string;
  /** The value the form takes when applied. */
  value: string;
  /** The value as the analyst reads it (a type's name, dd/mm/aaaa, the result's label). */
  text: string;
  /** The form already holds this value. */
  applied: boolean;
  /** False when the form cannot take it (a proposed type not offered for this entity). */
  applicable: boolean;
  /** Where a date came from: the certidão's words, or the days added to the issue date. */
  source?: string;
}

/** The words of the certidão behind a proposed date, in the analyst's words. */
function sourceOf(field: ProposalField, evidence: ReadingEvidence | undefined): string | undefined {
  if (!evidence) return undefined;
  if (field === 'issuedAt' && evidence.issuedAt) return `Lido em “${evidence.issuedAt}”`;
  if (field !== 'validUntil') return undefined;
  const days = evidence.validityDays;
  switch (evidence.validityBasis) {
    case 'DATA_NO_TEXTO':
      return evidence.validUntil ? `Lido em “${evidence.validUntil}”` : undefined;
    case 'DIAS_NO_TEXTO':
      return `Emissão + ${days} dias, lido em “${evidence.validUntil}”`;
    case 'PRAZO_DO_TIPO':
      return `Emissão + ${days} dias, prazo usual do tipo (o documento não diz a validade)`;
    default:
      return undefined;
  }
}

const FIELDS: { field: ProposalField; label: string }[] = [
  { field: 'documentTypeId', label: 'Tipo de documento' },
  { field: 'issuedAt', label: 'Emissão' },
  { field: 'validUntil', label: 'Válido até' },
  { field: 'result', label: 'Resultado' },
];

/**
 * One row per field the reading found (fields it did not find are left out). `typeName` names a
 * type the form offers, or answers undefined for one it does not.
 */
export function proposalRows(
  suggestion: ReadingSuggestion,
  form: Pick<AnalysisFormValues, ProposalField>,
  typeName: (documentTypeId: string) => string | undefined,
): ProposalRow[] {
  const rows: ProposalRow[] = [];
  const resultTypeName = typeName(suggestion.documentTypeId ?? form.documentTypeId);
  for (const { field, label } of FIELDS) {
    const value = suggestion[field];
    if (value === null) continue;
    const name = field === 'documentTypeId' ? typeName(value) : undefined;
    const text =
      field === 'documentTypeId'
        ? (name ?? 'Tipo não disponível para esta parte')
        : field === 'result'
          ? certidaoResultLabel(value as CertidaoResult, resultTypeName)
          : formatDay(value);
    rows.push({
      field,
      label,
      value,
      text,
      applied: form[field] === value,
      applicable: field !== 'documentTypeId' || name !== undefined,
      source: sourceOf(field, suggestion.evidence),
    });
  }
  return rows;
}

/** What "Aplicar tudo" writes: every applicable row the form does not hold yet. */
export function pendingProposal(rows: ProposalRow[]): Partial<Record<ProposalField, string>> {
  const changes: Partial<Record<ProposalField, string>> = {};
  for (const row of rows) if (row.applicable && !row.applied) changes[row.field] = row.value;
  return changes;
}

/** A CPF or CNPJ found in the text, with its punctuation. */
export const formatIdentifier = (identifier: ReadingIdentifier) =>
  identifier.kind === 'CPF' ? formatCpf(identifier.value) : formatCnpj(identifier.value);

/**
 * How the proposal's text was read, when by OCR: "Lido por OCR (confiança 94%)", and whether the
 * confidence is low (every field to be checked against the image). Null for a text layer.
 */
export function ocrNote(suggestion: ReadingSuggestion): { label: string; low: boolean } | null {
  if (suggestion.origin !== 'OCR') return null;
  const confidence = suggestion.ocrConfidence;
  if (confidence === undefined) return { label: 'Lido por OCR', low: true };
  return {
    label: `Lido por OCR (confiança ${confidence}%)`,
    low: confidence < LOW_OCR_CONFIDENCE,
  };
}
