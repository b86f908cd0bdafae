import type { DocumentReading } from '@lince/contracts';
import type { ServiceContext } from '../../../core/context.ts';
import { notFound } from '../../../core/errors.ts';
import type { DiligenceRecord } from '../../../domain/diligence/record.ts';
import { loadDocument } from '../lookup.ts';
import { latestReading } from './repository.ts';

export const NO_PDF_MESSAGE = 'Este documento não tem PDF nem imagem para ler.';

/**
 * The reading of a document's latest PDF or image: its state, and its proposal once PRONTA. 404
 * when the document is not in this diligence (of the caller's company), or has nothing to read.
 */
export async function documentReading(
  ctx: ServiceContext,
  diligence: DiligenceRecord,
  documentId: string,
): Promise<DocumentReading> {
  await loadDocument(ctx, diligence.diligence.id, documentId);
  const row = await latestReading(ctx.db, ctx.companyId, documentId);
  if (!row) throw notFound(NO_PDF_MESSAGE);
  return {
    state: row.state,
    suggestion: row.state === 'PRONTA' ? row.suggestion : null,
    fileId: row.fileId,
    message: row.message,
    text: row.state === 'PRONTA' ? row.text : null,
  };
}
