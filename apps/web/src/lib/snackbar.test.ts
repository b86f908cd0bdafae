import { describe, expect, it, vi } from 'vitest';
import {
  getSnackbar,
  hideSnackbar,
  showSnackbar,
  subscribeSnackbar,
  SNACKBAR_DEFAULT_TIMEOUT,
} from './snackbar.ts';

describe('snackbar service', () => {
  it('defaults to colour primary and 6000 ms, visible', () => {
    showSnackbar({ text: 'Salvo.' });
    expect(getSnackbar()).toMatchObject({
      text: 'Salvo.',
      color: 'primary',
      timeout: 6000,
      visible: true,
    });
    expect(SNACKBAR_DEFAULT_TIMEOUT).toBe(6000);
  });

  it('takes colour and timeout, notifies subscribers, and hides', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSnackbar(listener);
    showSnackbar({ text: 'Tempo de sessão expirado', color: 'warning', timeout: 4000 });
    expect(getSnackbar()).toMatchObject({ color: 'warning', timeout: 4000, visible: true });
    const key = getSnackbar().key;
    showSnackbar({ text: 'Tempo de sessão expirado', color: 'warning', timeout: 4000 });
    expect(getSnackbar().key).toBe(key + 1);
    hideSnackbar();
    expect(getSnackbar().visible).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
