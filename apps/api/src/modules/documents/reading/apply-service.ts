import type {
  AnalysisStatus,
  ApplyReadingsResult,
  Document,
  DocumentAnalysisInput,
  DocumentReadingProposal,
} from '@lince/contracts';
import type { ServiceContext } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import type { DiligenceRecord } from '../../../domain/diligence/record.ts';
import { analyseDocument } from '../analysis-service.ts';
import { documentView } from '../lookup.ts';

export const NOTHING_TO_APPLY_MESSAGE =
  'Nada a aplicar: o documento já foi preenchido ou a leitura não encontrou tipo, datas nem resultado.';

/** The analysis a proposal makes: its fields found, the status kept (Recebido, Em análise). */
function proposedAnalysis(
  document: Document,
  proposal: DocumentReadingProposal,
  withType: boolean,
): DocumentAnalysisInput {
  const input: DocumentAnalysisInput = { status: document.status as AnalysisStatus };
  if (withType && proposal.documentTypeId) input.documentTypeId = proposal.documentTypeId;
  if (proposal.issuedAt) input.issuedAt = proposal.issuedAt;
  // Without it, the issue date plus the type's usual validity (the analysis's rule).
  if (proposal.validUntil) input.validUntil = proposal.validUntil;
  if (proposal.result) input.result = proposal.result;
  return input;
}

/** One document takes its proposal; a proposed type the document cannot take is left out. */
async function applyOne(
  ctx: ServiceContext,
  record: Pick<DiligenceRecord, 'diligence'>,
  document: Document,
  proposal: DocumentReadingProposal,
): Promise<Document> {
  const analyse = (withType: boolean) =>
    analyseDocument(ctx, record, document._id, proposedAnalysis(document, proposal, withType));
  if (!proposal.documentTypeId) return analyse(false);
  try {
    return await analyse(true);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return analyse(false);
    throw error;
  }
}

/**
 * `POST …/documents/apply-readings`: each untouched document of the diligence takes its reading's
 * proposal (type, dates, result) as the analysis form's "Aplicar tudo" would, status kept; the
 * analyst still approves. A document that is not this diligence's, already filled, or whose
 * reading found nothing is left as it was, and said why.
 */
export async function applyReadings(
  ctx: ServiceContext,
  record: Pick<DiligenceRecord, 'diligence'>,
  documentIds: string[],
): Promise<ApplyReadingsResult> {
  const result: ApplyReadingsResult = { items: [], skipped: [] };
  for (const documentId of new Set(documentIds)) {
    try {
      const document = await documentView(ctx, record.diligence.id, documentId);
      if (!document.readingProposal) {
        result.skipped.push({ documentId, message: NOTHING_TO_APPLY_MESSAGE });
        continue;
      }
      result.items.push(await applyOne(ctx, record, document, document.readingProposal));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      result.skipped.push({ documentId, message: error.message });
    }
  }
  return result;
}
