import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { KanbanCard } from '@lince/contracts/diligences';
import { ConcludeRefusalDialog } from './conclude-refusal-dialog.tsx';
import { concludeRefusal } from './use-kanban-move.ts';

const MESSAGE =
  'Para concluir a diligência, informe a conclusão e analise ou dispense 2 documentos obrigatórios.';
const DETAILS = [
  { path: 'conclusion', message: 'Falta a conclusão.' },
  {
    path: 'documents',
    message: 'Alvo S.A.: CND Federal (Pendente)',
    documentId: 'doc1',
    documentTypeName: 'CND Federal',
    documentStatus: 'PENDENTE',
    entityId: 'e1',
    entityName: 'Alvo S.A.',
  },
  {
    path: 'documents',
    message: 'Alvo S.A.: CRF do FGTS (Recebido)',
    documentId: 'doc2',
    documentTypeName: 'CRF do FGTS',
    documentStatus: 'RECEBIDO',
    entityId: 'e1',
    entityName: 'Alvo S.A.',
  },
];

const refusalOf = (status: number, details: unknown[]) => {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response: AxiosResponse = {
    status,
    statusText: '',
    headers: {},
    config,
    data: { error: { code: 'VALIDATION_ERROR', message: MESSAGE, details } },
  };
  return new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
};
const CARD = { _id: 'd1', code: 'DD-2026-0105' } as KanbanCard;

describe('the refusal of a move into Concluída', () => {
  it('is a dialog only when the server names required documents', () => {
    expect(concludeRefusal(CARD, 'CONCLUIDA', refusalOf(422, DETAILS))).toEqual({
      diligenceId: 'd1',
      code: 'DD-2026-0105',
      message: MESSAGE,
      details: DETAILS,
    });
    expect(concludeRefusal(CARD, 'CONCLUIDA', refusalOf(422, DETAILS.slice(0, 1)))).toBeNull();
    expect(concludeRefusal(CARD, 'REVISAO', refusalOf(422, DETAILS))).toBeNull();
    expect(concludeRefusal(CARD, 'CONCLUIDA', refusalOf(403, DETAILS))).toBeNull();
  });

  it('lists what is missing, each document linked to its analysis and its entity to its checklist', async () => {
    const refusal = concludeRefusal(CARD, 'CONCLUIDA', refusalOf(422, DETAILS))!;
    const router = createMemoryRouter(
      [{ path: '/', element: <ConcludeRefusalDialog refusal={refusal} onClose={() => {}} /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const dialog = await screen.findByRole('dialog', {
      name: 'DD-2026-0105 ainda não pode ser concluída',
    });
    expect(within(dialog).getByText(MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText('Falta a conclusão.')).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Documentos obrigatórios pendentes' });
    expect(
      within(list).getByRole('link', { name: 'Documentos de Alvo S.A.' }).getAttribute('href'),
    ).toBe('/diligence/d1/entity/e1');
    expect(within(list).getByRole('link', { name: 'CND Federal' }).getAttribute('href')).toBe(
      '/diligence/d1/doc1',
    );
    expect(within(list).getByRole('link', { name: 'CRF do FGTS' }).getAttribute('href')).toBe(
      '/diligence/d1/doc2',
    );
    expect(within(list).getByText('— Recebido')).toBeTruthy();
  });
});
