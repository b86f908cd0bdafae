/** File types recognised by their first bytes (never by the name or the declared type). */
export const FILE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  /** Any other ZIP container. */
  'application/zip': 'zip',
  /** Text that is not JSON (a CSV for the imports; any other text too). */
  'text/csv': 'csv',
  /** Text that opens as a JSON document (`{` or `[`). */
  'application/json': 'json',
} as const;
export type FileType = keyof typeof FILE_TYPES;

/**
 * Bytes read before the type is decided: enough for the ZIP entries that tell a DOCX or an XLSX
 * from a plain ZIP (`[Content_Types].xml` and `_rels/` come first, then `word/…` or `xl/…`).
 */
export const SNIFF_BYTES = 64 * 1024;

const startsWith = (buffer: Uint8Array, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of a file from its first bytes (at least SNIFF_BYTES of them when available), or null. */
export function detectFileType(head: Uint8Array): FileType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, ZIP_ENTRY)) return officeTypeOf(head) ?? 'application/zip';
  return textTypeOf(head);
}

/**
 * Text (UTF-8 or a one-byte encoding): no control byte but tab, line and page breaks. JSON when it
 * opens with `{` or `[` (after a BOM and blanks), otherwise CSV — what the imports read.
 */
function textTypeOf(head: Uint8Array): FileType | null {
  if (head.length === 0) return null;
  const control = head.some((b) => b < 0x09 || (b > 0x0d && b < 0x20) || b === 0x7f);
  if (control) return null;
  let at = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (at < head.length && [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20].includes(head[at]!)) at++;
  if (at === head.length) return null;
  return head[at] === 0x7b || head[at] === 0x5b ? 'application/json' : 'text/csv';
}

/** A ZIP local file header's signature, `PK\x03\x04`. */
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * DOCX or XLSX from the names of the ZIP's entries within `head`: each local file header
 * (signature, then the name's length at +26 and the name at +30) names `word/…` in a Word
 * document, `xl/…` in a workbook. Headers are found by their signature (an entry's size may be
 * unknown until its data descriptor), so an entry inside the head is enough.
 */
function officeTypeOf(head: Uint8Array): FileType | null {
  for (let at = 0; at + 30 <= head.length; at++) {
    if (!startsWith(head, ZIP_ENTRY, at)) continue;
    const nameLength = head[at + 26]! | (head[at + 27]! << 8);
    const name = Buffer.from(head.subarray(at + 30, at + 30 + nameLength)).toString('latin1');
    if (name.startsWith('word/')) return DOCX;
    if (name.startsWith('xl/')) return XLSX;
    at += 29;
  }
  return null;
}

export const extensionOf = (type: FileType) => FILE_TYPES[type];

export function typeOfExtension(extension: string): FileType | null {
  const found = Object.entries(FILE_TYPES).find(([, ext]) => ext === extension);
  return found ? (found[0] as FileType) : null;
}
