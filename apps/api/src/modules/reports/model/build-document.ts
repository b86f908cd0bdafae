/**
 * The report model of a diligence (issue 15): one `ReportDocument` drawn alike by the preview,
 * the PDF and the DOCX renderers. Decision 037.
 */
import { todayInBrazil } from '@lince/contracts/calendar';
import {
  REPORT_ENTITY_SECTION_KEYS,
  REPORT_SECTION_KEYS,
  REPORT_SECTION_LABELS,
  type ReportDocument,
  type ReportSection,
  type ReportSectionKey,
  type ReportTextBlock,
} from '@lince/contracts';
import type { ServiceContext } from '../../../core/context.ts';
import type { FileStorage } from '../../../lib/storage/storage.ts';
import { heading, note } from './blocks.ts';
import { coverOf } from './cover.ts';
import {
  NO_ENTITIES,
  executiveSummaryBlocks,
  filesAppendixBlocks,
  scopeBlocks,
} from './diligence-parts.ts';
import { entityChapter, entityPartBlocks, type EntityPartKey } from './entity-section.ts';
import { entityTitle } from './format.ts';
import type { ReportBuildLayout } from './layout.ts';
import { markdownBlocks } from './markdown.ts';
import { loadReportData, type ReportData } from './report-data.ts';

export { resolveReportLayout, type ReportBuildLayout, type ReportLayoutRequest } from './layout.ts';

export interface ReportBuildOptions {
  /** The file storage holding the company's logo; without it the cover has no logo. */
  storage?: FileStorage | undefined;
}

/** The title of a free-text block without one. */
export const TEXT_BLOCK_TITLE = 'Observações';

const isEntityPart = (key: ReportSectionKey): key is EntityPartKey =>
  (REPORT_ENTITY_SECTION_KEYS as readonly ReportSectionKey[]).includes(key);

/** A diligence-wide section, or a per-entity one with a level-2 heading per entity. */
function sectionOf(key: ReportSectionKey, data: ReportData, today: string): ReportSection {
  const title = REPORT_SECTION_LABELS[key];
  if (isEntityPart(key))
    return {
      key,
      title,
      blocks: data.entities.length
        ? data.entities.flatMap((entity) => [
            heading(2, entityTitle(entity.entity)),
            ...entityPartBlocks(key, entity, today),
          ])
        : [note(NO_ENTITIES)],
    };
  switch (key) {
    case 'RESUMO_EXECUTIVO':
      return { key, title, blocks: executiveSummaryBlocks(data) };
    case 'ESCOPO':
      return { key, title, blocks: scopeBlocks(data) };
    default:
      return { key, title, blocks: filesAppendixBlocks(data) };
  }
}

const textSection = (block: ReportTextBlock): ReportSection => ({
  key: 'BLOCO',
  title: block.title?.trim() || TEXT_BLOCK_TITLE,
  blocks: markdownBlocks(block.markdown),
});

/**
 * The chosen sections in order with the free-text blocks before the section at their position
 * (blocks of one position in the order given; a position past the last section puts the block
 * at the end).
 */
function customSections(
  sections: ReportSectionKey[],
  blocks: ReportTextBlock[],
  data: ReportData,
  today: string,
): ReportSection[] {
  const at = (position: number) =>
    blocks.filter((b) => Math.min(b.position, sections.length) === position).map(textSection);
  return [
    ...sections.flatMap((key, i) => [...at(i), sectionOf(key, data, today)]),
    ...at(sections.length),
  ];
}

/**
 * The report of the caller's company's diligence `diligenceId` — the diligences module's 404
 * otherwise; a 400 naming `entityIds` when one is not the diligence's. Standard: executive summary,
 * scope, a chapter per entity, files appendix. Custom: the chosen sections and text blocks.
 * `now` dates the cover (dd/mm/aaaa in Brasília) and decides which documents are expired.
 */
export async function buildReportDocument(
  ctx: ServiceContext,
  diligenceId: string,
  layout: ReportBuildLayout,
  now: Date = new Date(),
  options: ReportBuildOptions = {},
): Promise<ReportDocument> {
  const custom = layout.kind === 'PERSONALIZADO';
  const parts = new Set<ReportSectionKey>(custom ? layout.sections : REPORT_SECTION_KEYS);
  const data = await loadReportData(ctx, diligenceId, parts, custom ? layout.entityIds : undefined);
  const today = todayInBrazil(now);
  const cover = await coverOf(data.company, data.diligence, layout.kind, now, options.storage);
  const sections = custom
    ? customSections(layout.sections, layout.blocks ?? [], data, today)
    : [
        sectionOf('RESUMO_EXECUTIVO', data, today),
        sectionOf('ESCOPO', data, today),
        ...data.entities.map((entity) => entityChapter(entity, today)),
        sectionOf('ANEXO_ARQUIVOS', data, today),
      ];
  return { cover, sections };
}
