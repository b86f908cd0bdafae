import { describe, expect, it } from 'vitest';
import type { Document } from '@lince/contracts/documents';
import { EXTRA_DOCUMENTS_TITLE, groupDocuments } from './group-documents.ts';

const doc = (id: string, step: [string, string, number] | null): Document => ({
  _id: id,
  diligenceId: 'd',
  entityId: 'e',
  documentTypeId: `t-${id}`,
  documentTypeName: `Tipo ${id}`,
  stepKey: step?.[0] ?? null,
  stepTitle: step?.[1] ?? null,
  stepOrder: step?.[2] ?? null,
  required: step !== null,
  source: step ? 'TRACK' : 'MANUAL',
  status: 'PENDENTE',
  issuedAt: null,
  validUntil: null,
  result: null,
  notes: null,
  waiverJustification: null,
  analysedAt: null,
  analysedBy: null,
  files: [],
  readingProposal: null,
  createdAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-01T12:00:00Z',
});

describe('groupDocuments', () => {
  it('groups by step in the steps order, numbered, keeping the order inside a step; extras last', () => {
    const groups = groupDocuments([
      doc('a', ['s2', 'Análise jurídica', 2]),
      doc('x', null),
      doc('b', ['s1', 'Coleta de documentos', 1]),
      doc('c', ['s2', 'Análise jurídica', 2]),
      doc('d', ['s1', 'Coleta de documentos', 1]),
    ]);
    expect(groups.map((g) => [g.title, g.documents.map((d) => d._id)])).toEqual([
      ['1. Coleta de documentos', ['b', 'd']],
      ['2. Análise jurídica', ['a', 'c']],
      [EXTRA_DOCUMENTS_TITLE, ['x']],
    ]);
    expect(groups.at(-1)!.key).toBeNull();
  });

  it('has no "Documentos adicionais" group without extras, and no group for an empty list', () => {
    expect(groupDocuments([doc('a', ['s1', 'Coleta', 1])]).map((g) => g.title)).toEqual([
      '1. Coleta',
    ]);
    expect(groupDocuments([])).toEqual([]);
  });
});
