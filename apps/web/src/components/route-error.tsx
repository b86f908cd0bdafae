import { Box, Button, Typography } from '@mui/material';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';

/** Shown when a screen fails to load or throws: a Portuguese message and a way back. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? 'Não encontramos esta página.'
    : chunkFailed
      ? 'Uma nova versão do Lince foi publicada. Recarregue a página para continuar.'
      : 'Algo deu errado ao abrir esta página.';
  return (
    <Box component="main" id="conteudo" sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        Não foi possível abrir a página
      </Typography>
      <Typography sx={{ mb: 3 }}>{message}</Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recarregar
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Ir para o início
        </Button>
      </Box>
    </Box>
  );
}

export function PageLoading() {
  return (
    <Box role="progressbar" aria-label="Carregando" aria-busy="true" sx={{ minHeight: '100vh' }} />
  );
}
