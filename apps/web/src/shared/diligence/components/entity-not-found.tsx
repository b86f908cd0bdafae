import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { diligencePath } from '../links.ts';

/** The entity of the address is not (or no longer) in the diligence. */
export function EntityNotFound({ diligenceId }: { diligenceId: string }) {
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
      Esta parte não existe ou não está (mais) nesta diligência.
    </Alert>
  );
}
