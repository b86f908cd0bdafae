import { z } from 'zod';
import { cnjProblem, onlyDigits } from './br/index.ts';
import { calendarDateSchema, idSchema, textSchema } from './fields.ts';
import { PageQuerySchema, pageOf, sortSchema } from './pagination.ts';

/**
 * Lawsuits (processos) of a diligence's entity, under `/v1/diligences/:id/entities/:entityId/
 * lawsuits` (list, create) and `/v1/diligences/:id/lawsuits/:lawsuitId` (one). The CNJ number is
 * kept as its 20 digits; amounts travel as decimal strings ("1234.56"). A PROVAVEL passive lawsuit
 * raises its entity's computed risk to at least ALTO (PRODUCT §3).
 */

export const LAWSUIT_AREAS = [
  'CIVEL',
  'TRABALHISTA',
  'TRIBUTARIO',
  'CRIMINAL',
  'AMBIENTAL',
  'ADMINISTRATIVO',
  'CONSUMIDOR',
  'OUTRO',
] as const;
export type LawsuitArea = (typeof LAWSUIT_AREAS)[number];
export const LAWSUIT_AREA_LABELS: Record<LawsuitArea, string> = {
  CIVEL: 'Cível',
  TRABALHISTA: 'Trabalhista',
  TRIBUTARIO: 'Tributário',
  CRIMINAL: 'Criminal',
  AMBIENTAL: 'Ambiental',
  ADMINISTRATIVO: 'Administrativo',
  CONSUMIDOR: 'Consumidor',
  OUTRO: 'Outro',
};

export const LAWSUIT_SIDES = ['ATIVO', 'PASSIVO', 'OUTRO'] as const;
export type LawsuitSide = (typeof LAWSUIT_SIDES)[number];
export const LAWSUIT_SIDE_LABELS: Record<LawsuitSide, string> = {
  ATIVO: 'Ativo',
  PASSIVO: 'Passivo',
  OUTRO: 'Outro',
};

export const LAWSUIT_STATUSES = ['ATIVO', 'SUSPENSO', 'ARQUIVADO', 'BAIXADO'] as const;
export type LawsuitStatus = (typeof LAWSUIT_STATUSES)[number];
export const LAWSUIT_STATUS_LABELS: Record<LawsuitStatus, string> = {
  ATIVO: 'Ativo',
  SUSPENSO: 'Suspenso',
  ARQUIVADO: 'Arquivado',
  BAIXADO: 'Baixado',
};

/** Loss probability as CPC 25 discloses it. */
export const LAWSUIT_RISKS = ['PROVAVEL', 'POSSIVEL', 'REMOTA'] as const;
export type LawsuitRisk = (typeof LAWSUIT_RISKS)[number];
export const LAWSUIT_RISK_LABELS: Record<LawsuitRisk, string> = {
  PROVAVEL: 'Provável',
  POSSIVEL: 'Possível',
  REMOTA: 'Remota',
};

/** The risk filter's value for the lawsuits not rated yet (`risk` null). */
export const LAWSUIT_RISK_UNRATED = 'NAO_CLASSIFICADO';
export const LAWSUIT_RISK_FILTERS = [...LAWSUIT_RISKS, LAWSUIT_RISK_UNRATED] as const;
export type LawsuitRiskFilter = (typeof LAWSUIT_RISK_FILTERS)[number];
export const LAWSUIT_RISK_FILTER_LABELS: Record<LawsuitRiskFilter, string> = {
  ...LAWSUIT_RISK_LABELS,
  NAO_CLASSIFICADO: 'Não classificado',
};

/** Where a lawsuit came from: typed in, or imported. */
export const LAWSUIT_SOURCES = ['MANUAL', 'CSV', 'XLSX', 'DATAJUD'] as const;
export type LawsuitSource = (typeof LAWSUIT_SOURCES)[number];
export const LAWSUIT_IMPORT_SOURCES = ['CSV', 'XLSX', 'DATAJUD'] as const satisfies LawsuitSource[];

