import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NO_AREA_RISK, OWNERSHIP_FIXTURE } from './sight-fixtures.ts';
import { RiskHeatMap } from './risk-heat-map.tsx';

const [company, , person] = OWNERSHIP_FIXTURE;
const ENTITIES = [
  {
    ...company!,
    riskByArea: { ...NO_AREA_RISK, PROCESSOS: 'ALTO' as const, CADASTRO: 'CRITICO' as const },
  },
  { ...person!, riskByArea: { ...NO_AREA_RISK, DOCUMENTOS: 'MEDIO' as const } },
];

const renderMap = (entities = ENTITIES) =>
  render(
    <MemoryRouter>
      <RiskHeatMap diligenceId="d1" entities={entities} />
    </MemoryRouter>,
  );

describe('RiskHeatMap', () => {
  it('is a table of entities × areas whose cells say their rating and link to the area’s screen', () => {
    renderMap();
    const table = screen.getByRole('table', { name: 'Mapa de risco por parte e área' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Parte', 'Documentos', 'Cadastro', 'Processos', 'Financeiro']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe(company!.name);
    // The rating is written out, not only coloured.
    expect(rows[0]!.textContent).toContain('Alto');
    expect(rows[0]!.textContent).toContain('Crítico');

    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link(`Processos de ${company!.name}: risco Alto`)).toBe(
      `/diligence/d1/law-suits/${company!._id}`,
    );
    expect(link(`Cadastro de ${company!.name}: risco Crítico`)).toBe(
      `/diligence/d1/registration/${company!._id}`,
    );
    expect(link(`Documentos de ${company!.name}: sem risco`)).toBe(
      `/diligence/d1/entity/${company!._id}`,
    );
    // A PJ's financial statements are found by its CNPJ.
    expect(link(`Financeiro de ${company!.name}: sem risco`)).toBe(
      `/financial-statement?cnpj=${company!.document}`,
    );
    expect(link(`Documentos de ${person!.name}: risco Médio`)).toBe(
      `/diligence/d1/entity/${person!._id}`,
    );
  });

  it('a PF has no financial statements: its Financeiro cell is no link', () => {
    renderMap();
    expect(
      screen.queryByRole('link', { name: new RegExp(`^Financeiro de ${person!.name}`) }),
    ).toBeNull();
    const row = screen.getByRole('rowheader', { name: person!.name }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[3]!.textContent).toBe('—sem risco');
  });

  it('says so when the diligence has no entity', () => {
    renderMap([]);
    expect(screen.getByText('Nenhuma parte cadastrada.')).toBeTruthy();
  });
});
