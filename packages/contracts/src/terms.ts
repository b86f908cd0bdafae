import { z } from 'zod';
import { textSchema } from './fields.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';

export const TERMS_PUBLISHED_IMMUTABLE_MESSAGE =
  'Uma versão publicada não pode ser alterada. Crie uma nova versão.';

export const TermsDraftInputSchema = z.strictObject({
  title: textSchema('Título', 'Informe o título.')
    .trim()
    .min(3, 'Informe o título (ao menos 3 caracteres).')
    .max(160, 'Título longo demais (máximo 160 caracteres).'),
  text: textSchema('Texto', 'Informe o texto.')
    .trim()
    .min(10, 'Escreva o texto dos termos (ao menos 10 caracteres).')
    .max(100_000, 'Texto longo demais (máximo 100.000 caracteres).'),
});
export type TermsDraftInput = z.input<typeof TermsDraftInputSchema>;
export const TermsDraftUpdateSchema = TermsDraftInputSchema.partial();

export const TermsVersionSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  title: z.string(),
  text: z.string(),
  status: z.enum(['RASCUNHO', 'PUBLICADA']),
  /** The published version users must accept now. */
  current: z.boolean(),
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  publishedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  acceptances: z.number().int(),
});
export type TermsVersion = z.infer<typeof TermsVersionSchema>;

export const TermsListQuerySchema = PageQuerySchema.pick({ page: true, pageSize: true });
export const TermsPageSchema = pageOf(TermsVersionSchema);

/** `GET /v1/terms/current`: the current published terms and whether the caller must accept them. */
export const CurrentTermsSchema = z.object({
  terms: z
    .object({
      version: z.number().int(),
      title: z.string(),
      text: z.string(),
      publishedAt: z.string(),
    })
    .nullable(),
  acceptedVersion: z.number().int().nullable(),
  mustAccept: z.boolean(),
});
export type CurrentTerms = z.infer<typeof CurrentTermsSchema>;

export const TermsAcceptSchema = z.strictObject({
  version: z.number({ error: 'Informe a versão.' }).int().min(1),
});
export type TermsAccept = z.infer<typeof TermsAcceptSchema>;
