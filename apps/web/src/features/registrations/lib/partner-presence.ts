import type { Entity } from '@lince/contracts/entities';
import type { Partner } from '@lince/contracts/registrations';

/** A name compared without accents, case and punctuation. */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/**
 * The entity of the diligence a QSA partner already is, if any: the same CPF/CNPJ; for a CPF the
 * source masks (`***998224**`), a person with the same name whose CPF has those middle digits;
 * without a document, an entity of the same name.
 */
export function presentAs(partner: Partner, entities: Entity[]): Entity | null {
  const raw = (partner.documento ?? '').replace(/[.\-/\s]/g, '').toUpperCase();
  if (raw && !raw.includes('*')) return entities.find((e) => e.document === raw) ?? null;
  const name = plain(partner.nome);
  const middle = /^\*{3}(\d{6})\*{2}$/.exec(raw)?.[1];
  return (
    entities.find(
      (e) =>
        plain(e.name) === name &&
        (!raw || (e.kind === 'PF' && !!middle && e.document.slice(3, 9) === middle)),
    ) ?? null
  );
}
