import { z } from 'zod';
import { calendarDateSchema, idSchema, textSchema } from './fields.ts';
import { EntitySchema, nameKey, type EntityRole } from './entities.ts';

/** Situação cadastral of a CNPJ at the Receita Federal. */
export const SITUACOES_CADASTRAIS = ['ATIVA', 'SUSPENSA', 'INAPTA', 'BAIXADA', 'NULA'] as const;
export type SituacaoCadastral = (typeof SITUACOES_CADASTRAIS)[number];
export const SITUACAO_CADASTRAL_LABELS: Record<SituacaoCadastral, string> = {
  ATIVA: 'Ativa',
  SUSPENSA: 'Suspensa',
  INAPTA: 'Inapta',
  BAIXADA: 'Baixada',
  NULA: 'Nula',
};

/** Situação of a CPF at the Receita Federal. */
export const SITUACOES_CPF = [
  'REGULAR',
  'SUSPENSA',
  'CANCELADA',
  'PENDENTE_DE_REGULARIZACAO',
  'NULA',
  'TITULAR_FALECIDO',
] as const;
export type SituacaoCpf = (typeof SITUACOES_CPF)[number];
export const SITUACAO_CPF_LABELS: Record<SituacaoCpf, string> = {
  REGULAR: 'Regular',
  SUSPENSA: 'Suspensa',
  CANCELADA: 'Cancelada',
  PENDENTE_DE_REGULARIZACAO: 'Pendente de regularização',
  NULA: 'Nula',
  TITULAR_FALECIDO: 'Titular falecido',
};

export const REGISTRATION_SOURCES = ['PROVIDER', 'IMPORT', 'MANUAL'] as const;
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number];
export const REGISTRATION_SOURCE_LABELS: Record<RegistrationSource, string> = {
  PROVIDER: 'Consulta à fonte',
  IMPORT: 'Arquivo importado',
  MANUAL: 'Digitado',
};

export const REGISTRATION_CONCLUSIONS = ['REGULAR', 'REGULAR_COM_RESSALVAS', 'IRREGULAR'] as const;
export type RegistrationConclusion = (typeof REGISTRATION_CONCLUSIONS)[number];
export const REGISTRATION_CONCLUSION_LABELS: Record<RegistrationConclusion, string> = {
  REGULAR: 'Regular',
  REGULAR_COM_RESSALVAS: 'Regular com ressalvas',
  IRREGULAR: 'Irregular',
};

/** The fields a divergence may be about, with the labels the screen shows. */
export const DIVERGENCE_FIELDS = ['nome', 'endereco', 'cep', 'data'] as const;
export type DivergenceField = (typeof DIVERGENCE_FIELDS)[number];
export const DIVERGENCE_FIELD_LABELS: Record<DivergenceField, string> = {
  nome: 'Nome / razão social',
  endereco: 'Endereço',
  cep: 'CEP',
  data: 'Data de fundação / nascimento',
};

export const CNPJ_NOT_FOUND_MESSAGE = 'CNPJ não encontrado na fonte consultada.';
export const CNPJ_PROVIDER_UNAVAILABLE_MESSAGE =
  'Não foi possível consultar a fonte de dados cadastrais agora. Importe o arquivo JSON da consulta ou preencha os dados no formulário.';
export const CNPJ_PROVIDER_BUSY_MESSAGE =
  'A fonte de dados cadastrais recebeu consultas demais; tente novamente em instantes, ou importe o arquivo ou preencha o formulário.';
export const CNPJ_PROVIDER_MISSING_MESSAGE =
  'Nenhuma fonte de consulta de CNPJ está configurada; importe o arquivo JSON ou preencha o formulário.';
export const REGISTRATION_NOT_FOUND_MESSAGE = 'Consulta cadastral não encontrada.';
export const REGISTRATION_PF_PROVIDER_MESSAGE =
  'A consulta à fonte é só para pessoa jurídica; para pessoa física, importe ou preencha os dados.';
export const REGISTRATION_KIND_MISMATCH_MESSAGE =
  'Os dados informados não correspondem ao tipo da parte (pessoa física ou jurídica).';

const text = (label: string, max: number) =>
  textSchema(label).trim().max(max, `${label}: texto longo demais (máximo ${max} caracteres).`);
const optionalDate = (label: string) =>
  calendarDateSchema({ min: '1800-01-01', required: `${label}: data inválida.` })
    .nullable()
    .default(null);
const decimalString = z
  .string({ error: 'Capital social inválido.' })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'Capital social inválido (use 1234.56).');

export const CnaeSchema = z.strictObject({
  codigo: text('Código do CNAE', 20),
  descricao: text('Descrição do CNAE', 300),
});
export type Cnae = z.output<typeof CnaeSchema>;

export const RegistrationAddressSchema = z.strictObject({
  logradouro: text('Logradouro', 200).default(''),
  numero: text('Número', 20).default(''),
  complemento: text('Complemento', 200).default(''),
  bairro: text('Bairro', 100).default(''),
  municipio: text('Município', 100).default(''),
  uf: text('UF', 2).default(''),
  cep: text('CEP', 9).default(''),
});

