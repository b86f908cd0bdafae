import { z } from 'zod';
import { textSchema } from './fields.ts';
import { AddressSchema } from './address.ts';
import { SCREENING_NAME_THRESHOLD_MIN } from './screening.ts';

/** Diligence statuses that carry a default SLA (days a diligence may stay in each open column). */
export const SLA_STATUSES = ['A_INICIAR', 'COLETA', 'ANALISE', 'REVISAO'] as const;
export type SlaStatus = (typeof SLA_STATUSES)[number];
export const SLA_STATUS_LABELS: Record<SlaStatus, string> = {
  A_INICIAR: 'A iniciar',
  COLETA: 'Coleta',
  ANALISE: 'Análise',
  REVISAO: 'Revisão',
};

export const FOOTER_TEXT_MAX = 500;

const slaDays = z
  .number({ error: 'Informe um número inteiro de dias.' })
  .int('Informe um número inteiro de dias.')
  .min(0, 'O prazo não pode ser negativo.')
  .max(365, 'O prazo deve ser de no máximo 365 dias.')
  .nullable();

export const SlaDaysSchema = z.strictObject({
  A_INICIAR: slaDays,
  COLETA: slaDays,
  ANALISE: slaDays,
  REVISAO: slaDays,
});
export type SlaDays = z.infer<typeof SlaDaysSchema>;

export const AccentColorSchema = z
  .string({ error: 'Informe a cor.' })
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Use uma cor no formato #RRGGBB.')
  .transform((value) => value.toUpperCase());

export const ReportBrandingSchema = z.strictObject({
  accentColor: AccentColorSchema.nullable(),
  footerText: textSchema('Rodapé', 'Texto inválido.')
    .trim()
    .max(FOOTER_TEXT_MAX, `O rodapé deve ter no máximo ${FOOTER_TEXT_MAX} caracteres.`),
});

export const SCREENING_THRESHOLD_MESSAGE = 'Use uma semelhança de 50% a 100% (de 0,5 a 1).';

/** `PATCH /v1/company/settings`: every part optional; CNPJ is never changed here. */
export const UpdateCompanySettingsRequestSchema = z.strictObject({
  name: textSchema('Nome da empresa', 'Informe o nome da empresa.')
    .trim()
    .min(2, 'Informe o nome da empresa (pelo menos 2 caracteres).')
    .max(200, 'O nome deve ter no máximo 200 caracteres.')
    .optional(),
  address: AddressSchema.nullable().optional(),
  reportBranding: ReportBrandingSchema.optional(),
  slaDays: SlaDaysSchema.optional(),
  defaultTrackId: textSchema('Trilha padrão').max(64, 'Trilha inválida.').nullable().optional(),
  /** Four eyes: the author of a track version cannot approve it (on by default). */
  requireSecondReviewer: z.boolean({ error: 'Use verdadeiro ou falso.' }).optional(),
  /** Similarity (0.5–1) an OFAC name must reach to match a party by name alone (decision 056). */
  screeningNameThreshold: z
    .number({ error: SCREENING_THRESHOLD_MESSAGE })
    .min(SCREENING_NAME_THRESHOLD_MIN, SCREENING_THRESHOLD_MESSAGE)
    .max(1, SCREENING_THRESHOLD_MESSAGE)
    .optional(),
});
export type UpdateCompanySettingsRequest = z.input<typeof UpdateCompanySettingsRequestSchema>;

/** An address as kept (CEP as 8 digits), for answers. */
export const StoredAddressSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
});

/** `GET /v1/company/settings`. */
export const CompanySettingsSchema = z.object({
  company: z.object({
    _id: z.string(),
    name: z.string(),
    cnpj: z.string(),
    address: StoredAddressSchema.nullable(),
  }),
  /** Path of the logo (`GET`, authenticated) or null. */
  logo: z.string().nullable(),
  reportBranding: z.object({ accentColor: z.string().nullable(), footerText: z.string() }),
  slaDays: z.object({
    A_INICIAR: z.number().nullable(),
    COLETA: z.number().nullable(),
    ANALISE: z.number().nullable(),
    REVISAO: z.number().nullable(),
  }),
  /** The default track's `trackId` (its current published version is used), or null. */
  defaultTrackId: z.string().nullable(),
  /** Four eyes: the author of a track version cannot approve it ("Exigir revisão por outra pessoa"). */
  requireSecondReviewer: z.boolean(),
  /** Similarity (0–1) an OFAC name must reach to match a party by name alone; 0.8 by default. */
  screeningNameThreshold: z.number(),
  /** Published tracks the default may point to; `_id` is the track's `trackId`. */
  tracks: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;
