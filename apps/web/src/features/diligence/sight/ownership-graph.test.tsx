import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { OwnershipGraph } from './ownership-graph.tsx';
import type { OverviewEntity } from './overview-entity.ts';
import { OWNERSHIP_FIXTURE } from './sight-fixtures.ts';

function EntityScreenProbe() {
  const location = useLocation();
  return <h1>Partes {location.search}</h1>;
}

function renderGraph(entities: OverviewEntity[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/diligence/:id/sight',
        Component: () => <OwnershipGraph diligenceId="d1" entities={entities} />,
      },
      { path: '/diligence/:id', Component: EntityScreenProbe },
    ],
    { initialEntries: ['/diligence/d1/sight'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('OwnershipGraph', () => {
  it('draws each entity as a link to its row on the entity screen, with document and risk in words', () => {
    renderGraph(OWNERSHIP_FIXTURE);
    const svg = screen.getByTestId('ownership-graph');
    expect(svg.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(svg).getByText('Estrutura societária')).toBeTruthy();
    const links = within(svg).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/diligence/d1?entity=alvo',
      '/diligence/d1?entity=holding',
      '/diligence/d1?entity=ana',
      '/diligence/d1?entity=bruno',
      '/diligence/d1?entity=fornecedor',
    ]);
    const ana = within(svg).getByRole('link', { name: /^Ana Souza/ });
    expect(ana.getAttribute('aria-label')).toBe(
      'Ana Souza, PF · 529.982.247-25, Risco baixo, Sócio',
    );
    expect(within(ana).getByText('PF · 529.982.247-25')).toBeTruthy();
    expect(within(ana).getByText('Risco baixo')).toBeTruthy();
    expect(within(svg).getByText('PJ · 12.ABC.345/01DE-35')).toBeTruthy();
    // Edges (parent → child) with arrowheads and their relation and share.
    expect(svg.querySelectorAll('[data-edge]')).toHaveLength(3);
    expect(
      svg.querySelector('[data-edge="alvo->ana"] polyline')?.getAttribute('marker-end'),
    ).toMatch(/^url\(#arrow-/);
    expect(within(svg).getByText('Sócio · 60,00%')).toBeTruthy();
    expect(within(svg).getByText('Sócio · 40,00%')).toBeTruthy();
    expect(within(svg).getByText('Administrador')).toBeTruthy();
    expect(within(svg).getByText('Partes sem vínculo societário')).toBeTruthy();
  });

  it('opens the entity screen with ?entity= when a node is activated', async () => {
    const router = renderGraph(OWNERSHIP_FIXTURE);
    await userEvent.click(screen.getByRole('link', { name: /^Bruno Lima/ }));
    expect(router.state.location.pathname).toBe('/diligence/d1');
    expect(router.state.location.search).toBe('?entity=bruno');
  });

  it('zooms in, out and back to 100% with labelled buttons', () => {
    renderGraph(OWNERSHIP_FIXTURE);
    const svg = screen.getByTestId('ownership-graph');
    const width = Number(svg.getAttribute('width'));
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar' }));
    expect(Number(svg.getAttribute('width'))).toBe(width * 1.25);
    expect(screen.getByText('125%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reduzir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reduzir' }));
    expect(Number(svg.getAttribute('width'))).toBe(width * 0.75);
    fireEvent.click(screen.getByRole('button', { name: 'Tamanho original (100%)' }));
    expect(Number(svg.getAttribute('width'))).toBe(width);
  });

  it('shows the same tree as nested lists', async () => {
    renderGraph(OWNERSHIP_FIXTURE);
    await userEvent.click(screen.getByRole('button', { name: /Ver como lista/ }));
    expect(screen.queryByTestId('ownership-graph')).toBeNull();
    const tree = screen.getByRole('list', { name: 'Estrutura societária' });
    const alvo = within(tree).getByRole('link', { name: 'Alvo Participações S.A.' }).closest('li')!;
    const holding = within(alvo).getByRole('link', { name: 'Holding Azul Ltda' }).closest('li')!;
    expect(within(holding).getByRole('link', { name: 'Bruno Lima' }).getAttribute('href')).toBe(
      '/diligence/d1?entity=bruno',
    );
    expect(within(holding).getByText(/Administrador\)/)).toBeTruthy();
    const isolated = screen.getByRole('list', { name: 'Partes sem vínculo societário' });
    expect(within(isolated).getByRole('link', { name: 'Fornecedora Beta Ltda' })).toBeTruthy();
  });

  it('says when there are no entities, and when no relation is known', () => {
    renderGraph([]);
    expect(screen.getByText(/Nenhuma parte cadastrada/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adicionar partes' }).getAttribute('href')).toBe(
      '/diligence/d1',
    );
  });

  it('draws unrelated entities with a hint to set the controlling entity', () => {
    renderGraph(OWNERSHIP_FIXTURE.map((e) => ({ ...e, parentEntityId: null })));
    expect(screen.getByText(/Nenhum vínculo societário informado/)).toBeTruthy();
    expect(within(screen.getByTestId('ownership-graph')).getAllByRole('link')).toHaveLength(5);
  });
});
