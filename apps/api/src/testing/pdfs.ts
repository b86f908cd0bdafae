import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pngOf } from './images.ts';

/**
 * PDFs the tests make themselves: text pages (Helvetica, WinAnsi: Portuguese accents included),
 * a scanned-like page (an image, no text layer), a PDF with no page and one that asks for a
 * password.
 */

/** One page per entry, each a list of lines drawn top-down. */
export async function textPdf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    let y = 800;
    for (const line of lines) {
      page.drawText(line, { x: 40, y, size: 10, font });
      y -= 14;
    }
  }
  return Buffer.from(await doc.save());
}

/** A one-page certidão from its lines. */
export const certidaoPdf = (...lines: string[]) => textPdf([lines]);

/** A page holding only a picture (a scan): no text to extract. */
export async function imageOnlyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await pngOf(400, 300));
  doc.addPage([595, 842]).drawImage(image, { x: 40, y: 400, width: 400, height: 300 });
  return Buffer.from(await doc.save());
}

/** A well-formed PDF whose page tree is empty. */
export async function zeroPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  return Buffer.from(await doc.save({ addDefaultPage: false }));
}

/**
 * A text PDF encrypted with a user password nobody knows: an incremental update adds a standard
 * security handler (RC4, revision 2) whose /U does not match the empty password.
 */
export async function passwordPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Confidencial', { x: 40, y: 700, font });
  const base = Buffer.from(await doc.save({ useObjectStreams: false }));
  const text = base.toString('latin1');
  const prev = Number(/startxref\s+(\d+)/.exec(text)![1]);
  const size = Number(/\/Size (\d+)/.exec(text)![1]);
  const root = /\/Root (\d+ \d+ R)/.exec(text)![1];
  const hex = (byte: number) => byte.toString(16).padStart(2, '0').repeat(32);
  const object = `${size} 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <${hex(0x4f)}> /U <${hex(0x55)}> /P -44 >>\nendobj\n`;
  const objectAt = base.length + 1;
  const xrefAt = objectAt + object.length;
  const update =
    `\n${object}xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size ${size + 1} /Root ${root} /Prev ${prev} /Encrypt ${size} 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>] >>\n` +
    `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([base, Buffer.from(update, 'latin1')]);
}

/** Starts like a PDF, is not one. */
export const corruptPdf = () =>
  Buffer.from('%PDF-1.7\nisto não é um PDF de verdade, só o começo de um\n', 'utf8');
