import { DOCUMENT_FILE_TYPE_LABELS, type DocumentFileType } from '@lince/contracts/documents';

const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A file's size the Brazilian way: "812 bytes", "12,4 kB", "3,2 MB" (1 kB = 1000 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1000 * 1000) return `${oneDecimal.format(bytes / 1000)} kB`;
  if (bytes < 1000 * 1000 * 1000) return `${oneDecimal.format(bytes / 1000 / 1000)} MB`;
  return `${oneDecimal.format(bytes / 1000 / 1000 / 1000)} GB`;
}

/** The kind of a file in words (PDF, PNG, DOCX…). */
export const fileKindLabel = (mimeType: string) =>
  DOCUMENT_FILE_TYPE_LABELS[mimeType as DocumentFileType] ?? mimeType;
