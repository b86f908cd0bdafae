import type { EntityKind, ReadingSuggestion } from '@lince/contracts';
import { addDays, readIssueDate, readValidityDays, readValidUntil } from './dates.ts';
import { findDocumentType, type TypeCandidate } from './document-type.ts';
import { findIdentifiers } from './identifiers.ts';
import { quoteOriginal } from './quote.ts';
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
 * date (as written, else the issue date plus the days the text or, last, the type gives), result
 * and every CPF/CNPJ, with the words that gave the dates — quoted from `original` (the text as
 * extracted) when given. A valid-until date before the issue date is not proposed (the analysis
 * would refuse it). A type that is not a certidão has no result (NAO_SE_APLICA).
 */
export function proposeFromText(
  text: string,
  subject: ProposalSubject,
  original?: string,
): ReadingSuggestion {
  const type = findDocumentType(text, subject.types, subject.entityKind, subject.documentTypeId);
  const issued = readIssueDate(text);
  const written = readValidUntil(text);
  const writtenDays = written ? null : readValidityDays(text);
  const days = writtenDays?.days ?? type?.validityDays ?? null;
  let validUntil = written?.date ?? (issued && days ? addDays(issued.date, days) : null);
  if (issued && validUntil && validUntil < issued.date) validUntil = null;
  const basis = !validUntil
    ? null
    : written
      ? 'DATA_NO_TEXTO'
      : writtenDays
        ? 'DIAS_NO_TEXTO'
        : 'PRAZO_DO_TIPO';
  const quote = (words: string | undefined) =>
    words ? ((original && quoteOriginal(original, words)) ?? words) : null;
  return {
    documentTypeId: type?.id ?? null,
    issuedAt: issued?.date ?? null,
    validUntil,
    result: type && type.category !== 'CERTIDAO' ? 'NAO_SE_APLICA' : findResult(text),
    identifiers: findIdentifiers(text, subject.entityDocument),
    evidence: {
      issuedAt: quote(issued?.words),
      validUntil:
        basis === 'DATA_NO_TEXTO'
          ? quote(written?.words)
          : basis === 'DIAS_NO_TEXTO'
            ? quote(writtenDays?.words)
            : null,
      validityBasis: basis,
      validityDays: basis === 'DIAS_NO_TEXTO' || basis === 'PRAZO_DO_TIPO' ? days : null,
    },
  };
}
