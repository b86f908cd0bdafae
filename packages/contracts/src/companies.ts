import { z } from 'zod';
import { textSchema } from './fields.ts';
import { AddressSchema } from './address.ts';
import { isValidCnpj, normalizeCnpj } from './br/cnpj.ts';
import { PageQuerySchema, QueryBooleanSchema, pageOf, sortSchema } from './pagination.ts';

export const CNPJ_TAKEN_MESSAGE = 'Já existe uma empresa com este CNPJ.';
export const OWN_COMPANY_DEACTIVATION_MESSAGE =
  'A empresa da própria equipe Lince não pode ser desativada.';

/** CNPJ with or without punctuation, numeric or alphanumeric; kept normalised (14 characters). */
export const CnpjSchema = textSchema('CNPJ', 'Informe o CNPJ.')
  .trim()
  .min(1, 'Informe o CNPJ.')
  .max(32, 'CNPJ inválido.')
  .refine(isValidCnpj, 'CNPJ inválido.')
  .transform(normalizeCnpj);

export const CompanyInputSchema = z.strictObject({
  name: textSchema('Nome', 'Informe o nome.')
    .trim()
    .min(2, 'Informe o nome (ao menos 2 caracteres).')
    .max(160, 'Nome longo demais (máximo 160 caracteres).'),
  cnpj: CnpjSchema,
  address: AddressSchema.nullish().transform((v) => v ?? null),
});
export type CompanyInput = z.input<typeof CompanyInputSchema>;

export const CompanyUpdateSchema = CompanyInputSchema.partial();
export type CompanyUpdate = z.input<typeof CompanyUpdateSchema>;

export const CompanyAddressSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
});

export const CompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  cnpj: z.string(),
  address: CompanyAddressSchema.nullable(),
  active: z.boolean(),
  /** The provider's own company (the one of the LINCE roles): never deactivated. */
  provider: z.boolean(),
  usersCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

export const COMPANY_SORT_FIELDS = ['name', 'cnpj', 'createdAt', 'usersCount'] as const;
export const CompanyListQuerySchema = PageQuerySchema.extend({
  active: QueryBooleanSchema.optional(),
  sort: sortSchema(COMPANY_SORT_FIELDS, 'name'),
});
export type CompanyListQuery = z.input<typeof CompanyListQuerySchema>;
export const CompanyPageSchema = pageOf(CompanySchema);
