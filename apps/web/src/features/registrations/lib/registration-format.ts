import { formatCep } from '@lince/contracts/br/cep';
import { formatCpf, isMaskedCpf } from '@lince/contracts/br/cpf';
import { formatCpfCnpj } from '@lince/contracts/br/format';
import {
  REGISTRATION_SOURCE_LABELS,
  type PjRegistrationData,
  type Registration,
} from '@lince/contracts/registrations';
import { formatDateTime } from '../../../lib/format.ts';
import { formatBrl } from '../../../lib/money.ts';

/** A decimal string (`"1500000.50"`) as `R$ 1.500.000,50` (a plain space); '—' when unknown. */
export const formatMoney = (value: string | null) => formatBrl(value).replace(/\u00a0/g, ' ');

/**
 * A partner's document as the QSA gives it: a CPF or CNPJ formatted, or a masked CPF. `masked`:
 * the source hides part of the CPF; `addable`: it can become a party (a whole document, or the
 * usual mask showing the six middle digits, added as "CPF a completar").
 */
export function partnerDocument(documento: string | null): {
  text: string;
  masked: boolean;
  addable: boolean;
} {
  const raw = documento?.trim() ?? '';
  if (!raw) return { text: '—', masked: false, addable: false };
  if (raw.includes('*'))
    return isMaskedCpf(raw)
      ? { text: formatCpf(raw), masked: true, addable: true }
      : { text: raw, masked: true, addable: false };
  return { text: formatCpfCnpj(raw), masked: false, addable: true };
}

/** A company's address in one line: street, number, complement, district, city/UF, CEP. */
export function registrationAddressText(data: PjRegistrationData): string {
  const a = data.endereco;
  if (!a) return '—';
  const street = [a.logradouro, a.numero, a.complemento].filter(Boolean).join(', ');
  const city = [a.municipio, a.uf].filter(Boolean).join('/');
  const cep = a.cep.replace(/\D/g, '').length === 8 ? `CEP ${formatCep(a.cep)}` : '';
  return [street, a.bairro, city, cep].filter(Boolean).join(' — ') || '—';
}

/** How a snapshot is named in the selector: when, how, by whom. */
export function snapshotLabel(r: Pick<Registration, 'fetchedAt' | 'source' | 'fetchedBy'>) {
  const who = r.fetchedBy ? `, por ${r.fetchedBy.name}` : '';
  return `${formatDateTime(r.fetchedAt)} — ${REGISTRATION_SOURCE_LABELS[r.source]}${who}`;
}
