import type { DataRoomFile, Document, DocumentFile } from '@lince/contracts';
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

export function toDocument(
  { document: d, typeName, analystName }: DocumentViewRow,
  files: FileViewRow[],
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
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
