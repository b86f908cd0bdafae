import { Alert, Button, CircularProgress } from '@mui/material';
import { getApiErrorMessage } from '../lib/api-error.ts';
import { Icon } from './icon.tsx';

export const LOAD_ERROR_MESSAGE = 'Não foi possível carregar os dados.';

/**
 * Something that failed (a query, a search, an upload) and can be tried again: the error announced
 * (role="alert") with a "Tentar novamente" button calling `onRetry`. The text is the API's own
 * message when `error` carries one, else `message`. Kept out of /login's chunks, like `FormAlert`.
 */
export function RetryAlert({
  error,
  message = LOAD_ERROR_MESSAGE,
  onRetry,
  retrying = false,
  retryLabel,
}: {
  /** The failure (e.g. a query's `error`): its API message, when it has one, is shown. */
  error?: unknown;
  /** Shown when `error` carries no message of its own, or when there is no `error`. */
  message?: string;
  onRetry: () => void;
  /** A retry under way (e.g. the query's `isFetching`): the button waits, with a spinner. */
  retrying?: boolean;
  /** The button's accessible name when several show at once (e.g. one per file). */
  retryLabel?: string;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
          aria-label={retryLabel}
          startIcon={
            retrying ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : (
              <Icon name="refresh" />
            )
          }
        >
          Tentar novamente
        </Button>
      }
    >
      {getApiErrorMessage(error, message)}
    </Alert>
  );
}
