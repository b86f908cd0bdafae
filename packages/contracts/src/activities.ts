import { z } from 'zod';
import { dateOrDateTimeSchema, idFilterSchema, textSchema } from './fields.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';

const isoDate = dateOrDateTimeSchema();

export const ActivityListQuerySchema = PageQuerySchema.pick({ page: true, pageSize: true }).extend({
  userId: idFilterSchema('Usuário'),
  companyId: idFilterSchema('Empresa'),
  targetType: textSchema('Tipo de alvo').max(40, 'Tipo de alvo inválido.').optional(),
  targetId: idFilterSchema('Alvo'),
  /** Inclusive start (date or date-time). */
  from: isoDate.optional(),
  /** Inclusive end: a bare date covers the whole day. */
  to: isoDate.optional(),
});
export type ActivityListQuery = z.input<typeof ActivityListQuerySchema>;

export const ActivitySchema = z.object({
  _id: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  at: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  company: z.object({ _id: z.string(), name: z.string() }),
});
export type Activity = z.infer<typeof ActivitySchema>;
export const ActivityPageSchema = pageOf(ActivitySchema);

/**
 * Every action the audit trail records, with its Portuguese label. The action union is the keys
 * of this map: an action without a label cannot be written, and recording one that is not here
 * does not compile.
 */
