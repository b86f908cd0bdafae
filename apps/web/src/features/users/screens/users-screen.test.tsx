import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse } from 'axios';
import { MemoryRouter } from 'react-router';
import type { Role } from '@lince/contracts/roles';
import type { User } from '@lince/contracts/users';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { setSession } from '../../../lib/session.ts';
import { makeSession } from '../../../test/fixtures.ts';
import UsersScreen from './users-screen.tsx';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
  queryClient.clear();
});

const user = (name: string, role: Role, extra: Partial<User> = {}): User => ({
  _id: name.toLowerCase(),
  name,
  email: `${name.toLowerCase()}@lince.test`,
  cpf: null,
  role,
  active: true,
  pendingInvitation: true,
  company: { _id: 'p1', name: 'Lince', cnpj: '48291735000148', active: true },
  lastLoginAt: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...extra,
});
const ROWS = [user('Helena', 'LINCE_ADMIN'), user('Carlos', 'DEFAULT')];

function renderAs(role: Role) {
  setSession(makeSession({ _id: 'me', role }));
  api.defaults.adapter = async (config) => {
    const data = { items: ROWS, total: ROWS.length, page: 1, pageSize: 20 };
    return { status: 200, statusText: '', headers: {}, config, data } as AxiosResponse;
  };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/users']}>
        <UsersScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function roleOptions() {
  await userEvent.click(screen.getByRole('button', { name: 'Novo usuário' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Perfil/ }));
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return options;
}

describe('Users screen and the LINCE_ADMIN role', { timeout: 30_000 }, () => {
  it('a LINCE_DEFAULT sees a LINCE_ADMIN row’s actions disabled, with the reason, and cannot give that role', async () => {
    renderAs('LINCE_DEFAULT');
    const edit = await screen.findByRole('button', { name: 'Editar Helena' });
    expect(edit).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Desativar Helena' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Reenviar convite para Helena' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.hover(edit.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Só um Administrador Lince pode alterar um Administrador Lince.',
    );
    expect(screen.getByRole('button', { name: 'Editar Carlos' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Desativar Carlos' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(await roleOptions()).toEqual(['Equipe Lince', 'Administrador', 'Analista']);
  });

  it('a LINCE_ADMIN manages LINCE_ADMIN rows and may give the role', async () => {
    renderAs('LINCE_ADMIN');
    expect(
      (await screen.findByRole('button', { name: 'Editar Helena' })).hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.getByRole('button', { name: 'Desativar Helena' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(await roleOptions()).toEqual([
      'Administrador Lince',
      'Equipe Lince',
      'Administrador',
      'Analista',
    ]);
  });
});
