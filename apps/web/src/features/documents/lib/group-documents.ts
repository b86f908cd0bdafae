import type { Document } from '@lince/contracts/documents';

export const EXTRA_DOCUMENTS_TITLE = 'Documentos adicionais';

export interface DocumentGroup {
  /** The step's key, or null for the extra documents. */
  key: string | null;
  /** "1. Coleta de documentos", or "Documentos adicionais". */
  title: string;
  documents: Document[];
}

/**
 * The checklist by track step, in the steps' order; the documents without a step (added by hand)
 * last under "Documentos adicionais". Inside a group the API's order (type name) is kept.
 */
export function groupDocuments(documents: readonly Document[]): DocumentGroup[] {
  const steps = new Map<string, DocumentGroup & { order: number }>();
  const extras: Document[] = [];
  for (const doc of documents) {
    if (doc.stepKey === null) {
      extras.push(doc);
      continue;
    }
    let group = steps.get(doc.stepKey);
    if (!group) {
      const order = doc.stepOrder ?? Number.MAX_SAFE_INTEGER;
      const title = doc.stepTitle ?? 'Etapa sem título';
      group = {
        key: doc.stepKey,
        order,
        title: doc.stepOrder === null ? title : `${doc.stepOrder}. ${title}`,
        documents: [],
      };
      steps.set(doc.stepKey, group);
    }
    group.documents.push(doc);
  }
  const groups: DocumentGroup[] = [...steps.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ key, title, documents: docs }) => ({ key, title, documents: docs }));
  if (extras.length > 0)
    groups.push({ key: null, title: EXTRA_DOCUMENTS_TITLE, documents: extras });
  return groups;
}