const LABELS = {
  LOGIN: 'Entrou',
  LOGIN_FAILED: 'Falha ao entrar',
  LOGOUT: 'Saiu',
  SESSION_REUSE_DETECTED: 'Sessão encerrada por reuso de token',
  PASSWORD_RESET_REQUESTED: 'Pediu código de senha',
  PASSWORD_RESET: 'Redefiniu a senha',
  PASSWORD_CHANGED: 'Alterou a senha',
  PROFILE_UPDATED: 'Perfil alterado',
  AVATAR_UPDATED: 'Foto alterada',
  AVATAR_REMOVED: 'Foto removida',
  USER_CREATED: 'Usuário criado',
  USER_UPDATED: 'Usuário alterado',
  USER_DEACTIVATED: 'Usuário desativado',
  USER_ACTIVATED: 'Usuário reativado',
  USER_INVITATION_RESENT: 'Convite reenviado',
  COMPANY_CREATED: 'Empresa criada',
  COMPANY_UPDATED: 'Empresa alterada',
  COMPANY_DEACTIVATED: 'Empresa desativada',
  COMPANY_ACTIVATED: 'Empresa reativada',
  COMPANY_SETTINGS_UPDATED: 'Configurações da empresa alteradas',
  COMPANY_LOGO_UPDATED: 'Logotipo alterado',
  COMPANY_LOGO_REMOVED: 'Logotipo removido',
  DOCUMENT_TYPE_CREATED: 'Tipo de documento criado',
  DOCUMENT_TYPE_UPDATED: 'Tipo de documento alterado',
  DOCUMENT_TYPE_DEACTIVATED: 'Tipo de documento desativado',
  DOCUMENT_TYPE_ACTIVATED: 'Tipo de documento reativado',
  TERMS_CREATED: 'Termos: rascunho criado',
  TERMS_UPDATED: 'Termos: rascunho alterado',
  TERMS_PUBLISHED: 'Termos publicados',
  TERMS_ACCEPTED: 'Termos aceitos',
  // Diligences and their entities (the team's activity on the home page).
  DILIGENCE_CREATED: 'Diligência criada',
  DILIGENCE_UPDATED: 'Diligência alterada',
  DILIGENCE_STATUS_CHANGED: 'Situação da diligência alterada',
  DILIGENCE_CANCELED: 'Diligência cancelada',
  DILIGENCE_RISK_SET: 'Risco da diligência classificado',
  ENTITY_CREATED: 'Parte adicionada',
  ENTITY_UPDATED: 'Parte alterada',
  ENTITY_DELETED: 'Parte removida',
  ENTITY_RISK_SET: 'Risco da parte classificado',
  // Tracks (trilhas) and the checklists they generate.
  TRACK_CREATED: 'Trilha criada',
  TRACK_UPDATED: 'Trilha alterada',
  TRACK_SUBMITTED: 'Trilha enviada para revisão',
  TRACK_APPROVED: 'Trilha aprovada e publicada',
  TRACK_RETURNED: 'Trilha devolvida ao autor',
  TRACK_ARCHIVED: 'Trilha arquivada',
  TRACK_NEW_VERSION: 'Nova versão da trilha criada',
  TRACK_DUPLICATED: 'Trilha duplicada',
  DILIGENCE_TRACK_CHANGED: 'Trilha da diligência alterada',
  // Documents of the entities, their files and who saw them (LGPD).
  DOCUMENT_ADDED: 'Documento adicionado',
  DOCUMENT_FILE_UPLOADED: 'Arquivo enviado',
  DOCUMENT_FILE_REMOVED: 'Arquivo removido',
  DOCUMENT_ANALYSED: 'Documento analisado',
  DOCUMENT_WAIVED: 'Documento dispensado',
  DOCUMENT_WAIVER_UNDONE: 'Dispensa do documento desfeita',
  DOCUMENT_CLASSIFIED: 'Documento classificado',
  CHECK_STATUS_CHANGED: 'Situação de verificação alterada',
  FILE_VIEWED: 'Arquivo visualizado',
  FILE_DOWNLOADED: 'Arquivo baixado',
  FILES_ZIP_DOWNLOADED: 'Arquivos da parte baixados (ZIP)',
  // Findings (apontamentos) of a diligence, its entities and documents.
  FINDING_CREATED: 'Apontamento registrado',
  FINDING_UPDATED: 'Apontamento alterado',
  FINDING_RESOLVED: 'Apontamento resolvido',
  FINDING_REOPENED: 'Apontamento reaberto',
  FINDING_REMOVED: 'Apontamento removido',
  // Lawsuits (processos) of an entity.
  LAWSUIT_CREATED: 'Processo cadastrado',
  LAWSUIT_UPDATED: 'Processo alterado',
  LAWSUIT_REMOVED: 'Processo removido',
  LAWSUITS_IMPORTED: 'Processos importados',
  // Registration analysis (dados cadastrais da Receita, QSA).
  REGISTRATION_FETCHED: 'Dados cadastrais consultados na fonte',
  REGISTRATION_IMPORTED: 'Dados cadastrais importados',
  REGISTRATION_ENTERED: 'Dados cadastrais digitados',
  REGISTRATION_CONCLUDED: 'Conclusão da análise cadastral registrada',
  PARTNERS_ADDED: 'Sócios do QSA acrescentados como partes',
  // Financial statements of analysed companies (by CNPJ).
  FINANCIAL_COMPANY_CREATED: 'Empresa analisada cadastrada',
  FINANCIAL_COMPANY_UPDATED: 'Empresa analisada alterada',
  FINANCIAL_COMPANY_DELETED: 'Empresa analisada removida',
  FINANCIAL_STATEMENT_CREATED: 'Demonstração financeira cadastrada',
  FINANCIAL_STATEMENT_UPDATED: 'Demonstração financeira alterada',
  FINANCIAL_STATEMENT_DELETED: 'Demonstração financeira removida',
  FINANCIAL_STATEMENTS_IMPORTED: 'Demonstrações financeiras importadas (XLSX)',
  // Diligence reports (exports and their verification).
  REPORT_EXPORT_REQUESTED: 'Exportação de relatório solicitada',
  REPORT_EXPORTED: 'Relatório exportado',
  REPORT_DOWNLOADED: 'Relatório baixado',
  REPORT_VERIFIED: 'Relatório verificado',
  // Custom-report templates of the company.
  REPORT_TEMPLATE_CREATED: 'Modelo de relatório criado',
  REPORT_TEMPLATE_UPDATED: 'Modelo de relatório alterado',
  REPORT_TEMPLATE_DELETED: 'Modelo de relatório removido',
  // Screening of the parties against the restrictive lists.
  ENTITY_SCREENED: 'Parte verificada nas listas restritivas',
  SCREENING_HIT_CONFIRMED: 'Ocorrência em lista restritiva confirmada',
  SCREENING_HIT_DISCARDED: 'Ocorrência em lista restritiva descartada',
} as const satisfies Record<string, string>;

export type ActivityAction = keyof typeof LABELS;
export const ACTIVITY_ACTIONS = Object.keys(LABELS) as ActivityAction[];

/**
 * The label of each action. Indexable by any string too (`?? action` for a stored action this
 * version no longer records), while indexing by an `ActivityAction` is always a label.
 */
export const ACTIVITY_ACTION_LABELS: Readonly<Record<ActivityAction, string>> &
  Readonly<Partial<Record<string, string>>> = LABELS;

/** What an audit entry is about (`targetType`). */
export const ACTIVITY_TARGETS = [
  'user',
  'company',
  'session',
  'document_type',
  'terms',
  'diligence',
  'entity',
  'track',
  'document',
  'finding',
  'lawsuit',
  'registration',
  'check',
  'financial_company',
  'financial_statement',
  'report',
  'report_template',
  'screening_hit',
] as const;
export type ActivityTarget = (typeof ACTIVITY_TARGETS)[number];
