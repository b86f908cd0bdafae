import {
  isUntouchedDocument,
  type DataRoomFile,
  type Document,
  type DocumentFile,
  type DocumentReadingProposal,
} from '@lince/contracts';
import type { DocumentRow } from '@lince/db';
import type { ProposalRow } from './reading/repository.ts';
import type { DocumentViewRow } from './repository.ts';
import type { DataRoomRow, FileViewRow } from './files-repository.ts';

/** Database rows → the API's documents and files. */

const ref = (id: string | null, name: string | null) => (id && name ? { _id: id, name } : null);

export function toDocumentFile({ file, uploaderName }: FileViewRow): DocumentFile {
  return {
    _id: file.id,
    name: file.name,
    size: file.size,
    sha256: file.sha256,
    mimeType: file.mimeType,
    uploadedAt: file.uploadedAt.toISOString(),
    uploadedBy: ref(file.uploadedBy, uploaderName),
  };
}

export function toDataRoomFile(row: DataRoomRow): DataRoomFile {
  return {
    ...toDocumentFile(row),
    documentId: row.file.documentId,
    documentTypeName: row.documentTypeName,
    documentStatus: row.documentStatus,
  };
}

/** The reading's proposal while nobody has filled the document, when it proposes anything. */
function readingProposalOf(
  d: DocumentRow,
  proposal: ProposalRow | undefined,
): DocumentReadingProposal | null {
  const s = proposal?.suggestion;
  if (!s || !isUntouchedDocument(d)) return null;
  const otherType =
    s.documentTypeId && s.documentTypeId !== d.documentTypeId && proposal.typeName
      ? { documentTypeId: s.documentTypeId, documentTypeName: proposal.typeName }
      : { documentTypeId: null, documentTypeName: null };
  const found = { issuedAt: s.issuedAt, validUntil: s.validUntil, result: s.result };
  return otherType.documentTypeId || found.issuedAt || found.validUntil || found.result
    ? { ...otherType, ...found }
    : null;
}

export function toDocument(
  { document: d, typeName, analystName }: DocumentViewRow,
  files: FileViewRow[],
  proposal?: ProposalRow,
): Document {
  return {
    _id: d.id,
    diligenceId: d.diligenceId,
    entityId: d.entityId,
    documentTypeId: d.documentTypeId,
    documentTypeName: typeName,
    stepKey: d.stepKey,
    stepTitle: d.stepTitle,
    stepOrder: d.stepOrder,
    required: d.required,
    source: d.source,
    status: d.status,
    issuedAt: d.issuedAt,
    validUntil: d.validUntil,
    result: d.result,
    notes: d.notes,
    waiverJustification: d.waiverJustification,
    analysedAt: d.analysedAt?.toISOString() ?? null,
    analysedBy: ref(d.analysedBy, analystName),
    files: files.filter((f) => f.file.documentId === d.id).map(toDocumentFile),
    readingProposal: readingProposalOf(d, proposal),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
