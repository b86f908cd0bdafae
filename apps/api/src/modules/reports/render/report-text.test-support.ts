import yauzl from 'yauzl';

/**
 * The text of a rendered report, for tests that compare the two formats (decision 038): the PDF's
 * text page by page (pdf.js, the legacy build that runs on Node 20) and the DOCX's parts as the
 * text of their paragraphs. Not for untrusted files: the renderer's own output only.
 */

export interface PdfPage {
  /** The page's text, lines ending with `\n`. */
  text: string;
  /** The page's width and the right edge of its rightmost text, in points. */
  width: number;
  textRight: number;
}

/** Each page's text and where its text ends on the right. */
export async function pdfPages(data: Buffer): Promise<PdfPage[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      let text = '';
      let textRight = 0;
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
        if (item.str.trim())
          textRight = Math.max(textRight, (item.transform[4] as number) + item.width);
      }
      pages.push({ text, width: page.view[2]! - page.view[0]!, textRight });
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** Every part of a ZIP by name, inflated. */
export function zipParts(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('ZIP ilegível'));
      const parts = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('Parte ilegível'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            parts.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(parts));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });

/** The text of a WordprocessingML part: one line per paragraph, tabs and breaks kept. */
export function wordText(xml: string): string {
  const lines: string[] = [];
  for (const [paragraph] of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    let line = '';
    for (const [token, text] of paragraph.matchAll(
      /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g,
    )) {
      if (text !== undefined) line += unescape(text);
      else line += token === '<w:tab/>' ? '\t' : '\n';
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/** A DOCX's body text and its footers' text (every part re-read from the ZIP). */
export async function docxText(
  data: Buffer,
): Promise<{ body: string; footers: string[]; parts: Map<string, Buffer> }> {
  const parts = await zipParts(data);
  const document = parts.get('word/document.xml');
  if (!document) throw new Error('DOCX sem word/document.xml');
  const footers = [...parts.keys()]
    .filter((name) => /^word\/footer\d*\.xml$/.test(name))
    .sort()
    .map((name) => wordText(parts.get(name)!.toString('utf8')));
  return { body: wordText(document.toString('utf8')), footers, parts };
}
