import { z } from 'zod';
import { UFS } from './address.ts';

/** Answer of `GET /v1/cep/{cep}`: the address a CEP points to (ViaCEP fields, renamed). */
export const CepLookupSchema = z.object({
  /** 8 digits. */
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.union([z.enum(UFS), z.literal('')]),
  /** IBGE municipality code, when the service gives it. */
  ibge: z.string().optional(),
});
export type CepLookup = z.infer<typeof CepLookupSchema>;

export const CEP_NOT_FOUND_MESSAGE = 'CEP não encontrado.';
export const CEP_UNAVAILABLE_MESSAGE =
  'Não foi possível consultar o CEP agora; preencha o endereço manualmente.';
