import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { getApiErrorStatus } from '../../../lib/api-error.ts';

/** While a diligence loads. */
export function DiligenceLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Carregando a diligência" />
    </Box>
  );
}

/** A diligence that could not load: not found (404, or another company's) or another failure. */
export function DiligenceLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = getApiErrorStatus(error) === 404;
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 2 }}>
      <PageTitle title={notFound ? 'Diligência não encontrada' : 'Erro ao carregar'} />
      <Typography id="screen-title" variant="h1">
        {notFound ? 'Diligência não encontrada' : 'Não foi possível carregar a diligência'}
      </Typography>
      {notFound ? (
        <Typography color="text.secondary">
          Ela não existe ou não pertence à sua empresa.
        </Typography>
      ) : (
        <RetryAlert error={error} onRetry={onRetry} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to="/diligence"
          variant="contained"
          startIcon={<Icon name="arrow-left" size={20} />}
        >
          Voltar às diligências
        </Button>
      </Box>
    </Box>
  );
}
