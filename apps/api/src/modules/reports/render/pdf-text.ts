import { readFileSync } from 'node:fs';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { quickLayout, type EmbeddedFont } from './pdf-glyphs.ts';
import { LINE_HEIGHT } from './pdf-layout.ts';
import { ROBOTO_DIR, ROBOTO_FILES } from './roboto.ts';

/**
 * Text measured and broken into lines once, then drawn line by line with pdfkit (decision 038).
 * Widths come from pdfkit's own font layout (cached per word by pdfkit), so a line drawn is
 * exactly as wide as it was measured. Lines break after spaces, hyphens and slashes, and where
 * the text has a line break; a word wider than its line (a hash, a pasted blob) is cut by
 * characters, in one pass, so no text ever passes its width.
 */

export type Face = keyof typeof ROBOTO_FILES;
export type Doc = InstanceType<typeof PDFDocument>;

/** Roboto's four faces, read once: every document registers them from these bytes. */
const FONT_BYTES = Object.entries(ROBOTO_FILES).map(
  ([face, file]) => [face, readFileSync(path.join(ROBOTO_DIR, file))] as const,
);
export function registerRoboto(doc: Doc) {
  for (const [face, bytes] of FONT_BYTES) {
    doc.registerFont(face, bytes);
    quickLayout((doc.font(face) as unknown as { _font: EmbeddedFont })._font, face);
  }
}

export const faceOf = (bold?: boolean, italic?: boolean): Face =>
  bold ? (italic ? 'bolditalics' : 'bold') : italic ? 'italics' : 'normal';

/** A run of text in one face and colour. */
export interface Span {
  text: string;
  face: Face;
  color: string;
}
/** Part of a line: a span's text and where it starts (from the line's left). */
export interface Piece extends Span {
  x: number;
}
export interface Line {
  pieces: Piece[];
  /** The width of its ink (trailing spaces left out): what right alignment uses. */
  width: number;
}

export const lineHeight = (doc: Doc, size: number) =>
  doc.font('normal').fontSize(size).currentLineHeight() * LINE_HEIGHT;

/** Break opportunities: a line break, or after spaces, hyphens and slashes. */
const TOKEN = /\n|[^\s\-/]+[-/]*[^\S\n]*|[-/]+[^\S\n]*|[^\S\n]+/g;

/** `word` cut into pieces no wider than `width` (in the current face and size). */
function cutToWidth(doc: Doc, word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let used = 0;
  for (const char of word) {
    const advance = doc.widthOfString(char);
    if (piece && used + advance > width) {
      pieces.push(piece);
      piece = '';
      used = 0;
    }
    piece += char;
    used += advance;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** `spans` broken into lines no wider than `width` at `size`. */
export function wrap(doc: Doc, spans: Span[], width: number, size: number): Line[] {
  const lines: Line[] = [];
  let pieces: Piece[] = [];
  let x = 0;
  let ink = 0;
  const endLine = () => {
    const last = pieces.at(-1);
    if (last) last.text = last.text.trimEnd();
    lines.push({ pieces, width: ink });
    pieces = [];
    x = 0;
    ink = 0;
  };
  const place = (span: Span, text: string, textWidth: number, full: number) => {
    const last = pieces.at(-1);
    if (last && last.face === span.face && last.color === span.color) last.text += text;
    else pieces.push({ text, face: span.face, color: span.color, x });
    ink = x + textWidth;
    x += full;
  };
  for (const span of spans) {
    doc.font(span.face).fontSize(size);
    for (const [token] of span.text.matchAll(TOKEN)) {
      if (token === '\n') {
        endLine();
        continue;
      }
      const word = token.trimEnd();
      const wordWidth = word ? doc.widthOfString(word) : 0;
      const full = word.length === token.length ? wordWidth : doc.widthOfString(token);
      if (x > 0 && x + wordWidth > width) endLine();
      if (wordWidth <= width) {
        if (word || x > 0) place(span, token, wordWidth, full); // no spaces opening a line
        continue;
      }
      const parts = cutToWidth(doc, word, width);
      parts.forEach((part, i) => {
        if (i > 0) endLine();
        place(span, part, doc.widthOfString(part), doc.widthOfString(part));
      });
    }
  }
  if (pieces.length > 0 || lines.length === 0) endLine();
  return lines;
}

/** The fill colour last set on the current page (a new page starts with none). */
const fills = new WeakMap<object, string>();
export function fill(doc: Doc, color: string) {
  if (fills.get(doc.page) === color) return;
  doc.fillColor(color);
  fills.set(doc.page, color);
}

/** One line at (x, y), its top; `right` aligns it to x + width. */
export function drawLine(
  doc: Doc,
  line: Line,
  x: number,
  y: number,
  size: number,
  align: 'left' | 'right' = 'left',
  width = 0,
) {
  const left = align === 'right' ? x + width - line.width : x;
  for (const piece of line.pieces) {
    if (!piece.text) continue;
    fill(doc, piece.color);
    doc
      .font(piece.face)
      .fontSize(size)
      .text(piece.text, left + piece.x, y, { lineBreak: false });
  }
}
