/**
 * Latin text laid out without running fontkit's shaper on every new word (decision 038). pdfkit
 * shapes each distinct word once per document (OpenType GSUB and GPOS lookups): with thousands
 * of dates, amounts, case numbers and hashes that was half of the PDF's time. For Roboto and
 * Latin text the shaper does two things: pair kerning (the first glyph's advance) and the fi/fl
 * ligatures. So here a word is its characters' glyphs, each advance corrected by the kerning of
 * its pair; the pair's correction is asked of the shaper once per process (a two-letter layout)
 * and a pair that shapes into one glyph sends the word to the shaper. Anything outside Basic
 * Latin to Latin Extended-B, or a soft hyphen (drawn as nothing), goes to the shaper too.
 * `pdf-glyphs.test.ts` checks the result equals the shaper's on every word of the test reports.
 */

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
}
interface Run {
  glyphs: Glyph[];
  positions: Position[];
  advanceWidth: number;
}
/** What pdfkit's embedded font holds (its `layoutRun` gives the run in thousandths of an em). */
export interface EmbeddedFont {
  scale: number;
  font: {
    unitsPerEm: number;
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string): Run;
  };
  layoutRun(text: string, features?: unknown): Run;
}

const SIMPLE = /^[\u0020-\u00AC\u00AE-\u024F]*$/;

/** Kerning (font units) per face and pair of code points; null: the pair forms a ligature. */
const pairs = new Map<string, Map<number, number | null>>();

function kerning(
  font: EmbeddedFont['font'],
  table: Map<number, number | null>,
  a: number,
  b: number,
) {
  const key = a * 0x10000 + b;
  let kern = table.get(key);
  if (kern === undefined) {
    const run = font.layout(String.fromCodePoint(a, b));
    kern =
      run.glyphs.length === 2 ? run.positions[0]!.xAdvance - run.glyphs[0]!.advanceWidth : null;
    table.set(key, kern);
  }
  return kern;
}

function quickRun(font: EmbeddedFont, table: Map<number, number | null>, text: string): Run | null {
  const glyphs: Glyph[] = [];
  const positions: Position[] = [];
  let total = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const glyph = font.font.glyphForCodePoint(code);
    const kern = i + 1 < text.length ? kerning(font.font, table, code, text.charCodeAt(i + 1)) : 0;
    if (kern === null) return null;
    const advanceWidth = glyph.advanceWidth * font.scale;
    const xAdvance = (glyph.advanceWidth + kern) * font.scale;
    glyphs.push(glyph);
    positions.push({ xAdvance, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth });
    total += xAdvance;
  }
  return { glyphs, positions, advanceWidth: total };
}

/** `font` (a document's face named `face`) lays Latin words out without the shaper. */
export function quickLayout(font: EmbeddedFont, face: string) {
  let table = pairs.get(face);
  if (!table) pairs.set(face, (table = new Map()));
  const shaped = font.layoutRun.bind(font);
  font.layoutRun = (text, features) =>
    (!features && SIMPLE.test(text) && quickRun(font, table, text)) || shaped(text, features);
}
