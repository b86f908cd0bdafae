import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { diligencePath } from '../links.ts';

/**
 * The entity of the address is not (or no longer) in the diligence; `message` says so of another
 * part of it (a document).
 */
export function EntityNotFound({
  diligenceId,
  message = 'Esta parte não existe ou não está (mais) nesta diligência.',
}: {
  diligenceId: string;
  message?: string;
}) {
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button component={RouterLink} to={diligencePath(diligenceId)} color="inherit" size="small">
          Ver as partes
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
