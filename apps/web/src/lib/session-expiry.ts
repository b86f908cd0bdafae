import { clearSession } from './session.ts';
import { showSnackbar } from './snackbar.ts';
import { navigateTo } from './navigation.ts';

export const SESSION_EXPIRED_MESSAGE = 'Tempo de sessão expirado';
export const SESSION_EXPIRED_TIMEOUT = 4000;
export const LOGIN_PATH = '/login';

/**
 * An expired session shows the warning 'Tempo de sessão expirado' for 4000 ms and clears the whole
 * local storage. Route
 * loaders then redirect themselves; the API client passes `navigate: true` to go to /login.
 */
export function endExpiredSession({ navigate = false }: { navigate?: boolean } = {}): void {
  showSnackbar({
    text: SESSION_EXPIRED_MESSAGE,
    color: 'warning',
    timeout: SESSION_EXPIRED_TIMEOUT,
  });
  clearSession();
  if (navigate) navigateTo(LOGIN_PATH, { replace: true });
}
