import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getSnackbar, subscribeSnackbar } from '../lib/snackbar.ts';

const SnackbarHost = lazy(async () => ({
  default: (await import('./snackbar-host.tsx')).SnackbarHost,
}));

/** Mounts the snackbar (and downloads its code) when the first message arrives. */
export function SnackbarSlot() {
  const { key } = useSyncExternalStore(subscribeSnackbar, getSnackbar, getSnackbar);
  if (key === 0) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  );
}
