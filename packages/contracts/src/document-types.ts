import { z } from 'zod';
import { textSchema } from './fields.ts';
import { PageQuerySchema, QueryBooleanSchema, pageOf, sortSchema } from './pagination.ts';

export const DOCUMENT_TYPE_CATEGORIES = [
  'CERTIDAO',
  'SOCIETARIO',
  'FINANCEIRO',
  'PESSOAL',
  'IMOVEL',
  'OUTRO',
] as const;
export type DocumentTypeCategory = (typeof DOCUMENT_TYPE_CATEGORIES)[number];
export const DOCUMENT_TYPE_CATEGORY_LABELS: Record<DocumentTypeCategory, string> = {
  CERTIDAO: 'Certidão',
  SOCIETARIO: 'Societário',
  FINANCEIRO: 'Financeiro',
  PESSOAL: 'Pessoal',
  IMOVEL: 'Imóvel',
  OUTRO: 'Outro',
};

export const DOCUMENT_TYPE_APPLIES_TO = ['PF', 'PJ', 'AMBOS'] as const;
export type DocumentTypeAppliesTo = (typeof DOCUMENT_TYPE_APPLIES_TO)[number];
export const DOCUMENT_TYPE_APPLIES_TO_LABELS: Record<DocumentTypeAppliesTo, string> = {
  PF: 'Pessoa física',
  PJ: 'Pessoa jurídica',
  AMBOS: 'Ambos',
};

const optionalText = (label: string, max: number, message: string) =>
  textSchema(label)
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const DocumentTypeInputSchema = z.strictObject({
  name: textSchema('Nome', 'Informe o nome.')
    .trim()
    .min(2, 'Informe o nome (ao menos 2 caracteres).')
    .max(160, 'Nome longo demais (máximo 160 caracteres).'),
  category: z.enum(DOCUMENT_TYPE_CATEGORIES, { error: 'Escolha a categoria.' }),
  appliesTo: z.enum(DOCUMENT_TYPE_APPLIES_TO, { error: 'Escolha a quem se aplica.' }),
  issuer: optionalText('Órgão emissor', 160, 'Órgão emissor longo demais.'),
  validityDays: z
    .number({ error: 'Validade inválida.' })
    .int('A validade é um número inteiro de dias.')
    .min(1, 'A validade deve ser de ao menos 1 dia.')
    .max(3650, 'Validade de no máximo 3650 dias.')
    .nullish()
    .transform((v) => v ?? null),
  instructions: optionalText(
    'Instruções',
    4000,
    'Instruções longas demais (máximo 4000 caracteres).',
  ),
});
export type DocumentTypeInput = z.input<typeof DocumentTypeInputSchema>;

export const DocumentTypeUpdateSchema = DocumentTypeInputSchema.partial();

export const DocumentTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.enum(DOCUMENT_TYPE_CATEGORIES),
  appliesTo: z.enum(DOCUMENT_TYPE_APPLIES_TO),
  issuer: z.string().nullable(),
  validityDays: z.number().int().nullable(),
  instructions: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

export const DOCUMENT_TYPE_SORT_FIELDS = ['name', 'category', 'validityDays', 'createdAt'] as const;
export const DocumentTypeListQuerySchema = PageQuerySchema.extend({
  category: z.enum(DOCUMENT_TYPE_CATEGORIES, { error: 'Categoria inválida.' }).optional(),
  appliesTo: z.enum(DOCUMENT_TYPE_APPLIES_TO, { error: 'Aplicação inválida.' }).optional(),
  active: QueryBooleanSchema.optional(),
  sort: sortSchema(DOCUMENT_TYPE_SORT_FIELDS, 'name'),
});
export type DocumentTypeListQuery = z.input<typeof DocumentTypeListQuerySchema>;
export const DocumentTypePageSchema = pageOf(DocumentTypeSchema);
export const DocumentTypeListSchema = z.object({ items: z.array(DocumentTypeSchema) });
