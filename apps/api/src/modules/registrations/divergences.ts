import {
  comparableName,
  comparableWords,
  type Address,
  type Divergence,
  type RegistrationData,
} from '@lince/contracts';

/** What the diligence declared about the entity. */
export interface Declared {
  name: string;
  address: Address | null;
  birthOrFoundationDate: string | null;
}

/** Kinds of street that are written in many ways (R., Rua; Av., Avenida). */
const STREET_KINDS = new Set([
  'R',
  'RUA',
  'AV',
  'AVENIDA',
  'AL',
  'ALAMEDA',
  'TV',
  'TRAVESSA',
  'PC',
  'PCA',
  'PRACA',
  'EST',
  'ESTRADA',
  'ROD',
  'RODOVIA',
]);

/** A street compared without accents, case, punctuation and its kind (Rua, R., Av.…). */
export function comparableStreet(logradouro: string, numero: string): string {
  const list = comparableWords(logradouro);
  if (list.length > 1 && STREET_KINDS.has(list[0]!)) list.shift();
  const number = comparableWords(numero).join(' ');
  return [...list, number === 'SN' ? '' : number].filter(Boolean).join(' ');
}

const cepDigits = (value: string) => value.replace(/\D/g, '');
const formatCep = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`;
const formatDate = (iso: string) => iso.split('-').reverse().join('/');
const streetText = (logradouro: string, numero: string) =>
  [logradouro.trim(), numero.trim()].filter(Boolean).join(', ');

/**
 * The differences between what the diligence declared and what the registration says: name vs
 * razão social (or the person's name), CEP, street and number, foundation or birth date. A field
 * missing on either side is not a divergence.
 */
export function findDivergences(declared: Declared, data: RegistrationData): Divergence[] {
  const found: Divergence[] = [];
  const name = data.kind === 'PJ' ? data.razaoSocial : data.nome;
  if (declared.name.trim() && comparableName(declared.name) !== comparableName(name))
    found.push({ field: 'nome', declared: declared.name.trim(), found: name });

  const address = data.kind === 'PJ' ? data.endereco : null;
  if (declared.address && address) {
    const [a, b] = [cepDigits(declared.address.cep), cepDigits(address.cep)];
    if (a.length === 8 && b.length === 8 && a !== b)
      found.push({ field: 'cep', declared: formatCep(a), found: formatCep(b) });
    const mine = comparableStreet(declared.address.logradouro, declared.address.numero);
    const theirs = comparableStreet(address.logradouro, address.numero);
    if (mine && theirs && mine !== theirs)
      found.push({
        field: 'endereco',
        declared: streetText(declared.address.logradouro, declared.address.numero),
        found: streetText(address.logradouro, address.numero),
      });
  }

  const date = data.kind === 'PJ' ? data.dataInicioAtividade : data.nascimento;
  if (declared.birthOrFoundationDate && date && declared.birthOrFoundationDate !== date)
    found.push({
      field: 'data',
      declared: formatDate(declared.birthOrFoundationDate),
      found: formatDate(date),
    });
  return found;
}
