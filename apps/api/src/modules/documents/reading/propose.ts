import type { EntityKind, ReadingSuggestion } from '@lince/contracts';
import { addDays, findIssueDate, findValidityDays, findValidUntil } from './dates.ts';
import { findDocumentType, type TypeCandidate } from './document-type.ts';
import { findIdentifiers } from './identifiers.ts';
import { findResult } from './result.ts';

export interface ProposalSubject {
  /** The entity's CPF or CNPJ (normalised). */
  entityDocument: string;
  entityKind: EntityKind;
  /** The document's current type (preferred among equal candidates). */
  documentTypeId: string | null;
  /** The active document types. */
  types: TypeCandidate[];
}

/**
 * The proposal a reading makes from a certidão's normalised text: type, issue date, valid-until
 * date (as written, else the issue date plus the days the text or the type gives), result and
 * every CPF/CNPJ. A valid-until date before the issue date is not proposed (the analysis would
 * refuse it). A type that is not a certidão has no result (NAO_SE_APLICA).
 */
export function proposeFromText(text: string, subject: ProposalSubject): ReadingSuggestion {
  const type = findDocumentType(text, subject.types, subject.entityKind, subject.documentTypeId);
  const issuedAt = findIssueDate(text);
  const days = findValidityDays(text) ?? type?.validityDays ?? null;
  let validUntil = findValidUntil(text) ?? (issuedAt && days ? addDays(issuedAt, days) : null);
  if (issuedAt && validUntil && validUntil < issuedAt) validUntil = null;
  return {
    documentTypeId: type?.id ?? null,
    issuedAt,
    validUntil,
    result: type && type.category !== 'CERTIDAO' ? 'NAO_SE_APLICA' : findResult(text),
    identifiers: findIdentifiers(text, subject.entityDocument),
  };
}
