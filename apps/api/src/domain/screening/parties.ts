import { comparableName, maskedCpfDigits, type EntityKind } from '@lince/contracts';

/** A party as the screening reads it: its kind, name and normalised document. */
export interface ScreenedParty {
  entityId: string;
  companyId: string;
  diligenceId: string;
  kind: EntityKind;
  name: string;
  document: string;
}

/** The keys a party is matched on (decision 056). */
export interface PartyKeys {
  entityId: string;
  kind: EntityKind;
  /** The whole CPF (11 digits) or CNPJ (14 characters); null for a masked CPF. */
  documentKey: string | null;
  /** A CNPJ's first 8 characters. */
  cnpjRoot: string | null;
  /** A CPF's six middle digits (whole or masked). */
  cpfVisible: string | null;
  nameKey: string;
}

export function partyKeys(p: ScreenedParty): PartyKeys {
  const masked = p.kind === 'PF' ? maskedCpfDigits(p.document) : null;
  const whole = masked === null ? p.document.toUpperCase() : null;
  return {
    entityId: p.entityId,
    kind: p.kind,
    documentKey: whole,
    cnpjRoot: p.kind === 'PJ' && whole ? whole.slice(0, 8) : null,
    cpfVisible: p.kind === 'PF' ? (masked ?? whole?.slice(3, 9) ?? null) : null,
    nameKey: comparableName(p.name),
  };
}
