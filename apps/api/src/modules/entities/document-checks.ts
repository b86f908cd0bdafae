/** The checks of a party's document: its format by kind, the CPF to be completed, and sameness. */
import {
  ENTITY_DOCUMENT_TAKEN_MESSAGE,
  ENTITY_MASK_NOT_ALLOWED_MESSAGE,
  ENTITY_SAME_PENDING_MESSAGE,
  cpfFitsMask,
  entityCpfMismatchMessage,
  isDocumentPending,
  isMaskedCpf,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
  type EntityKind,
} from '@lince/contracts';
import { type DbExecutor } from '../../core/context.ts';
import { conflict, validationError } from '../../core/errors.ts';
import { findSameParty } from './repository.ts';

export const documentTaken = () => conflict(ENTITY_DOCUMENT_TAKEN_MESSAGE);

type Party = { kind: EntityKind; name: string; document: string };

/** 409 when the party is already in the diligence (`findSameParty`), saying how. */
export async function assertNewParty(
  db: DbExecutor,
  diligenceId: string,
  party: Party,
  exceptId: string | null = null,
) {
  const same = await findSameParty(db, diligenceId, party, exceptId);
  if (!same) return;
  throw isDocumentPending(same) && !isDocumentPending(party)
    ? conflict(ENTITY_SAME_PENDING_MESSAGE)
    : documentTaken();
}

/**
 * The document's format is checked against the kind it will have; returns it normalised. A CPF
 * to be completed ("***123456**") stays masked or gets a whole CPF with the same middle digits;
 * a mask never replaces a whole CPF.
 */
export function checkedDocument(kind: EntityKind, raw: string, current: Party) {
  if (kind === 'PF' && isMaskedCpf(raw)) {
    const document = normalizeDocument(kind, raw);
    if (isDocumentPending(current) && document === current.document) return document;
    throw validationError(ENTITY_MASK_NOT_ALLOWED_MESSAGE, 'document');
  }
  const ok = kind === 'PF' ? isValidCpf(raw) : isValidCnpj(raw);
  if (!ok) throw validationError(kind === 'PF' ? 'CPF inválido.' : 'CNPJ inválido.', 'document');
  if (kind === 'PF' && isDocumentPending(current) && !cpfFitsMask(raw, current.document))
    throw validationError(entityCpfMismatchMessage(current.document), 'document');
  return normalizeDocument(kind, raw);
}
