/**
 * Snackbar service: text, colour (default primary), timeout (default 6000 ms) and
 * visibility. Callable from outside React (e.g. the API client); `SnackbarHost` renders it.
 */
export type SnackbarColor =
  'primary' | 'secondary' | 'tertiary' | 'success' | 'info' | 'warning' | 'error';

export interface SnackbarState {
  text: string;
  color: SnackbarColor;
  timeout: number;
  visible: boolean;
  /** Increases with every message so a repeated text restarts the timer. */
  key: number;
}

export interface SnackbarMessage {
  text: string;
  color?: SnackbarColor;
  timeout?: number;
}

export const SNACKBAR_DEFAULT_COLOR: SnackbarColor = 'primary';
export const SNACKBAR_DEFAULT_TIMEOUT = 6000;

let state: SnackbarState = {
  text: '',
  color: SNACKBAR_DEFAULT_COLOR,
  timeout: SNACKBAR_DEFAULT_TIMEOUT,
  visible: false,
  key: 0,
};
const listeners = new Set<() => void>();

function emit(next: SnackbarState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

export function showSnackbar({
  text,
  color = SNACKBAR_DEFAULT_COLOR,
  timeout = SNACKBAR_DEFAULT_TIMEOUT,
}: SnackbarMessage): void {
  emit({ text, color, timeout, visible: true, key: state.key + 1 });
}

export function hideSnackbar(): void {
  if (state.visible) emit({ ...state, visible: false });
}

export function getSnackbar(): SnackbarState {
  return state;
}

export function subscribeSnackbar(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