export const PartnerSchema = z.strictObject({
  nome: text('Nome do sócio', 200).min(1, 'Informe o nome do sócio.'),
  /** CPF or CNPJ unformatted, masked as the source gives it (`***123456**`), or null. */
  documento: text('Documento do sócio', 32).nullable(),
  qualificacao: text('Qualificação do sócio', 200).default(''),
  entrada: optionalDate('Entrada na sociedade'),
});
export type Partner = z.output<typeof PartnerSchema>;

/** A company's registration (cartão CNPJ), as the provider, an import or the form gives it. */
export const PjRegistrationDataSchema = z.strictObject({
  kind: z.literal('PJ'),
  razaoSocial: text('Razão social', 200).min(1, 'Informe a razão social.'),
  nomeFantasia: text('Nome fantasia', 200).default(''),
  situacaoCadastral: z.enum(SITUACOES_CADASTRAIS, { error: 'Situação cadastral inválida.' }),
  dataSituacaoCadastral: optionalDate('Data da situação cadastral'),
  dataInicioAtividade: optionalDate('Início da atividade'),
  naturezaJuridica: text('Natureza jurídica', 200).default(''),
  porte: text('Porte', 100).default(''),
  cnaePrincipal: CnaeSchema.nullable().default(null),
  cnaesSecundarios: z.array(CnaeSchema).max(500).default([]),
  capitalSocial: decimalString.nullable().default(null),
  endereco: RegistrationAddressSchema.nullable().default(null),
  qsa: z.array(PartnerSchema).max(500).default([]),
});

/** A person's registration (situação do CPF). */
export const PfRegistrationDataSchema = z.strictObject({
  kind: z.literal('PF'),
  nome: text('Nome', 200).min(1, 'Informe o nome.'),
  situacaoCpf: z.enum(SITUACOES_CPF, { error: 'Situação do CPF inválida.' }),
  nascimento: optionalDate('Nascimento'),
});

export const RegistrationDataSchema = z.discriminatedUnion('kind', [
  PjRegistrationDataSchema,
  PfRegistrationDataSchema,
]);
export type RegistrationData = z.output<typeof RegistrationDataSchema>;
export type PjRegistrationData = z.output<typeof PjRegistrationDataSchema>;
export type PfRegistrationData = z.output<typeof PfRegistrationDataSchema>;

/** POST body: consult the provider, import a BrasilAPI-shaped JSON, or type the data. */
export const RegistrationCreateSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('PROVIDER') }),
    z.strictObject({ source: z.literal('IMPORT'), payload: z.unknown() }),
    z.strictObject({ source: z.literal('MANUAL'), data: RegistrationDataSchema }),
  ],
  { error: 'Origem inválida (PROVIDER, IMPORT ou MANUAL).' },
);
export type RegistrationCreate = z.input<typeof RegistrationCreateSchema>;

export const DivergenceSchema = z.object({
  field: z.enum(DIVERGENCE_FIELDS),
  declared: z.string(),
  found: z.string(),
});
export type Divergence = z.infer<typeof DivergenceSchema>;

export const RegistrationSchema = z.object({
  _id: z.string(),
  entityId: z.string(),
  source: z.enum(REGISTRATION_SOURCES),
  fetchedAt: z.string(),
  fetchedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  data: RegistrationDataSchema,
  divergences: z.array(DivergenceSchema),
  conclusion: z.enum(REGISTRATION_CONCLUSIONS).nullable(),
  notes: z.string(),
});
export type Registration = z.infer<typeof RegistrationSchema>;
export const RegistrationListSchema = z.object({
  items: z.array(RegistrationSchema),
  /** Whether a CNPJ provider is configured (the screen offers "Consultar" only then). */
  providerAvailable: z.boolean(),
});
export type RegistrationList = z.infer<typeof RegistrationListSchema>;

export const RegistrationConclusionSchema = z.strictObject({
  conclusion: z.enum(REGISTRATION_CONCLUSIONS, {
    error: 'Conclusão inválida (Regular, Regular com ressalvas ou Irregular).',
  }),
  notes: text('Observações', 5000).default(''),
});

export const RegistrationParamsSchema = z.object({
  id: idSchema(),
  registrationId: idSchema('Consulta cadastral'),
});

export const PartnersAddSchema = z.strictObject({
  indexes: z
    .array(z.number({ error: 'Índice inválido.' }).int('Índice inválido.').min(0).max(499))
    .min(1, 'Escolha ao menos um sócio.')
    .max(500),
});

/** An administrator who is not a partner is ADMINISTRADOR; everyone else of the QSA is SOCIO. */
export function partnerRole(qualificacao: string): EntityRole {
  const q = nameKey(qualificacao);
  return /ADMINISTRADOR|DIRETOR|PRESIDENTE/.test(q) && !/SOCIO/.test(q) ? 'ADMINISTRADOR' : 'SOCIO';
}

export const PARTNER_SKIP_REASONS = {
  present: 'Já está na diligência.',
  maskedCpf:
    'CPF mascarado sem os seis dígitos do meio: cadastre a parte pelo formulário, com o CPF inteiro.',
  noDocument: 'Sem CPF/CNPJ informado; cadastre a parte pelo formulário.',
  invalid: 'CPF/CNPJ inválido.',
  unknown: 'Não há sócio com este índice.',
} as const;

export const PartnersAddResultSchema = z.object({
  created: z.array(EntitySchema),
  skipped: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
export type PartnersAddResult = z.infer<typeof PartnersAddResultSchema>;
