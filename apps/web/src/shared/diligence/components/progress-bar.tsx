import { Box, LinearProgress, Typography } from '@mui/material';

/** Analysed ÷ required documents ("0 de 0" until documents exist). */
export function ProgressBar({ done, required }: { done: number; required: number }) {
  const percent = required === 0 ? 0 : Math.round((done / required) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Documentos analisados: ${done} de ${required}`}
        sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
      />
      <Typography component="span" variant="caption" color="text.secondary" noWrap>
        {done} de {required}
      </Typography>
    </Box>
  );
}
