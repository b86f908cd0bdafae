import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A plain function (not a spy) behind the mock: each test sets what the API answers.
let answer: (version: number) => Promise<unknown> = async () => ({});
const calls: number[] = [];
vi.mock('../api/accept-terms.ts', () => ({
  acceptTerms: (version: number) => {
    calls.push(version);
    return answer(version);
  },
}));

const { default: TermsAcceptanceDialog } = await import('./terms-acceptance-dialog.tsx');

const terms = {
  version: 3,
  title: 'Termos de uso do Lince',
  text: '# Regras\n\nSeja **gentil**.',
  publishedAt: '2026-11-20T12:00:00.000Z',
};

beforeEach(() => {
  calls.length = 0;
});

describe('TermsAcceptanceDialog', () => {
  it('cannot be dismissed with Escape; "Aceitar" records the acceptance of that version', async () => {
    const user = userEvent.setup();
    const onAccepted = vi.fn();
    const onLogout = vi.fn();
    answer = async () => ({ acceptedVersion: 3, mustAccept: false, terms });
    render(<TermsAcceptanceDialog terms={terms} onAccepted={onAccepted} onLogout={onLogout} />);
    const dialog = screen.getByRole('dialog', { name: 'Termos de uso do Lince' });
    expect(dialog.textContent).toContain('gentil');
    expect(dialog.textContent).toContain('versão 3');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(calls).toEqual([3]);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('"Sair" logs out; a failed acceptance shows an error and keeps the dialog', async () => {
    const user = userEvent.setup();
    const onAccepted = vi.fn();
    const onLogout = vi.fn();
    answer = () => Promise.reject(new Error('falhou'));
    render(<TermsAcceptanceDialog terms={terms} onAccepted={onAccepted} onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    await screen.findByText('Algo deu errado. Tente novamente em instantes.');
    expect(onAccepted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalled();
  });
});
