import { useSyncExternalStore } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { getSnackbar, hideSnackbar, subscribeSnackbar } from '../lib/snackbar.ts';

/** Renders the snackbar service's current message (lib/snackbar.ts). */
export function SnackbarHost() {
  const snackbar = useSyncExternalStore(subscribeSnackbar, getSnackbar, getSnackbar);
  const urgent = snackbar.color === 'error' || snackbar.color === 'warning';
  return (
    <Snackbar
      key={snackbar.key}
      open={snackbar.visible}
      autoHideDuration={snackbar.timeout}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') hideSnackbar();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        color={snackbar.color}
        severity={urgent ? (snackbar.color as 'error' | 'warning') : 'info'}
        role={urgent ? 'alert' : 'status'}
        onClose={hideSnackbar}
        slotProps={{ closeButton: { 'aria-label': 'Fechar' } as object }}
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {snackbar.text}
      </Alert>
    </Snackbar>
  );
}
