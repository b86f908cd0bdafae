import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Long unbreakable words cut to the width they are printed in, before they are laid out (decision
 * 038): each character's advance comes from the font once (fontkit, pdfkit's own font reader) and
 * a word wider than its line is cut into pieces that fit, joined by line breaks. pdf-text.ts's
 * line breaker then only meets words that fit (it still cuts by characters what the slack let
 * through), and a 10,000-character word costs one pass instead of a measure per prefix.
 */

const require = createRequire(import.meta.url);
/** Roboto as pdfmake's npm package ships it (the dependency is kept for these four files). */
export const ROBOTO_DIR = path.join(
  path.dirname(require.resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
export const ROBOTO_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

interface FontkitFont {
  unitsPerEm: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
}
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create(data: Buffer): FontkitFont;
};

/** Advances in em per code point, regular and bold (italics are no wider than their upright). */
const faces = (['normal', 'bold'] as const).map((face) => {
  const font = fontkit.create(readFileSync(path.join(ROBOTO_DIR, ROBOTO_FILES[face])));
  const advances = new Map<number, number>();
  return (codePoint: number) => {
    let advance = advances.get(codePoint);
    if (advance === undefined) {
      advance = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
      advances.set(codePoint, advance);
    }
    return advance;
  };
});

/** No glyph of Roboto is wider than this (em): shorter texts need no look. */
const WIDEST = 1.3;
/** Kerning left aside, a piece is kept this much under the line. */
const SLACK = 0.96;

/** `word` cut into pieces no wider than `limit` (each character's width from `advance`). */
export function cutWord(
  word: string,
  limit: number,
  advance: (codePoint: number) => number,
): string[] {
  const pieces: string[] = [];
  let piece = '';
  let width = 0;
  for (const char of word) {
    const next = advance(char.codePointAt(0)!);
    if (piece && width + next > limit) {
      pieces.push(piece);
      piece = '';
      width = 0;
    }
    piece += char;
    width += next;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * `text` with every run of non-breaking characters wider than `width` points (at `fontSize`) cut
 * into lines that fit. Breaks stay where the text has them: spaces, and the hyphens and slashes
 * where pdf-text.ts breaks lines too.
 */
export function breakLongWords(
  text: string,
  width: number,
  fontSize: number,
  bold = false,
): string {
  const limit = (width * SLACK) / fontSize;
  if (text.length * WIDEST <= limit) return text;
  const advance = faces[bold ? 1 : 0]!;
  return text.replace(/[^\s\-/]{2,}/g, (word) => {
    if (word.length * WIDEST <= limit) return word;
    let total = 0;
    for (const char of word) total += advance(char.codePointAt(0)!);
    return total <= limit ? word : cutWord(word, limit, advance).join('\n');
  });
}
