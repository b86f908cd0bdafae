import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { TrackDiff } from '@lince/contracts/track-diff';
import { diffHeadline, TrackDiffView } from './track-diff-view.tsx';

/** A step's side in the diff; `order` is 1-based, as the API counts. */
const ref = (key: string, title: string, order: number) => ({ key, title, order });
const none = {
  requirementsAdded: [],
  requirementsRemoved: [],
  checksAdded: [],
  checksRemoved: [],
};
const cndt = {
  documentTypeId: 'dt1',
  documentTypeName: 'CNDT',
  appliesTo: 'PJ' as const,
  roles: ['ALVO' as const],
};

const DIFF: TrackDiff = {
  base: { _id: 'tv1', version: 1 },
  changed: true,
  fields: [{ field: 'purpose', before: 'M_A', after: 'IMOBILIARIA' }],
  steps: [
    {
      change: 'KEPT',
      before: ref('a', 'Coleta', 2),
      after: ref('a', 'Coleta de documentos', 1),
      moved: true,
      renamed: true,
      slaDays: { before: 5, after: 10 },
      ...none,
      requirementsAdded: [cndt],
      checksRemoved: [{ kind: 'PROCESSOS', appliesTo: 'AMBOS' }],
    },
    {
      change: 'KEPT',
      before: ref('b', 'Análise', 1),
      after: ref('b', 'Análise', 2),
      moved: true,
      renamed: false,
      slaDays: { before: null, after: null },
      ...none,
    },
    {
      change: 'ADDED',
      before: null,
      after: ref('c', 'Parecer', 3),
      moved: false,
      renamed: false,
      slaDays: { before: null, after: 3 },
      ...none,
      checksAdded: [{ kind: 'FINANCEIRO', appliesTo: 'PJ' }],
    },
    {
      change: 'REMOVED',
      before: ref('d', 'Visita', 3),
      after: null,
      moved: false,
      renamed: false,
      slaDays: { before: null, after: null },
      ...none,
      requirementsRemoved: [{ ...cndt, documentTypeName: 'Laudo de vistoria', roles: null }],
    },
  ],
};

describe('track diff view (/review-track)', () => {
  it('says in words and icons what happened to each step, not by colour alone', () => {
    render(<TrackDiffView diff={DIFF} />);
    expect(
      screen.getByText(
        'Em relação à versão 1: 1 dado geral alterado, 1 etapa incluída, 1 etapa removida, 2 etapas movidas, 1 etapa renomeada, 2 exigências incluídas, 2 exigências removidas.',
      ),
    ).toBeTruthy();
    const general = screen.getByRole('list', { name: 'Dados gerais alterados' });
    expect(general.textContent).toBe('Alterado: Finalidade: M&A → Imobiliária');

    const steps = within(screen.getByRole('list', { name: 'Etapas comparadas' }))
      .getAllByTestId('diff-etapa')
      .map((li) => li.textContent);
    expect(steps[0]).toContain('1ª. Coleta de documentos');
    expect(steps[0]).toContain('Etapa alterada');
    expect(steps[0]).toContain('Alterado: movida da 2ª para a 1ª posição');
    expect(steps[0]).toContain('Alterado: título Coleta → Coleta de documentos');
    expect(steps[0]).toContain('Alterado: prazo 5 dias → 10 dias');
    expect(steps[0]).toContain('Incluído: documento CNDT (Pessoa jurídica, somente alvo)');
    expect(steps[0]).toContain('Removido: verificação Processos judiciais (PF e PJ)');
    expect(steps[1]).toContain('Alterado: movida da 1ª para a 2ª posição');
    expect(steps[2]).toContain('Etapa incluída');
    expect(steps[2]).toContain('Incluído: verificação Demonstrações financeiras (Pessoa jurídica)');
    expect(steps[3]).toContain('Etapa removida');
    expect(steps[3]).toContain('Removido: documento Laudo de vistoria (Pessoa jurídica)');
    // Removed text is struck through in the markup (<del>), added text marked (<ins>).
    expect(screen.getByText('Laudo de vistoria').tagName).toBe('DEL');
    expect(screen.getByText('Coleta de documentos', { selector: 'ins' })).toBeTruthy();
  });

  it('headlines a first version and a version without differences', () => {
    expect(diffHeadline({ ...DIFF, base: null })).toBe('Primeira versão: 4 etapas.');
    expect(diffHeadline({ ...DIFF, changed: false, fields: [], steps: [] })).toBe(
      'Nenhuma diferença em relação à versão publicada.',
    );
  });
});
