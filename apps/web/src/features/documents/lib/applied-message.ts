import type { ApplyReadingsResult, Document } from '@lince/contracts/documents';
import type { SnackbarMessage } from '../../../lib/snackbar.ts';

/** What "Aplicar leitura" did, in a snackbar: how many took their reading, and why others did not. */
export function appliedMessage(
  asked: Document[],
  applied: number,
  skipped: ApplyReadingsResult['skipped'],
): SnackbarMessage {
  const name = (documentId: string) =>
    asked.find((d) => d._id === documentId)?.documentTypeName ?? 'Documento';
  const done =
    applied === 0
      ? ''
      : asked.length === 1
        ? `Leitura aplicada a ${asked[0]!.documentTypeName}: confira e analise.`
        : `Leitura aplicada a ${applied} ${applied === 1 ? 'documento' : 'documentos'}: confira e analise cada um.`;
  const left = skipped.map((s) => `${name(s.documentId)}: ${s.message}`).join(' ');
  return {
    text: [done, left].filter(Boolean).join(' '),
    color: skipped.length === 0 ? 'success' : applied === 0 ? 'error' : 'warning',
  };
}
