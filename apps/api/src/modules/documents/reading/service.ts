import type { DocumentReading, StoredReadingSuggestion } from '@lince/contracts';
import type { ServiceContext } from '../../../core/context.ts';
import { notFound } from '../../../core/errors.ts';
import type { DiligenceRecord } from '../../../domain/diligence/record.ts';
import { loadEntity } from '../../../domain/diligence/entity.ts';
import { loadDocument } from '../lookup.ts';
import { findHolderName, holderNameMatches } from './holder-name.ts';
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
  const document = await loadDocument(ctx, diligence.diligence.id, documentId);
  const row = await latestReading(ctx.db, ctx.companyId, documentId);
  if (!row) throw notFound(NO_PDF_MESSAGE);
  const party = await loadEntity(ctx, diligence.diligence.id, document.document.entityId);
  return {
    state: row.state,
    suggestion:
      row.state === 'PRONTA' && row.suggestion
        ? withHolder(row.suggestion, row.text, party.name)
        : null,
    fileId: row.fileId,
    message: row.message,
    text: row.state === 'PRONTA' ? row.text : null,
  };
}

/**
 * The stored suggestion with the holder's name (read from the kept text when the reading is older
 * than the name's reading) and whether it is the party's, against the party's name as it is now.
 */
function withHolder(
  suggestion: StoredReadingSuggestion,
  text: string | null,
  partyName: string,
): NonNullable<DocumentReading['suggestion']> {
  const holderName =
    suggestion.holderName === undefined ? text && findHolderName(text) : suggestion.holderName;
  return {
    ...suggestion,
    holderName: holderName || null,
    holderNameMatchesEntity: holderNameMatches(holderName || null, partyName),
  };
}
