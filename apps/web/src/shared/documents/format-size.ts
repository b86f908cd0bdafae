const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A file's size the Brazilian way: "812 bytes", "12,4 kB", "3,2 MB" (1 kB = 1000 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1000 * 1000) return `${oneDecimal.format(bytes / 1000)} kB`;
  if (bytes < 1000 * 1000 * 1000) return `${oneDecimal.format(bytes / 1000 / 1000)} MB`;
  return `${oneDecimal.format(bytes / 1000 / 1000 / 1000)} GB`;
}

const MIME_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (XLSX)',
};

/** The kind of a file in words (PDF, PNG, Word…). */
export const fileKindLabel = (mimeType: string) => MIME_LABELS[mimeType] ?? mimeType;
