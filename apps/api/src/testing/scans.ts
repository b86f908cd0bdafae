import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

/**
 * Scanned certidões the tests make themselves: a wording of the corpus drawn as a printed page
 * (DejaVu Sans, Debian's `fonts-dejavu-core`), at 200 dpi on A4, optionally a little tilted and
 * specked like a phone photo or a cheap scanner, as PNG or JPEG, or wrapped into a PDF without
 * text (one JPEG per page, as scanners make them).
 */

const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
GlobalFonts.registerFromPath(FONT_FILE, 'DejaVu Sans');

/** A4 at 200 dpi. */
const PAGE = { width: 1654, height: 2339, margin: 150 };
/** 11 pt at 200 dpi. */
const FONT_PX = 30;

/** A small deterministic generator (mulberry32): the same specks every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ScanOptions {
  format?: 'png' | 'jpeg';
  /** Degrees the sheet is turned by (a sheet put crooked on the glass). */
  tilt?: number;
  /** Grey specks and a slightly grey paper. */
  specks?: boolean;
}

/** The text drawn as a printed page, lines wrapped at the margins. */
export function scanOf(
  text: string,
  { format = 'png', tilt = 0, specks = false }: ScanOptions = {},
) {
  const canvas = createCanvas(PAGE.width, PAGE.height);
  const g = canvas.getContext('2d');
  g.fillStyle = specks ? '#f2f0ea' : '#ffffff';
  g.fillRect(0, 0, PAGE.width, PAGE.height);
  g.translate(PAGE.width / 2, PAGE.height / 2);
  g.rotate((tilt * Math.PI) / 180);
  g.translate(-PAGE.width / 2, -PAGE.height / 2);
  g.fillStyle = '#1a1a1a';
  g.font = `${FONT_PX}px "DejaVu Sans"`;
  let y = PAGE.margin;
  const draw = (line: string) => {
    g.fillText(line, PAGE.margin, y);
    y += FONT_PX * 1.5;
  };
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && g.measureText(longer).width > PAGE.width - 2 * PAGE.margin) {
        draw(line);
        line = word;
      } else line = longer;
    }
    draw(line);
  }
  if (specks) {
    g.setTransform(1, 0, 0, 1, 0, 0);
    const next = random(26);
    for (let i = 0; i < 4000; i++) {
      g.fillStyle = `rgba(60, 60, 60, ${0.2 + next() * 0.5})`;
      g.fillRect(next() * PAGE.width, next() * PAGE.height, 1 + next() * 2, 1 + next() * 2);
    }
  }
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 85);
}

/** A PDF without text: each JPEG a whole A4 page. */
export async function scannedPdf(jpegs: Buffer[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const jpeg of jpegs) {
    const image = await doc.embedJpg(jpeg);
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save());
}
