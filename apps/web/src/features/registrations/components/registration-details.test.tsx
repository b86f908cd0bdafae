import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PjRegistrationData } from '@lince/contracts/registrations';
import { registration } from '../testing/registration-fixtures.ts';
import { RegistrationDetails } from './registration-details.tsx';

/** The `dd` of a term of the description list. */
const described = (term: string) => screen.getByText(term).nextElementSibling as HTMLElement;

describe('RegistrationDetails', () => {
  it('writes the principal CNAE like the secondary ones, even when it came as a number without its leading zero', () => {
    const base = registration().data as PjRegistrationData;
    render(
      <RegistrationDetails
        data={{
          ...base,
          cnaePrincipal: { codigo: '600001', descricao: 'Extração de petróleo e gás natural' },
          cnaesSecundarios: [
            {
              codigo: '0910600',
              descricao: 'Atividades de apoio à extração de petróleo e gás natural',
            },
            { codigo: '4120400', descricao: 'Construção de edifícios' },
          ],
        }}
      />,
    );
    expect(described('CNAE principal').textContent).toBe(
      '0600-0/01 — Extração de petróleo e gás natural',
    );
    const secondary = within(described('CNAEs secundários (2)'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(secondary).toEqual([
      '0910-6/00 — Atividades de apoio à extração de petróleo e gás natural',
      '4120-4/00 — Construção de edifícios',
    ]);
  });
});
