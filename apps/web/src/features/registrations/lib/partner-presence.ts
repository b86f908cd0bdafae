import { isSameParty, nameKey, normalizeDocument, type Entity } from '@lince/contracts/entities';
import { isMaskedCpf } from '@lince/contracts/br/cpf';
import type { Partner } from '@lince/contracts/registrations';

/**
 * The entity of the diligence a QSA partner already is, if any (`isSameParty`: the same CPF/CNPJ;
 * for a CPF the source masks, `***998224**`, a person with the same name whose CPF shows or has
 * those middle digits); without a document, an entity of the same name.
 */
export function presentAs(partner: Partner, entities: Entity[]): Entity | null {
  const raw = (partner.documento ?? '').replace(/[.\-/\s]/g, '').toUpperCase();
  if (!raw) return entities.find((e) => nameKey(e.name) === nameKey(partner.nome)) ?? null;
  const kind = raw.length === 14 ? 'PJ' : 'PF';
  if (raw.includes('*') && !isMaskedCpf(raw)) return null;
  const party = { kind, name: partner.nome, document: normalizeDocument(kind, raw) } as const;
  return entities.find((e) => isSameParty(e, party)) ?? null;
}
