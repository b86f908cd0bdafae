import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before leaving a form with unsaved changes: a navigation inside the app opens a dialog
 * ("Sair sem salvar?"), closing or reloading the tab gets the browser's own question. `allow()`
 * lets the next navigation through (e.g. right after a save, before the form knows it is clean).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    // A new change after `allow()`: guard again.
    if (!dirty) return undefined;
    allowed.current = false;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allow: () => {
      allowed.current = true;
    },
  };
}

/** The dialog of a blocked navigation (`useUnsavedChangesGuard(...).blocker`). */
export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Sair sem salvar?"
      confirmLabel="Sair sem salvar"
      confirmColor="error"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      Há alterações não salvas nesta página. Se sair agora, elas serão perdidas.
    </ConfirmDialog>
  );
}
