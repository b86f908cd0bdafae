import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Entity } from '@lince/contracts/entities';
import { EntitiesTable } from './entities-table.tsx';

const party = (over: Partial<Entity>): Entity => ({
  _id: 'e1',
  diligenceId: 'd1',
  kind: 'PJ',
  name: 'Construtora Alfa S.A.',
  document: '11222333000181',
  documentComplete: true,
  roleInDiligence: 'ALVO',
  parentEntityId: null,
  relation: null,
  sharePercent: null,
  address: null,
  birthOrFoundationDate: null,
  contact: null,
  risk: { computed: null, rating: null, justification: null },
  childrenCount: 0,
  openScreeningHits: 0,
  progress: { done: 0, required: 0 },
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...over,
});

describe('EntitiesTable', () => {
  it('a PF partner "participa de" the company; a PJ is "controlada por" its parent', () => {
    const target = party({ childrenCount: 2 });
    const person = party({
      _id: 'e2',
      kind: 'PF',
      name: 'Maria Souza',
      document: '52998224725',
      roleInDiligence: 'SOCIO',
      parentEntityId: 'e1',
      relation: 'Sócio',
      sharePercent: 50,
    });
    const subsidiary = party({
      _id: 'e3',
      name: 'Alfa Serviços Ltda.',
      document: '11444777000161',
      roleInDiligence: 'OUTRO',
      parentEntityId: 'e1',
      relation: 'Controlada',
    });
    render(
      <MemoryRouter>
        <EntitiesTable
          diligenceId="d1"
          entities={[target, person, subsidiary]}
          highlighted={null}
          onEdit={() => undefined}
          onRisk={() => undefined}
          onRemove={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: 'Vínculo' })).toBeTruthy();
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) }).textContent;
    expect(row('Maria Souza')).toContain('Participa de Construtora Alfa S.A.Sócio · 50,00%');
    expect(row('Alfa Serviços')).toContain('Controlada por Construtora Alfa S.A.Controlada');
    expect(row('Maria Souza')).not.toContain('Controlada por');
  });
});
