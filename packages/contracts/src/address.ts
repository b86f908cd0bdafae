import { z } from 'zod';
import { textSchema } from './fields.ts';
import { isValidCep, normalizeCep } from './br/cep.ts';

/** The 27 federative units (26 states and the Federal District). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

/** Full names of the units, for selects. */
export const UF_NAMES: Record<Uf, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

export const isUf = (value: string): value is Uf => (UFS as readonly string[]).includes(value);

const text = (max: number, label: string) => {
  const field = `${label[0]!.toUpperCase()}${label.slice(1)}`;
  return textSchema(field, `Informe ${label}.`)
    .trim()
    .max(max, `${field}: no máximo ${max} caracteres.`);
};

/**
 * A postal address as typed or filled by the CEP lookup. The CEP is stored as 8 digits.
 * Every field but the CEP may be empty (the user fills what they know).
 */
export const AddressSchema = z.strictObject({
  cep: textSchema('CEP', 'Informe o CEP.')
    .trim()
    .refine(isValidCep, 'CEP inválido.')
    .transform(normalizeCep),
  logradouro: text(200, 'o logradouro'),
  numero: text(20, 'o número'),
  complemento: text(100, 'o complemento'),
  bairro: text(100, 'o bairro'),
  cidade: text(100, 'a cidade'),
  uf: z.union([z.enum(UFS, { error: 'UF inválida.' }), z.literal('')]),
});
/** What the form sends (CEP with or without the hyphen). */
export type AddressInput = z.input<typeof AddressSchema>;
/** What the server keeps (CEP as 8 digits). */
export type Address = z.output<typeof AddressSchema>;

export const EMPTY_ADDRESS: AddressInput = {
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
};
