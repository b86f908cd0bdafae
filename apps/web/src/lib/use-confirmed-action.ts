import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getApiErrorMessage } from './api-error.ts';
import { showSnackbar } from './snackbar.ts';

export interface ConfirmedAction<T> {
  /** The row the dialog asks about (null while closed). */
  target: T | null;
  ask: (item: T) => void;
  /** Props of the `ConfirmDialog` that asks. */
  dialog: { open: boolean; pending: boolean; onClose: () => void; onConfirm: () => void };
}

/**
 * An action on one row that a `ConfirmDialog` asks about first: `ask(row)` opens the dialog,
 * confirming runs `run(row)`; on success the dialog closes and `onDone` gets the answer, on
 * failure the dialog closes and a snackbar gives the server's reason.
 */
export function useConfirmedAction<T, R>(
  run: (item: T) => Promise<R>,
  onDone: (result: R) => Promise<unknown>,
): ConfirmedAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      setTarget(null);
      await onDone(result);
    },
    onError: (error) => {
      showSnackbar({ text: getApiErrorMessage(error), color: 'error' });
      setTarget(null);
    },
  });
  return {
    target,
    ask: setTarget,
    dialog: {
      open: target !== null,
      pending: mutation.isPending,
      onClose: () => setTarget(null),
      onConfirm: () => target && mutation.mutate(target),
    },
  };
}
