import { z } from 'zod';

/**
 * The report model: one document built on the server from a diligence's data (issue 15) and
 * drawn by three renderers — the web preview (HTML), PDF and DOCX — so the three show the same
 * content in the same order. It is a small, closed tree of blocks: no renderer interprets
 * Markdown, HTML or styles of its own; what a block means is fixed here.
 */

/** A piece of text with its emphasis (a paragraph or a list item is a sequence of runs). */
export const ReportRunSchema = z.object({
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
});
export type ReportRun = z.infer<typeof ReportRunSchema>;

/**
 * How a cell (or a field's value) is marked: `alerta` for what the reader must notice (an
 * expired document, a divergence, a Provável lawsuit), `sucesso` for a clean result, `suave`
 * for secondary text. Renderers map the tones to the theme's colours and also to a word or
 * weight, never to colour alone.
 */
export const REPORT_TONES = ['alerta', 'sucesso', 'suave'] as const;
export type ReportTone = (typeof REPORT_TONES)[number];

export const ReportCellSchema = z.object({
  text: z.string(),
  tone: z.enum(REPORT_TONES).optional(),
});
export type ReportCell = z.infer<typeof ReportCellSchema>;

export const ReportColumnSchema = z.object({
  header: z.string(),
  /** Numbers and money right-aligned. */
  align: z.enum(['left', 'right']).optional(),
  /** Relative width (the renderers share the page width by these weights; default 1). */
  weight: z.number().positive().optional(),
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

export const ReportBlockSchema = z.discriminatedUnion('type', [
  /** A heading inside a section (level 2 = an entity inside a section, 3 = a part of it). */
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3)]),
    text: z.string(),
  }),
  z.object({ type: z.literal('paragraph'), runs: z.array(ReportRunSchema) }),
  /** Label → value pairs (a registration summary, the scope). */
  z.object({
    type: z.literal('fields'),
    rows: z.array(
      z.object({ label: z.string(), value: z.string(), tone: z.enum(REPORT_TONES).optional() }),
    ),
  }),
  /** A table; its header repeats on every page. `empty` is the sentence shown when it has no row. */
  z.object({
    type: z.literal('table'),
    caption: z.string().optional(),
    columns: z.array(ReportColumnSchema).min(1),
    rows: z.array(z.array(ReportCellSchema)),
    empty: z.string().optional(),
  }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.array(ReportRunSchema)),
  }),
  /** A boxed remark (e.g. "Nenhum dado cadastral registrado para esta parte."). */
  z.object({ type: z.literal('note'), text: z.string(), tone: z.enum(REPORT_TONES).optional() }),
]);
export type ReportBlock = z.infer<typeof ReportBlockSchema>;

/**
 * The sections a report can hold. The per-entity ones (CADASTRO … APONTAMENTOS) repeat for each
 * chosen entity: in the standard report they are grouped by entity (entity → its five parts); in
 * a custom report each is a section of its own with a heading per entity, in the order chosen.
 */
export const REPORT_SECTION_KEYS = [
  'RESUMO_EXECUTIVO',
  'ESCOPO',
  'CADASTRO',
  'DOCUMENTOS',
  'PROCESSOS',
  'LISTAS_RESTRITIVAS',
  'FINANCEIRO',
  'APONTAMENTOS',
  'ANEXO_ARQUIVOS',
] as const;
export type ReportSectionKey = (typeof REPORT_SECTION_KEYS)[number];
export const REPORT_SECTION_LABELS: Record<ReportSectionKey, string> = {
  RESUMO_EXECUTIVO: 'Resumo executivo',
  ESCOPO: 'Escopo',
  CADASTRO: 'Dados cadastrais',
  DOCUMENTOS: 'Documentos',
  PROCESSOS: 'Processos judiciais',
  LISTAS_RESTRITIVAS: 'Listas restritivas',
  FINANCEIRO: 'Demonstrações financeiras',
  APONTAMENTOS: 'Apontamentos e recomendações',
  ANEXO_ARQUIVOS: 'Anexo: arquivos e SHA-256',
};
/** The per-entity sections, in the standard report's order. */
export const REPORT_ENTITY_SECTION_KEYS = [
  'CADASTRO',
  'DOCUMENTOS',
  'PROCESSOS',
  'LISTAS_RESTRITIVAS',
  'FINANCEIRO',
  'APONTAMENTOS',
] as const satisfies readonly ReportSectionKey[];

/**
 * A section of the document. `key` is the section it came from, `BLOCO` a free-text block of a
 * custom report, `ENTIDADE` the standard report's chapter of one entity (its parts are level-2
 * headings inside). `title` is printed as a level-1 heading (numbered by the renderers: "1.").
 */
export const ReportSectionSchema = z.object({
  key: z.union([z.enum(REPORT_SECTION_KEYS), z.literal('BLOCO'), z.literal('ENTIDADE')]),
  title: z.string(),
  blocks: z.array(ReportBlockSchema),
});
export type ReportSection = z.infer<typeof ReportSectionSchema>;

/** The cover and what every page carries. Dates are already in Brazilian format (dd/mm/aaaa). */
export const ReportCoverSchema = z.object({
  /** The client company (the report's author). */
  companyName: z.string(),
  /** The logo from /settings as a data URL (PNG or JPEG), absent when none is set. */
  logoDataUrl: z.string().optional(),
  /** `#rrggbb` from /settings (the theme's primary colour when none). */
  accentColor: z.string(),
  /** The footer text from /settings, printed on every page (may be empty). */
  footerText: z.string(),
  /** "Relatório de due diligence" or "Relatório personalizado". */
  reportTitle: z.string(),
  diligenceCode: z.string(),
  diligenceTitle: z.string(),
  /** The day the document was built, dd/mm/aaaa. */
  date: z.string(),
});
export type ReportCover = z.infer<typeof ReportCoverSchema>;

/** The accent colour of a company that set none in /settings (the theme's primary). */
export const REPORT_DEFAULT_ACCENT_COLOR = '#444CE7';
export const REPORT_TITLES = {
  PADRAO: 'Relatório de due diligence',
  PERSONALIZADO: 'Relatório personalizado',
} as const;

export const ReportDocumentSchema = z.object({
  cover: ReportCoverSchema,
  sections: z.array(ReportSectionSchema),
});
export type ReportDocument = z.infer<typeof ReportDocumentSchema>;

/**
 * What every renderer adds to each page: the footer text, "Código de verificação: XXXX-XXXX-XX"
 * and "Página N de M". The preview shows the code as "será gerado na exportação".
 */
export const REPORT_PAGE_LABEL = (page: number, pages: number) => `Página ${page} de ${pages}`;
export const REPORT_VERIFICATION_LABEL = 'Código de verificação';
