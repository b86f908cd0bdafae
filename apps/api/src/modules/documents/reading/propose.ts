import type { EntityKind, ReadingValidityBasis, StoredReadingSuggestion } from '@lince/contracts';
import {
  addDays,
  readIssueDate,
  readValidityDays,
  readValidUntil,
  type FoundDate,
} from './dates.ts';
import { findDocumentType, type TypeCandidate } from './document-type.ts';
import { findHolderName } from './holder-name.ts';
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

/** Where the valid-until date comes from, the first that applies. */
interface Validity {
  date: string;
  basis: ReadingValidityBasis;
  /** The words that gave it (none for the type's usual days). */
  words: string | null;
  /** The days added to the issue date (none for a date written on the certidão). */
  days: number | null;
}

/** A date written on the certidão; else the issue date plus the days written on it, or the type's. */
function validityOf(
  text: string,
  issued: FoundDate | null,
  typeDays: number | null,
): Validity | null {
  const written = readValidUntil(text);
  if (written)
    return { date: written.date, basis: 'DATA_NO_TEXTO', words: written.words, days: null };
  if (!issued) return null;
  const writtenDays = readValidityDays(text);
  if (writtenDays)
    return {
      date: addDays(issued.date, writtenDays.days),
      basis: 'DIAS_NO_TEXTO',
      words: writtenDays.words,
      days: writtenDays.days,
    };
  if (!typeDays) return null;
  return {
    date: addDays(issued.date, typeDays),
    basis: 'PRAZO_DO_TIPO',
    words: null,
    days: typeDays,
  };
}

/**
 * The proposal a reading makes from a certidão's normalised text: type, issue date, valid-until
 * date (as written, else the issue date plus the days the text or, last, the type gives), result
 * every CPF/CNPJ and the holder's name, with the words that gave the dates — quoted from `original` (the text as
 * extracted) when given. A valid-until date before the issue date is not proposed (the analysis
 * would refuse it). A type that is not a certidão has no result (NAO_SE_APLICA).
 */
export function proposeFromText(
  text: string,
  subject: ProposalSubject,
  original?: string,
): StoredReadingSuggestion {
  const type = findDocumentType(text, subject.types, subject.entityKind, subject.documentTypeId);
  const issued = readIssueDate(text);
  const found = validityOf(text, issued, type?.validityDays ?? null);
  const validity = found && issued && found.date < issued.date ? null : found;
  const quote = (words: string | null | undefined) =>
    words ? ((original && quoteOriginal(original, words)) ?? words) : null;
  return {
    documentTypeId: type?.id ?? null,
    issuedAt: issued?.date ?? null,
    validUntil: validity?.date ?? null,
    result: type && type.category !== 'CERTIDAO' ? 'NAO_SE_APLICA' : findResult(text),
    identifiers: findIdentifiers(text, subject.entityDocument),
    holderName: findHolderName(original ?? text),
    evidence: {
      issuedAt: quote(issued?.words),
      validUntil: quote(validity?.words),
      validityBasis: validity?.basis ?? null,
      validityDays: validity?.days ?? null,
    },
  };
}
