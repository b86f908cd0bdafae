import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { largeReportDocument } from './large-report.test-support.ts';
import type { EmbeddedFont } from './pdf-glyphs.ts';
import { registerRoboto } from './pdf-text.ts';
import { reportFixture } from './report-fixture.test-support.ts';
import { warmUpDocument } from './warm-up-document.ts';

/**
 * The quick layout (pdf-glyphs.ts) gives what fontkit's shaper gives — the same glyphs, the same
 * advances — on every word of the test reports, in each of Roboto's faces; words it cannot lay
 * out (a ligature, a soft hyphen, another script) go to the shaper.
 */
const FACES = ['normal', 'bold', 'italics', 'bolditalics'];

function fonts() {
  const doc = new PDFDocument({ autoFirstPage: false, font: null as unknown as string });
  registerRoboto(doc);
  return FACES.map((face) => (doc.font(face) as unknown as { _font: EmbeddedFont })._font);
}

const shape = (font: EmbeddedFont, text: string) => {
  const run = font.font.layout(text);
  return {
    ids: run.glyphs.map((glyph) => glyph.id),
    advances: run.positions.map((position) => Math.round(position.xAdvance * font.scale * 1e6)),
  };
};
const quick = (font: EmbeddedFont, text: string) => {
  const run = font.layoutRun(text);
  return {
    ids: run.glyphs.map((glyph) => glyph.id),
    advances: run.positions.map((position) => Math.round(position.xAdvance * 1e6)),
  };
};

describe('quick layout', () => {
  it('equals the shaper on every word of the reports, in the four faces', () => {
    const words = new Set<string>(['Página 12 de 214', 'AV', 'Tó', 'Ww.']);
    for (const document of [reportFixture(), warmUpDocument(), largeReportDocument()]) {
      JSON.stringify(document, (_, value: unknown) => {
        if (typeof value === 'string')
          for (const word of value.split(/[ \t]/)) words.add(`${word} `);
        return value;
      });
    }
    for (const font of fonts()) {
      for (const word of words) expect(quick(font, word), word).toEqual(shape(font, word));
    }
  });

  it('leaves ligatures, soft hyphens and other scripts to the shaper', () => {
    const [font] = fonts();
    for (const word of ['fiscal', 'fluxo', 'pro\u00ADcesso', 'Ελληνικά', 'a\u0301']) {
      expect(quick(font!, word), word).toEqual(shape(font!, word));
    }
    expect(quick(font!, 'fiscal').ids).toHaveLength(5); // "fi" is one glyph
  });
});
