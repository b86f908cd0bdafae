import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { api } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';
import { makeSession } from '../../../test/fixtures.ts';
import LoginScreen from './login-screen.tsx';

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginScreen },
      { path: '/', Component: () => <h1>Início</h1> },
      { path: '/new-password/:username', Component: () => <h1>Primeiro acesso</h1> },
      { path: '/forgot-password', Component: () => <h1>Esqueci</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.type(screen.getByLabelText('Senha', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('Login screen', () => {
  const originalAdapter = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
  });

  it('has the labelled fields, the button and the forgot-password link', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(screen.getByLabelText('Senha', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('validates in Portuguese before calling the API', async () => {
    let called = false;
    api.defaults.adapter = async (config) => {
      called = true;
      return { status: 200, statusText: '', headers: {}, config, data: {} };
    };
    renderLogin();
    await fillAndSubmit('nao-e-email', 'x');
    expect(await screen.findByText('E-mail inválido.')).toBeTruthy();
    expect(called).toBe(false);
  });

  it('stores the session and goes to /', async () => {
    const session = makeSession();
    api.defaults.adapter = answer(200, session);
    const router = renderLogin();
    await fillAndSubmit('Ana@Demo.test', 'Diligencia#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toEqual(session);
  });

  it('shows the API message on wrong credentials', async () => {
    api.defaults.adapter = answer(401, {
      error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' },
    });
    renderLogin();
    await fillAndSubmit('ana@demo.test', 'errada');
    expect((await screen.findByRole('alert')).textContent).toContain('E-mail ou senha inválidos.');
    expect(getSession()).toBeNull();
  });

  it('shows the wait of a 429 and keeps the forgot-password link at hand', async () => {
    api.defaults.adapter = answer(429, {
      error: {
        code: 'RATE_LIMITED',
        message: 'Muitas tentativas. Aguarde 8 segundos e tente novamente.',
      },
    });
    renderLogin();
    await fillAndSubmit('ana@demo.test', 'errada');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Muitas tentativas. Aguarde 8 segundos e tente novamente.',
    );
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('sends a temporary password to /new-password/{username} with the challenge session', async () => {
    api.defaults.adapter = answer(200, {
      challenge: 'NEW_PASSWORD_REQUIRED',
      username: 'novo@demo.test',
      session: 'sess-1',
    });
    const router = renderLogin();
    await fillAndSubmit('novo@demo.test', 'Temporaria#1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/new-password/novo%40demo.test'),
    );
    expect(router.state.location.state).toEqual({ session: 'sess-1' });
    expect(getSession()).toBeNull();
  });
});
