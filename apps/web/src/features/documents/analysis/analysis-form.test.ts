import { describe, expect, it } from 'vitest';
import type { Document } from '@lince/contracts/documents';
import { analysisBody, analysisFormSchema, analysisFormValues } from './analysis-form.ts';

const TODAY = '2026-11-28';
const AnalysisFormSchema = analysisFormSchema(TODAY, null);

const DOC = {
  _id: 'doc1',
  documentTypeId: 't-cnd',
  status: 'PENDENTE',
  issuedAt: null,
  validUntil: null,
  result: null,
  notes: null,
} as unknown as Document;

describe('the analysis form', () => {
  it('starts a document without analysis as Recebido, with empty fields', () => {
    expect(analysisFormValues(DOC)).toEqual({
      documentTypeId: 't-cnd',
      issuedAt: '',
      validUntil: '',
      result: '',
      status: 'RECEBIDO',
      notes: '',
    });
  });

  it('keeps an analysed document’s values', () => {
    const values = analysisFormValues({
      ...DOC,
      status: 'APROVADO',
      issuedAt: '2026-10-01',
      validUntil: '2027-03-30',
      result: 'NEGATIVA',
      notes: 'Conferida.',
    });
    expect(values).toMatchObject({ status: 'APROVADO', result: 'NEGATIVA', notes: 'Conferida.' });
  });

  it('sends empty fields as null (cleared) and trims the notes', () => {
    expect(
      analysisBody({ ...analysisFormValues(DOC), status: 'APROVADO', notes: '  \n ' }),
    ).toEqual({
      status: 'APROVADO',
      documentTypeId: 't-cnd',
      issuedAt: null,
      validUntil: null,
      result: null,
      notes: null,
    });
  });

  it('refuses a validity before the issue date, and a date still being typed', () => {
    const base = analysisFormValues(DOC);
    const early = AnalysisFormSchema.safeParse({
      ...base,
      issuedAt: '2026-10-01',
      validUntil: '2026-09-30',
    });
    expect(early.error?.issues[0]).toMatchObject({
      path: ['validUntil'],
      message: 'A validade não pode ser anterior à emissão.',
    });
    expect(AnalysisFormSchema.safeParse({ ...base, issuedAt: 'data-inválida' }).success).toBe(
      false,
    );
  });

  it('an expired document is not Aprovado; Aprovado com ressalvas needs a note', () => {
    const expired = { ...analysisFormValues(DOC), validUntil: '2023-02-12' };
    const approved = AnalysisFormSchema.safeParse({ ...expired, status: 'APROVADO' });
    expect(approved.error?.issues[0]).toMatchObject({
      path: ['validUntil'],
      message: expect.stringContaining('Documento vencido em 12/02/2023'),
    });
    const bare = AnalysisFormSchema.safeParse({ ...expired, status: 'APROVADO_COM_RESSALVAS' });
    expect(bare.error?.issues[0]).toMatchObject({ path: ['notes'] });
    for (const ok of [
      { status: 'APROVADO_COM_RESSALVAS', notes: 'Nova certidão pedida.' },
      { status: 'REPROVADO' },
    ])
      expect(AnalysisFormSchema.safeParse({ ...expired, ...ok }).success).toBe(true);
    // Valid today but not on the diligence's due date.
    const dueLater = analysisFormSchema(TODAY, '2027-01-31').safeParse({
      ...expired,
      validUntil: '2026-12-31',
      status: 'APROVADO',
    });
    expect(dueLater.error?.issues[0]?.message).toContain(
      'antes do prazo da diligência (31/01/2027)',
    );
  });
});
