import { describe, expect, it } from 'vitest';
import type { Document, DocumentReading } from '@lince/contracts/documents';
import { changes, classificationOf } from './file-classification.ts';

const OUTROS = 'tipo-outros';
const CNDT = 'tipo-cndt';
const CONTRATO = 'tipo-contrato';
const typeIds = [OUTROS, CNDT, CONTRATO];

const doc = (id: string, documentTypeId: string, mimeType = 'application/pdf') =>
  ({
    _id: id,
    documentTypeId,
    documentTypeName: documentTypeId === OUTROS ? 'Outros' : documentTypeId,
    files: [{ mimeType }],
  }) as unknown as Document;

const reading = (state: DocumentReading['state'], documentTypeId?: string) =>
  ({ state, suggestion: documentTypeId ? { documentTypeId } : null }) as unknown as DocumentReading;

describe('classificationOf', () => {
  const sent = doc('enviado', OUTROS);

  it('preselects the reading’s proposal of a file not yet classified', () => {
    const c = classificationOf({
      sent,
      current: null,
      chosen: null,
      reading: reading('PRONTA', CNDT),
      typeIds,
    });
    expect(c).toMatchObject({
      value: CNDT,
      proposal: CNDT,
      reading: false,
      classified: false,
      source: 'do PDF',
    });
    expect(changes(c)).toBe(true);
  });

  it('keeps "Outros" while reading, with no proposal, or with a type not offered', () => {
    for (const r of [
      reading('PROCESSANDO'),
      reading('PRONTA'),
      reading('PRONTA', 'tipo-de-PF'),
      null,
    ]) {
      const c = classificationOf({ sent, current: null, chosen: null, reading: r, typeIds });
      expect(c.value).toBe(OUTROS);
      expect(changes(c)).toBe(false);
    }
    const png = doc('imagem', OUTROS, 'image/png');
    expect(
      classificationOf({
        sent: png,
        current: null,
        chosen: null,
        reading: reading('PROCESSANDO'),
        typeIds,
      }),
    ).toMatchObject({ reading: true, source: 'da imagem' });
  });

  it('the user’s choice wins over the proposal', () => {
    const c = classificationOf({
      sent,
      current: null,
      chosen: CONTRATO,
      reading: reading('PRONTA', CNDT),
      typeIds,
    });
    expect(c.value).toBe(CONTRATO);
  });

  it('once classified: where the file went, no proposal, nothing more to change', () => {
    const went = doc('pendente-cndt', CNDT);
    const c = classificationOf({
      sent,
      current: went,
      chosen: null,
      reading: reading('PRONTA', CNDT),
      typeIds,
    });
    expect(c).toMatchObject({
      current: went,
      value: CNDT,
      proposal: null,
      classified: true,
      reading: false,
    });
    expect(changes(c)).toBe(false);
  });
});
