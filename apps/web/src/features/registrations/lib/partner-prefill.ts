import { nameKey } from '@lince/contracts/entities';
import { partnerRole, type Partner } from '@lince/contracts/registrations';
import type { PartyPrefill } from '../../../shared/diligence/new-party-link.ts';

/**
 * The "Nova parte" form of a QSA partner the analyst registers by hand (the source gives no usable
 * document): name, kind (a company when the qualificação or a 14-character document says so),
 * what the document shows when it is whole, the role and relation from the qualificação, below
 * the company whose QSA it is.
 */
export function partnerPrefill(partner: Partner, companyEntityId: string): PartyPrefill {
  const raw = (partner.documento ?? '').replace(/[.\-/\s]/g, '');
  const kind =
    raw.length === 14 || /PESSOA JURIDICA/.test(nameKey(partner.qualificacao)) ? 'PJ' : 'PF';
  return {
    kind,
    name: partner.nome,
    document: raw.includes('*') ? '' : raw,
    roleInDiligence: partnerRole(partner.qualificacao),
    parentEntityId: companyEntityId,
    relation: partner.qualificacao.slice(0, 100),
  };
}
