/** File types recognised by their first bytes (never by the name or the declared type). */
export const FILE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  /** ZIP containers: .zip, .docx, .xlsx. */
  'application/zip': 'zip',
} as const;
export type FileType = keyof typeof FILE_TYPES;

/** Bytes needed to tell every type above apart. */
export const SNIFF_BYTES = 12;

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
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  return null;
}

export const extensionOf = (type: FileType) => FILE_TYPES[type];

export function typeOfExtension(extension: string): FileType | null {
  const found = Object.entries(FILE_TYPES).find(([, ext]) => ext === extension);
  return found ? (found[0] as FileType) : null;
}
