/** The diligence-wide sections: executive summary, scope and the files appendix. */
import {
  DILIGENCE_PURPOSE_LABELS,
  DILIGENCE_STATUS_LABELS,
  ENTITY_DOCUMENT_PENDING_LABEL,
  ENTITY_KIND_LABELS,
  ENTITY_ROLE_LABELS,
  FINDING_SEVERITY_LABELS,
  RISK_LABELS,
  formatCpfCnpj,
  formatDay,
  isDocumentPending,
  type ReportBlock,
  type ReportTone,
  type RiskRating,
} from '@lince/contracts';
import {
  cell,
  field,
  fields,
  heading,
  note,
  paragraph,
  table,
  textParagraphs,
  type FieldRow,
} from './blocks.ts';
import { findingBlocks } from './financial-findings-parts.ts';
import { entityTitle, formatBytes, formatInstantDay, plural } from './format.ts';
import type { ReportData } from './report-data.ts';

export const KEY_FINDINGS_MAX = 10;
export const NO_CONCLUSION = 'Conclusão ainda não registrada.';
export const NO_ENTITIES = 'Nenhuma parte incluída neste relatório.';
export const NO_FILES = 'Nenhum arquivo enviado para as partes deste relatório.';

const riskTone = (risk: RiskRating | null): ReportTone | undefined =>
  risk === 'ALTO' || risk === 'CRITICO' ? 'alerta' : risk === 'BAIXO' ? 'sucesso' : undefined;
const riskLabel = (risk: RiskRating | null) => (risk ? RISK_LABELS[risk] : 'Não classificado');

/** The rating shown and, when the analyst's differs from the computed one, both and why. */
function riskRows({ diligence: { diligence: d } }: ReportData): FieldRow[] {
  const shown = d.riskRating ?? d.riskComputed;
  const rows = [field('Classificação de risco', riskLabel(shown), riskTone(shown))];
  if (d.riskRating && d.riskRating !== d.riskComputed)
    rows.push(
      field(
        'Risco calculado pelos apontamentos',
        d.riskComputed ? RISK_LABELS[d.riskComputed] : 'Nenhum (sem apontamentos em aberto)',
      ),
      field('Risco atribuído pelo analista', RISK_LABELS[d.riskRating]),
    );
  if (d.riskRating && d.riskJustification)
    rows.push(field('Justificativa da classificação', d.riskJustification));
  rows.push(field('Situação da diligência', DILIGENCE_STATUS_LABELS[d.status]));
  return rows;
}

/** Risk rating and justification, conclusion, key findings, and the diligence's own findings. */
export function executiveSummaryBlocks(data: ReportData): ReportBlock[] {
  const d = data.diligence.diligence;
  const open = data.findings.filter((f) => !f.resolved);
  const resolved = data.findings.length - open.length;
  const conclusion = textParagraphs(d.conclusion ?? '');
  const own = data.findings.filter((f) => f.target === 'DILIGENCIA');
  return [
    fields(riskRows(data)),
    heading(2, 'Conclusão'),
    ...(conclusion.length ? conclusion : [note(NO_CONCLUSION)]),
    heading(2, 'Principais apontamentos'),
    paragraph({
      text: `${plural(open.length, 'apontamento em aberto', 'apontamentos em aberto')}; ${plural(resolved, 'resolvido', 'resolvidos')}.`,
    }),
    table(
      [
        { header: 'Gravidade', weight: 1 },
        { header: 'Apontamento', weight: 4 },
        { header: 'Parte', weight: 2.5 },
      ],
      open
        .slice(0, KEY_FINDINGS_MAX)
        .map((f) => [
          cell(
            FINDING_SEVERITY_LABELS[f.severity],
            f.severity === 'ALTA' || f.severity === 'CRITICA' ? 'alerta' : undefined,
          ),
          cell(f.title),
          cell(f.entityName ?? 'Diligência'),
        ]),
      { empty: 'Nenhum apontamento em aberto.' },
    ),
    ...(own.length
      ? [heading(2, 'Apontamentos da diligência'), ...own.flatMap((f) => findingBlocks(f))]
      : []),
  ];
}

/** Purpose, track and version, people and dates, and the entities of the report. */
export function scopeBlocks(data: ReportData): ReportBlock[] {
  const { diligence: d, ownerName, team, track } = data.diligence;
  return [
    fields([
      field('Finalidade', DILIGENCE_PURPOSE_LABELS[d.purpose]),
      field('Trilha', track ? `${track.name} — versão ${track.version}` : 'Sem trilha'),
      field('Responsável', ownerName),
      field('Equipe', team.map((u) => u.name).join(', ') || '—'),
      field('Aberta em', formatInstantDay(d.createdAt)),
      field('Prazo', formatDay(d.dueDate)),
    ]),
    ...textParagraphs(d.description, 'Descrição:'),
    table(
      [
        { header: 'Parte', weight: 3 },
        { header: 'CPF/CNPJ', weight: 2 },
        { header: 'Tipo', weight: 1.6 },
        { header: 'Papel', weight: 1.4 },
        { header: 'Risco', weight: 1.2 },
      ],
      data.entities.map(({ entity: e }) => {
        const risk = e.riskRating ?? e.riskComputed;
        return [
          cell(e.name),
          cell(
            isDocumentPending(e)
              ? `${formatCpfCnpj(e.document)} (${ENTITY_DOCUMENT_PENDING_LABEL})`
              : formatCpfCnpj(e.document),
          ),
          cell(ENTITY_KIND_LABELS[e.kind]),
          cell(ENTITY_ROLE_LABELS[e.roleInDiligence]),
          cell(riskLabel(risk), riskTone(risk)),
        ];
      }),
      { caption: 'Partes analisadas', empty: NO_ENTITIES },
    ),
  ];
}

/**
 * Every file of the report's entities with its SHA-256 (the hash proves the file unchanged), a
 * table per party that has files, under its name and CPF/CNPJ — read like the rest of the report,
 * and without the party's name repeated on each of a thousand rows.
 */
export function filesAppendixBlocks(data: ReportData): ReportBlock[] {
  const columns = [
    { header: 'Documento', weight: 2 },
    { header: 'Arquivo', weight: 2.4 },
    { header: 'Tamanho', align: 'right', weight: 1 },
    { header: 'Enviado em', weight: 1.2 },
    { header: 'SHA-256', weight: 4.4 },
  ] as const;
  const tables = data.entities.flatMap(({ entity, documents }) => {
    const rows = documents.flatMap((doc) =>
      doc.files.map((file) => [
        cell(doc.documentTypeName),
        cell(file.name),
        cell(formatBytes(file.size)),
        cell(formatInstantDay(file.uploadedAt)),
        cell(file.sha256),
      ]),
    );
    if (rows.length === 0) return [];
    return [table([...columns], rows, { caption: entityTitle(entity) })];
  });
  return tables.length > 0 ? tables : [table([...columns], [], { empty: NO_FILES })];
}
