import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '../../../lib/api-client.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import { makeSession } from '../../../test/fixtures.ts';
import UserProfileScreen from './user-profile-screen.tsx';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

/** Records every request and answers with `reply(config)`. */
function fakeApi(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status, data } = reply(config);
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

describe('UserProfile screen', () => {
  it('saves name and CPF (digits only) and updates the auth entry at once, keeping the tokens', async () => {
    const session = makeSession({ cpf: null });
    setSession(session);
    const calls = fakeApi((config) => {
      const body = JSON.parse(config.data as string) as { name: string; cpf: string | null };
      const { AccessToken: _a, RefreshToken: _r, ...me } = session;
      return { status: 200, data: { ...me, ...body } };
    });
    render(<UserProfileScreen />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Maria Souza');
    await userEvent.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(getSession()?.name).toBe('Ana Maria Souza'));
    expect(calls[0]).toMatchObject({ method: 'patch', url: '/users/me' });
    expect(JSON.parse(calls[0]!.data as string)).toEqual({
      name: 'Ana Maria Souza',
      cpf: '52998224725',
    });
    expect(getSession()).toMatchObject({
      cpf: '52998224725',
      AccessToken: session.AccessToken,
      RefreshToken: session.RefreshToken,
    });
  });

  it('refuses an invalid CPF without calling the API; company and role are read-only', async () => {
    setSession(makeSession({ cpf: null, role: 'ADMIN' }));
    const calls = fakeApi(() => ({ status: 200, data: {} }));
    render(<UserProfileScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'CPF' }), '11111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('CPF inválido.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Empresa' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: 'Perfil de acesso' })).toHaveProperty(
      'value',
      'Administrador',
    );
  });

  it('changes the password sending the own refresh token; shows the server message on error', async () => {
    const session = makeSession();
    setSession(session);
    let wrong = true;
    const calls = fakeApi(() =>
      wrong
        ? {
            status: 400,
            data: {
              error: { code: 'VALIDATION_ERROR', message: 'A senha atual está incorreta.' },
            },
          }
        : { status: 204, data: null },
    );
    render(<UserProfileScreen />);
    await userEvent.type(screen.getByLabelText('Senha atual', { selector: 'input' }), 'errada');
    await userEvent.type(
      screen.getByLabelText('Nova senha', { selector: 'input' }),
      'Girassol-Azul#2027',
    );
    await userEvent.type(
      screen.getByLabelText('Confirmar nova senha', { selector: 'input' }),
      'Girassol-Azul#2027',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('A senha atual está incorreta.')).toBeTruthy();
    wrong = false;
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Senha atual', { selector: 'input' })).toHaveProperty(
        'value',
        '',
      ),
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ method: 'post', url: '/users/me/password' });
    expect(calls[1]!.headers.get('RefreshToken')).toBe(session.RefreshToken);
    expect(JSON.parse(calls[1]!.data as string)).toEqual({
      currentPassword: 'errada',
      newPassword: 'Girassol-Azul#2027',
    });
  });
});
