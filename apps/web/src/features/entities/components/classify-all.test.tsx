import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Document } from '@lince/contracts/documents';
import type { ClassificationRow } from '../lib/use-bulk-classification.ts';
import { ClassifyAll } from './classify-all.tsx';

const row = (fileName: string, value: string): ClassificationRow => ({
  key: fileName,
  fileName,
  value,
  proposal: value,
  pending: false,
  error: null,
  reading: false,
  source: 'do PDF',
  classified: false,
  current: { _id: `doc-${fileName}`, documentTypeId: 't-outros' } as Document,
});
const NAMES: Record<string, string> = { 't-cndt': 'CNDT', 't-contrato': 'Contrato Social' };

function renderAll(rows: ClassificationRow[], reading = 0) {
  const onConfirm = vi.fn(() => Promise.resolve({ done: rows.length, failed: 0 }));
  render(
    <ClassifyAll
      rows={rows}
      reading={reading}
      typeName={(id) => NAMES[id] ?? 'Outros'}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('ClassifyAll', () => {
  it('waits for the readings: says how many, and stays disabled', () => {
    const rows = [row('cndt.pdf', 't-cndt'), row('contrato.pdf', 't-contrato')];
    renderAll(rows, 1);
    expect(screen.getByRole('status').textContent).toBe(
      'Aguardando a leitura de 1 arquivo para sugerir o tipo…',
    );
    expect(screen.getByRole('button', { name: 'Classificar todos' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('one confirmation lists each file and its type, then files them all', async () => {
    const rows = [row('cndt.pdf', 't-cndt'), row('contrato.pdf', 't-contrato')];
    const onConfirm = renderAll(rows);
    expect(screen.getByRole('status').textContent).toBe('2 arquivos com tipo a aplicar.');
    fireEvent.click(screen.getByRole('button', { name: 'Classificar todos' }));
    const dialog = screen.getByRole('dialog', { name: 'Classificar 2 arquivos?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['cndt.pdf → CNDT', 'contrato.pdf → Contrato Social']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Classificar todos' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('nothing to apply: says so and stays disabled', () => {
    renderAll([]);
    expect(screen.getByRole('status').textContent).toBe('Nenhum arquivo com tipo a aplicar.');
    expect(screen.getByRole('button', { name: 'Classificar todos' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
