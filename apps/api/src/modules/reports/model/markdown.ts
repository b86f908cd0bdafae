/**
 * A custom report's free text (Markdown) → report blocks. Only CommonMark is parsed (no HTML
 * extension, no GFM): paragraphs with bold and italic runs, lists, headings (→ level 2 or 3) and
 * code as plain text. Raw HTML and images become the text they are written with — nothing is
 * ever interpreted — and a link keeps its text followed by its URL in parentheses.
 */
import type { ReportBlock, ReportRun } from '@lince/contracts';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { heading, paragraph } from './blocks.ts';

interface Emphasis {
  bold?: boolean;
  italic?: boolean;
}

const run = (text: string, style: Emphasis): ReportRun => ({
  text,
  ...(style.bold ? { bold: true } : {}),
  ...(style.italic ? { italic: true } : {}),
});

/** A link or image target shown after its text, unless the text already is the URL. */
const withUrl = (text: string, url: string) =>
  !url || text.trim() === url ? text || url : `${text} (${url})`;

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  if (node.type === 'break') return ' ';
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

function phrasingRuns(nodes: PhrasingContent[], style: Emphasis = {}): ReportRun[] {
  return nodes.flatMap((node): ReportRun[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
      case 'html':
        return [run(node.value, style)];
      case 'strong':
        return phrasingRuns(node.children, { ...style, bold: true });
      case 'emphasis':
        return phrasingRuns(node.children, { ...style, italic: true });
      case 'delete':
        return phrasingRuns(node.children, style);
      case 'link':
        return [run(withUrl(plainText(node), node.url), style)];
      case 'image':
        return [run(withUrl(node.alt ?? '', node.url), style)];
      case 'break':
        return [run(' ', style)];
      default:
        return [run(plainText(node), style)];
    }
  });
}

/** Adjacent runs with the same emphasis joined; empty ones dropped. */
function merged(runs: ReportRun[]): ReportRun[] {
  const out: ReportRun[] = [];
  for (const r of runs) {
    if (!r.text) continue;
    const last = out.at(-1);
    if (last && !!last.bold === !!r.bold && !!last.italic === !!r.italic) last.text += r.text;
    else out.push({ ...r });
  }
  return out;
}

/** The runs of a list item: its paragraphs joined by a space (nested lists are items of their own). */
function itemRuns(children: RootContent[]): ReportRun[] {
  const runs: ReportRun[] = [];
  for (const child of children) {
    if (child.type === 'list') continue;
    const part =
      child.type === 'paragraph' || child.type === 'heading'
        ? phrasingRuns(child.children)
        : [run(plainText(child), {})];
    if (runs.length && part.length) runs.push(run(' ', {}));
    runs.push(...part);
  }
  return merged(runs);
}

/** A list and its nested lists as one list; nested items are indented by a dash per level. */
function listItems(list: Extract<RootContent, { type: 'list' }>, depth: number): ReportRun[][] {
  return list.children.flatMap((item) => {
    const own = itemRuns(item.children);
    const prefix = depth > 0 ? `${'– '.repeat(depth)}` : '';
    const first = own.length ? [[...(prefix ? [run(prefix, {})] : []), ...own]] : [];
    const nested = item.children
      .filter((c): c is Extract<RootContent, { type: 'list' }> => c.type === 'list')
      .flatMap((c) => listItems(c, depth + 1));
    return [...first, ...nested].map(merged);
  });
}

function blocksOf(node: RootContent): ReportBlock[] {
  switch (node.type) {
    case 'paragraph': {
      const runs = merged(phrasingRuns(node.children));
      return runs.length ? [paragraph(...runs)] : [];
    }
    case 'heading': {
      const text = plainText(node).trim();
      return text ? [heading(node.depth <= 2 ? 2 : 3, text)] : [];
    }
    case 'list': {
      const items = listItems(node, 0);
      return items.length ? [{ type: 'list', ordered: !!node.ordered, items }] : [];
    }
    case 'code':
    case 'html':
      return node.value
        .split(/\r?\n/)
        .filter((line) => line.trim())
        .map((line) => paragraph({ text: line }));
    case 'blockquote':
      return node.children.flatMap(blocksOf);
    case 'thematicBreak':
    case 'definition':
      return [];
    default: {
      const text = plainText(node).trim();
      return text ? [paragraph({ text })] : [];
    }
  }
}

/** The blocks of a Markdown text (an empty text gives none). */
export function markdownBlocks(markdown: string): ReportBlock[] {
  return fromMarkdown(markdown).children.flatMap(blocksOf);
}
