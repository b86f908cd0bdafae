import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DiligenceOverview } from '@lince/contracts/workspace';
import { StepProgressTable } from './step-progress-table.tsx';

const entity = (id: string, name: string) =>
  ({ _id: id, name }) as unknown as DiligenceOverview['entities'][number];

const OVERVIEW = {
  entities: [entity('e1', 'Delta Serviços Ltda'), entity('e2', 'Marina Souza')],
  track: {
    track: { _id: 'tv1', trackId: 't1', name: 'Homologação de fornecedor', version: 2 },
    steps: [
      {
        key: 'a',
        order: 1,
        title: 'Cadastro',
        entities: [{ entityId: 'e1', done: 1, required: 3 }],
        done: 1,
        required: 3,
      },
      {
        key: 'b',
        order: 2,
        title: 'Regularidade fiscal',
        entities: [
          { entityId: 'e1', done: 5, required: 5 },
          { entityId: 'e2', done: 0, required: 4 },
        ],
        done: 5,
        required: 9,
      },
    ],
  },
} satisfies Pick<DiligenceOverview, 'entities' | 'track'>;

const renderTable = (overview: Pick<DiligenceOverview, 'entities' | 'track'>) =>
  render(
    <MemoryRouter>
      <StepProgressTable diligenceId="d1" overview={overview} />
    </MemoryRouter>,
  );

describe('progress per step (overview)', () => {
  it('shows done ÷ required per entity and step, "não se aplica" where a step asks nothing', () => {
    renderTable(OVERVIEW);
    const table = screen.getByRole('table', { name: 'Progresso por etapa' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Parte', '1. Cadastro', '2. Regularidade fiscal']);
    const marina = within(table).getByRole('row', { name: /Marina Souza/ });
    expect(within(marina).getByText('não se aplica')).toBeTruthy();
    expect(
      within(marina).getByRole('progressbar', {
        name: 'Regularidade fiscal, Marina Souza: 0 de 4',
      }),
    ).toBeTruthy();
    const total = within(table).getByRole('row', { name: /Total da etapa/ });
    expect(within(total).getByText('5 de 9')).toBeTruthy();
  });

  it('says so when the diligence has no track', () => {
    renderTable({ ...OVERVIEW, track: { track: null, steps: [] } });
    expect(screen.getByText('Esta diligência não segue uma trilha.')).toBeTruthy();
  });
});
