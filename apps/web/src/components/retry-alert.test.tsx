import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../lib/api-error.ts';
import { RetryAlert } from './retry-alert.tsx';

function apiError(message: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status: 500,
    statusText: 'Internal Server Error',
    headers: {},
    config,
    data: { error: { code: 'X', message } },
  });
}

describe('RetryAlert', () => {
  it("announces the API error's own message and retries on click", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<RetryAlert error={apiError('Banco indisponível.')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Banco indisponível.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the default, or the given message, when the error carries none', () => {
    const { rerender } = render(<RetryAlert error={new Error('x')} onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar os dados.');
    rerender(
      <RetryAlert
        error={new Error('x')}
        message="Não foi possível carregar o início."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar o início.');
    rerender(<RetryAlert message="A busca falhou." onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('A busca falhou.');
    const offline = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });
    rerender(<RetryAlert error={offline} message="Outra." onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain(NETWORK_ERROR_MESSAGE);
  });

  it('is operable with the keyboard: Tab reaches the button, Enter and Space retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<RetryAlert onRetry={onRetry} retryLabel="Tentar novamente verso.png" />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Tentar novamente verso.png' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('waits while the retry is under way', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<RetryAlert onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button).catch(() => {});
    expect(onRetry).not.toHaveBeenCalled();
  });
});