/** A CNJ number, formatted or as 20 digits, checked (shape, segment, court, check digits) → 20 digits. */
export const CnjNumberSchema = textSchema('Número CNJ', 'Informe o número CNJ.')
  .trim()
  .max(40, 'Número CNJ inválido: use NNNNNNN-DD.AAAA.J.TR.OOOO ou os 20 dígitos.')
  .superRefine((value, ctx) => {
    const problem = cnjProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(onlyDigits);

/** numeric(18,2): up to 16 integer digits and 2 decimals. */
const DECIMAL = /^\d{1,16}(\.\d{1,2})?$/;
/** An amount in reais as a decimal string ("1234.56"): ≥ 0, at most 2 decimals. */
export const amountSchema = (label: string) =>
  z
    .string({ error: `${label}: informe o valor como texto decimal (ex.: "1234.56").` })
    .trim()
    .regex(
      DECIMAL,
      `${label}: valor inválido (use ponto decimal e até 2 casas, sem sinal; ex.: "1234.56").`,
    )
    .transform(normalAmount);

/** "0012.5" → "12.50": the form PostgreSQL gives numeric(18,2) back in. */
function normalAmount(value: string): string {
  const [whole = '0', cents = ''] = value.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
}

const text = (label: string, max: number) =>
  textSchema(label)
    .trim()
    .max(max, `${label}: texto longo demais (até ${max.toLocaleString('pt-BR')} caracteres).`);

const fields = {
  court: text('Tribunal', 200),
  body: text('Órgão julgador', 300),
  class: text('Classe', 300),
  subjects: z
    .array(text('Assunto', 300).min(1, 'Assunto vazio.'), { error: 'Assuntos inválidos.' })
    .max(50, 'No máximo 50 assuntos.'),
  area: z.enum(LAWSUIT_AREAS, { error: 'Área desconhecida.' }),
  side: z.enum(LAWSUIT_SIDES, { error: 'Polo desconhecido (use ATIVO, PASSIVO ou OUTRO).' }),
  counterparty: text('Parte contrária', 300),
  claimValue: amountSchema('Valor da causa').nullable(),
  filedAt: calendarDateSchema().nullable(),
  status: z.enum(LAWSUIT_STATUSES, { error: 'Situação desconhecida.' }),
  phase: text('Fase', 200),
  lastMovementAt: calendarDateSchema().nullable(),
  risk: z
    .enum(LAWSUIT_RISKS, { error: 'Risco desconhecido (use PROVAVEL, POSSIVEL ou REMOTA).' })
    .nullable(),
  estimatedLoss: amountSchema('Perda estimada').nullable(),
  notes: text('Observações', 10000),
};

/** `POST /v1/diligences/:id/entities/:entityId/lawsuits`: area and side required, the rest optional. */
export const LawsuitCreateSchema = z.strictObject({
  cnjNumber: CnjNumberSchema,
  court: fields.court.optional(),
  body: fields.body.optional(),
  class: fields.class.optional(),
  subjects: fields.subjects.optional(),
  area: fields.area,
  side: fields.side,
  counterparty: fields.counterparty.optional(),
  claimValue: fields.claimValue.optional(),
  filedAt: fields.filedAt.optional(),
  status: fields.status.optional(),
  phase: fields.phase.optional(),
  lastMovementAt: fields.lastMovementAt.optional(),
  risk: fields.risk.optional(),
  estimatedLoss: fields.estimatedLoss.optional(),
  notes: fields.notes.optional(),
});
export type LawsuitCreateInput = z.input<typeof LawsuitCreateSchema>;

/** `PUT /v1/diligences/:id/lawsuits/:lawsuitId`: the fields given change (null clears). */
export const LawsuitUpdateSchema = z.strictObject({
  cnjNumber: CnjNumberSchema.optional(),
  court: fields.court.optional(),
  body: fields.body.optional(),
  class: fields.class.optional(),
  subjects: fields.subjects.optional(),
  area: fields.area.optional(),
  side: fields.side.optional(),
  counterparty: fields.counterparty.optional(),
  claimValue: fields.claimValue.optional(),
  filedAt: fields.filedAt.optional(),
  status: fields.status.optional(),
  phase: fields.phase.optional(),
  lastMovementAt: fields.lastMovementAt.optional(),
  risk: fields.risk.optional(),
  estimatedLoss: fields.estimatedLoss.optional(),
  notes: fields.notes.optional(),
});
export type LawsuitUpdateInput = z.input<typeof LawsuitUpdateSchema>;

export const LawsuitSchema = z.object({
  _id: z.string(),
  diligenceId: z.string(),
  entityId: z.string(),
  cnjNumber: z.string(),
  court: z.string(),
  body: z.string(),
  class: z.string(),
  subjects: z.array(z.string()),
  area: z.enum(LAWSUIT_AREAS),
  side: z.enum(LAWSUIT_SIDES),
  counterparty: z.string(),
  claimValue: z.string().nullable(),
  filedAt: z.string().nullable(),
  status: z.enum(LAWSUIT_STATUSES),
  phase: z.string(),
  lastMovementAt: z.string().nullable(),
  risk: z.enum(LAWSUIT_RISKS).nullable(),
  estimatedLoss: z.string().nullable(),
  notes: z.string(),
  source: z.enum(LAWSUIT_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lawsuit = z.infer<typeof LawsuitSchema>;

export const LAWSUIT_SORTS = [
  'cnjNumber',
  'court',
  'area',
  'side',
  'claimValue',
  'filedAt',
  'status',
  'lastMovementAt',
  'risk',
  'estimatedLoss',
] as const;
export type LawsuitSort = (typeof LAWSUIT_SORTS)[number];

/**
 * `GET …/entities/:entityId/lawsuits?page=&pageSize=&area=&side=&risk=&status=&sort=&order=`;
 * `risk=NAO_CLASSIFICADO` lists the lawsuits not rated yet.
 */
export const LawsuitListQuerySchema = PageQuerySchema.pick({
  page: true,
  pageSize: true,
  order: true,
}).extend({
  area: fields.area.optional(),
  side: fields.side.optional(),
  risk: z
    .enum(LAWSUIT_RISK_FILTERS, {
      error: 'Risco desconhecido (use PROVAVEL, POSSIVEL, REMOTA ou NAO_CLASSIFICADO).',
    })
    .optional(),
  status: fields.status.optional(),
  sort: sortSchema(LAWSUIT_SORTS, 'cnjNumber'),
});
export type LawsuitListQuery = z.input<typeof LawsuitListQuerySchema>;

/**
 * The entity's lawsuits (every one, whatever the filters) by area × risk (`risk` null: not
 * rated), the passive exposure CPC 25 discloses (estimated losses of passive lawsuits rated
 * PROVAVEL, and separately POSSIVEL) and the five largest by claim value.
 */
export const LawsuitSummarySchema = z.object({
  byAreaAndRisk: z.array(
    z.object({
      area: z.enum(LAWSUIT_AREAS),
      risk: z.enum(LAWSUIT_RISKS).nullable(),
      count: z.number().int(),
      claimValue: z.string(),
      estimatedLoss: z.string(),
    }),
  ),
  passiveProbableLoss: z.string(),
  passivePossibleLoss: z.string(),
  largest: z.array(LawsuitSchema),
});
export type LawsuitSummary = z.infer<typeof LawsuitSummarySchema>;

export const LawsuitListSchema = pageOf(LawsuitSchema).extend({ summary: LawsuitSummarySchema });
export type LawsuitList = z.infer<typeof LawsuitListSchema>;

/** `/v1/diligences/:id/lawsuits/:lawsuitId`. */
export const LawsuitParamsSchema = z.object({
  id: idSchema(),
  lawsuitId: idSchema('Processo', 'Processo inválido.'),
});

export const LAWSUIT_NOT_FOUND_MESSAGE = 'Processo não encontrado.';
export const LAWSUIT_DUPLICATE_MESSAGE = 'Este processo já está cadastrado para a parte.';

/**
 * Imports (`POST …/entities/:entityId/lawsuits/import`, multipart field `file`: CSV, XLSX or
 * DataJud JSON, recognised by content) run as a background task followed at `GET /v1/jobs/:jobId`.
 * Valid lines are upserted by CNJ number within the entity (a second import updates); invalid
 * lines are reported by line (DataJud: the position of the hit), at most
 * `LAWSUIT_IMPORT_REJECTED_LISTED` of them listed (`rejectedCount` counts them all).
 */
export const DEFAULT_LAWSUIT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const LAWSUIT_IMPORT_REJECTED_LISTED = 1_000;

export const LawsuitImportResultSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), message: z.string() })),
  rejectedCount: z.number().int(),
  /** What the file turned out to be. */
  source: z.enum(LAWSUIT_IMPORT_SOURCES),
});
export type LawsuitImportResult = z.infer<typeof LawsuitImportResultSchema>;

export const LAWSUIT_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export type LawsuitTemplateFormat = (typeof LAWSUIT_TEMPLATE_FORMATS)[number];

/** `GET /v1/lawsuits/import-template?format=csv|xlsx` (csv when absent). */
export const LawsuitTemplateQuerySchema = z.object({
  format: z
    .enum(LAWSUIT_TEMPLATE_FORMATS, { error: 'Formato do modelo inválido (use csv ou xlsx).' })
    .default('csv'),
});

/** The Portuguese name of the downloaded template, without extension. */
export const LAWSUIT_TEMPLATE_FILE_NAME = 'Modelo de importação de processos';
export const LAWSUIT_IMPORT_FORMAT_MESSAGE =
  'Formato não aceito: envie um CSV, uma planilha XLSX ou um JSON do DataJud.';
