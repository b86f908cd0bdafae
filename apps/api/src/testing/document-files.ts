import { PDFDocument, StandardFonts } from 'pdf-lib';
import yazl from 'yazl';

/** Files the documents tests upload, generated here (never fixtures from elsewhere). */

/** A PDF with `text` on each of `pages` pages (a text layer, as a certidão's). */
export async function pdfOf(text = 'CERTIDÃO NEGATIVA DE DÉBITOS', pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, ' '), {
      x: 50,
      y: 780,
      size: 12,
      font,
    });
  }
  return Buffer.from(await pdf.save());
}

/** A ZIP of `entries` (name → content), as Word and Excel write theirs. */
export function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries))
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const contentTypes =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const rels =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

/** A minimal DOCX: the entries Word writes first, then `word/document.xml`. */
export const docxOf = (padding = 0) =>
  zipOf({
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': rels,
    'docProps/padding.bin': Buffer.alloc(padding, 7),
    'word/document.xml': '<w:document/>',
  });

/** A minimal XLSX: `xl/workbook.xml` and a sheet. */
export const xlsxOf = () =>
  zipOf({
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': rels,
    'xl/workbook.xml': '<workbook/>',
    'xl/worksheets/sheet1.xml': '<worksheet/>',
  });

/** A ZIP that is neither. */
export const plainZipOf = () => zipOf({ 'leia-me.txt': 'Arquivos do cliente', 'dados.csv': 'a;b' });
