import { z } from 'zod';
import { calendarDateSchema, idSchema, textSchema } from './fields.ts';
import { AddressSchema } from './address.ts';
import { isValidCnpj, normalizeCnpj } from './br/cnpj.ts';
import { formatCpf, isMaskedCpf, isValidCpf, maskedCpfDigits, normalizeCpf } from './br/cpf.ts';
import { DiligenceBaseInputSchema, RiskSchema } from './diligences.ts';

export const ENTITY_KINDS = ['PF', 'PJ'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export const ENTITY_KIND_LABELS: Record<EntityKind, string> = {
  PF: 'Pessoa física',
  PJ: 'Pessoa jurídica',
};

export const ENTITY_ROLES = [
  'ALVO',
  'SOCIO',
  'ADMINISTRADOR',
  'GARANTIDOR',
  'VENDEDOR',
  'COMPRADOR',
  'FORNECEDOR',
  'OUTRO',
] as const;
export type EntityRole = (typeof ENTITY_ROLES)[number];
export const ENTITY_ROLE_LABELS: Record<EntityRole, string> = {
  ALVO: 'Alvo',
  SOCIO: 'Sócio',
  ADMINISTRADOR: 'Administrador',
  GARANTIDOR: 'Garantidor',
  VENDEDOR: 'Vendedor',
  COMPRADOR: 'Comprador',
  FORNECEDOR: 'Fornecedor',
  OUTRO: 'Outro',
};

export const ENTITY_DOCUMENT_TAKEN_MESSAGE = 'Esta parte já está na diligência (mesmo CPF/CNPJ).';
export const ENTITY_DOCUMENT_PENDING_LABEL = 'CPF a completar';
export const ENTITY_SAME_PENDING_MESSAGE =
  'Esta pessoa já está na diligência com o CPF a completar (mesmo nome e dígitos visíveis do CPF): complete o CPF dela.';
export const ENTITY_MASK_NOT_ALLOWED_MESSAGE =
  'Informe o CPF inteiro (o CPF mascarado só vale enquanto a parte não tem o CPF completo).';
export const entityCpfMismatchMessage = (mask: string) =>
  `O CPF não confere com os dígitos visíveis do CPF mascarado (${formatCpf(mask)}).`;
export const ENTITY_HAS_CHILDREN_MESSAGE =
  'Esta parte tem partes vinculadas a ela (participações). Remova ou altere esses vínculos antes.';
export const ENTITY_PARENT_INVALID_MESSAGE = 'A parte controladora deve ser da mesma diligência.';
export const ENTITY_PARENT_CYCLE_MESSAGE =
  'Vínculo inválido: a parte não pode controlar a si mesma, direta ou indiretamente.';

export const ContactSchema = z.strictObject({
  email: textSchema('E-mail')
    .trim()
    .max(254, 'E-mail longo demais.')
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'E-mail inválido.')
    .default(''),
  phone: textSchema('Telefone')
    .trim()
    .max(30, 'Telefone longo demais.')
    .refine((v) => v === '' || /^[\d\s()+-]{8,30}$/.test(v), 'Telefone inválido.')
    .default(''),
});
export type Contact = z.output<typeof ContactSchema>;

/** Birth of a person or foundation of a company: from 01/01/1800 (centuries-old companies are parties too). */
export const BirthOrFoundationDateSchema = calendarDateSchema({ min: '1800-01-01' });

const entityFields = {
  name: textSchema('Nome', 'Informe o nome.')
    .trim()
    .min(2, 'Informe o nome (ao menos 2 caracteres).')
    .max(200, 'Nome longo demais (máximo 200 caracteres).'),
  document: textSchema('Documento', 'Informe o CPF ou CNPJ.').trim().max(32, 'Documento inválido.'),
  roleInDiligence: z.enum(ENTITY_ROLES, { error: 'Papel na diligência inválido.' }),
  parentEntityId: idSchema('Parte controladora').nullable(),
  relation: textSchema('Relação')
    .trim()
    .max(100, 'Relação longa demais (máximo 100 caracteres).')
    .nullable(),
  sharePercent: z
    .number({ error: 'Participação inválida.' })
    .min(0, 'A participação vai de 0 a 100%.')
    .max(100, 'A participação vai de 0 a 100%.')
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'Use no máximo duas casas decimais.',
    )
    .nullable(),
  address: AddressSchema.nullable(),
  birthOrFoundationDate: BirthOrFoundationDateSchema.nullable(),
  contact: ContactSchema.nullable(),
};

/**
 * The document as the kind asks: CPF (11 digits) for PF, CNPJ (14, alphanumeric) for PJ.
 * Normalised. A person's CPF may be the mask Receita shows (`***123456**`): "CPF a completar".
 */
