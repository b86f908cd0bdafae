import {
  REPORT_SECTION_KEYS,
  REPORT_SECTION_LABELS,
  type ReportSectionKey,
} from '@lince/contracts/report-document';
import type { ReportLayout, ReportTemplate, ReportTextBlock } from '@lince/contracts/reports';

/**
 * What the custom report screen edits: one ordered list of the eight sections (each included or
 * not) and the free-text blocks placed between them. A block's `position` in the API's layout is
 * the number of included sections above it.
 */
export type LayoutRow =
  | { kind: 'section'; id: ReportSectionKey; included: boolean }
  | { kind: 'block'; id: string; title: string; markdown: string };

let blockCounter = 0;
/** A new block's id, unique in the page (never sent). */
export const newBlockId = () => `bloco-${++blockCounter}`;

export const defaultRows = (): LayoutRow[] =>
  REPORT_SECTION_KEYS.map((key) => ({ kind: 'section', id: key, included: true }));

export const rowLabel = (row: LayoutRow, rows: LayoutRow[]): string =>
  row.kind === 'section'
    ? REPORT_SECTION_LABELS[row.id]
    : row.title.trim() ||
      `Bloco de texto ${rows.filter((r) => r.kind === 'block').indexOf(row) + 1}`;

/** The chosen sections in order and the blocks with their positions (empty blocks left out). */
export function toLayout(rows: LayoutRow[]): Pick<ReportLayout, 'sections'> & {
  blocks: ReportTextBlock[];
} {
  const sections: ReportSectionKey[] = [];
  const blocks: ReportTextBlock[] = [];
  for (const row of rows) {
    if (row.kind === 'section') {
      if (row.included) sections.push(row.id);
    } else if (row.markdown.trim()) {
      const title = row.title.trim();
      blocks.push({
        position: sections.length,
        ...(title ? { title } : {}),
        markdown: row.markdown,
      });
    }
  }
  return { sections, blocks };
}

/**
 * A template's layout as rows: its sections in its order with its blocks before the section of
 * their position, then the sections it leaves out (not included).
 */
export function fromTemplate(template: Pick<ReportTemplate, 'sections' | 'blocks'>): LayoutRow[] {
  const rows: LayoutRow[] = [];
  const blocksAt = (position: number) =>
    template.blocks
      .filter((b) => Math.min(b.position, template.sections.length) === position)
      .map((b): LayoutRow => ({
        kind: 'block',
        id: newBlockId(),
        title: b.title ?? '',
        markdown: b.markdown,
      }));
  template.sections.forEach((key, i) => {
    rows.push(...blocksAt(i), { kind: 'section', id: key, included: true });
  });
  rows.push(...blocksAt(template.sections.length));
  for (const key of REPORT_SECTION_KEYS)
    if (!template.sections.includes(key)) rows.push({ kind: 'section', id: key, included: false });
  return rows;
}

/** The rows with the one at `from` moved to `to` (indexes in the list). */
export function moveRow(rows: LayoutRow[], from: number, to: number): LayoutRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return rows;
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

/** The rows with an empty block inserted at `index` (0 = at the top). */
export function insertBlock(rows: LayoutRow[], index: number): { rows: LayoutRow[]; id: string } {
  const id = newBlockId();
  const next = [...rows];
  next.splice(index, 0, { kind: 'block', id, title: '', markdown: '' });
  return { rows: next, id };
}
