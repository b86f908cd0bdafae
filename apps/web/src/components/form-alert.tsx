import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';

/**
 * An error of a dialog or table of the logged-in screens, announced (role="alert"). Kept apart
 * from `ErrorAlert` (lazy, for the public screens) so the chunks /login loads stay as they are.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert severity="error" role="alert">
      {children}
    </Alert>
  );
}

/** A dialog's submit button: disabled with a spinner while pending. */
export function DialogSubmitButton({
  pending,
  children,
}: {
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={pending}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