function checkDocument(
  value: { kind?: EntityKind | undefined; document?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.document === undefined || value.kind === undefined) return;
  const ok =
    value.kind === 'PF'
      ? isValidCpf(value.document) || isMaskedCpf(value.document)
      : isValidCnpj(value.document);
  if (!ok)
    ctx.addIssue({
      code: 'custom',
      path: ['document'],
      message: value.kind === 'PF' ? 'CPF inválido.' : 'CNPJ inválido.',
    });
}
export const normalizeDocument = (kind: EntityKind, document: string) =>
  kind === 'PF' ? normalizeCpf(document) : normalizeCnpj(document);

/** A name compared without accents, case and punctuation. */
export const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** Whether a party's CPF is still the mask Receita shows ("CPF a completar"). */
export const isDocumentPending = (party: { kind: EntityKind; document: string }) =>
  party.kind === 'PF' && isMaskedCpf(party.document);

type Party = { kind: EntityKind; name: string; document: string };

/**
 * Whether two parties are the same: the same whole CPF or CNPJ; when a CPF is masked
 * (`***123456**`), a person of the same name whose CPF shows, or has, those middle digits.
 */
export function isSameParty(a: Party, b: Party): boolean {
  if (a.kind !== b.kind) return false;
  if (!isDocumentPending(a) && !isDocumentPending(b)) return a.document === b.document;
  const middle = (p: Party) => maskedCpfDigits(p.document) ?? p.document.slice(3, 9);
  return middle(a) === middle(b) && nameKey(a.name) === nameKey(b.name);
}

export const EntityInputSchema = z
  .strictObject({
    kind: z.enum(ENTITY_KINDS, { error: 'Tipo inválido (PF ou PJ).' }),
    name: entityFields.name,
    document: entityFields.document,
    roleInDiligence: entityFields.roleInDiligence,
    parentEntityId: entityFields.parentEntityId.optional().transform((v) => v ?? null),
    relation: entityFields.relation.optional().transform((v) => v || null),
    sharePercent: entityFields.sharePercent.optional().transform((v) => v ?? null),
    address: entityFields.address.optional().transform((v) => v ?? null),
    birthOrFoundationDate: entityFields.birthOrFoundationDate
      .optional()
      .transform((v) => v ?? null),
    contact: entityFields.contact.optional().transform((v) => v ?? null),
  })
  .superRefine(checkDocument)
  .transform((v) => ({ ...v, document: normalizeDocument(v.kind, v.document) }));
export type EntityInput = z.input<typeof EntityInputSchema>;

/** Partial edit; `kind` and `document` are checked together against the stored values by the server. */
export const EntityUpdateSchema = z
  .strictObject({
    kind: z.enum(ENTITY_KINDS, { error: 'Tipo inválido (PF ou PJ).' }).optional(),
    name: entityFields.name.optional(),
    document: entityFields.document.optional(),
    roleInDiligence: entityFields.roleInDiligence.optional(),
    parentEntityId: entityFields.parentEntityId.optional(),
    relation: entityFields.relation.optional(),
    sharePercent: entityFields.sharePercent.optional(),
    address: entityFields.address.optional(),
    birthOrFoundationDate: entityFields.birthOrFoundationDate.optional(),
    contact: entityFields.contact.optional(),
  })
  .superRefine(checkDocument);
export type EntityUpdate = z.input<typeof EntityUpdateSchema>;

export const EntitySchema = z.object({
  _id: z.string(),
  diligenceId: z.string(),
  kind: z.enum(ENTITY_KINDS),
  name: z.string(),
  document: z.string(),
  /** False while a person's CPF is the mask Receita shows (`***123456**`): "CPF a completar". */
  documentComplete: z.boolean(),
  roleInDiligence: z.enum(ENTITY_ROLES),
  parentEntityId: z.string().nullable(),
  relation: z.string().nullable(),
  sharePercent: z.number().nullable(),
  address: z
    .object({
      cep: z.string(),
      logradouro: z.string(),
      numero: z.string(),
      complemento: z.string(),
      bairro: z.string(),
      cidade: z.string(),
      uf: z.string(),
    })
    .nullable(),
  birthOrFoundationDate: z.string().nullable(),
  contact: z.object({ email: z.string(), phone: z.string() }).nullable(),
  risk: RiskSchema,
  childrenCount: z.number().int(),
  /** Restrictive-list hits open on the party: to decide or confirmed, still found, in force. */
  openScreeningHits: z.number().int(),
  /** "Documentos analisados": analysed or waived ÷ required documents of its checklist. */
  progress: z.object({ done: z.number().int(), required: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Entity = z.infer<typeof EntitySchema>;
export const EntityListSchema = z.object({ items: z.array(EntitySchema) });

export const EntityParamsSchema = z.object({
  id: idSchema(),
  entityId: idSchema('Parte'),
});

/** Creating a diligence, optionally with its first entity. */
export const DiligenceInputSchema = DiligenceBaseInputSchema.extend({
  firstEntity: EntityInputSchema.optional(),
});
export type DiligenceInput = z.input<typeof DiligenceInputSchema>;
