import { formatCnpj } from '@lince/contracts/br/cnpj';
import { formatCpf } from '@lince/contracts/br/cpf';
import {
  CERTIDAO_RESULT_LABELS,
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
  for (const { field, label } of FIELDS) {
    const value = suggestion[field];
    if (value === null) continue;
    const name = field === 'documentTypeId' ? typeName(value) : undefined;
    const text =
      field === 'documentTypeId'
        ? (name ?? 'Tipo não disponível para esta parte')
        : field === 'result'
          ? CERTIDAO_RESULT_LABELS[value as keyof typeof CERTIDAO_RESULT_LABELS]
          : formatDay(value);
    rows.push({
      field,
      label,
      value,
      text,
      applied: form[field] === value,
      applicable: field !== 'documentTypeId' || name !== undefined,
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
