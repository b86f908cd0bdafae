import { Box, LinearProgress, Typography } from '@mui/material';

/**
 * Done ÷ required ("0 de 0" until there is something to do); `label` names it for assistive
 * technology (default: analysed documents).
 */
export function ProgressBar({
  done,
  required,
  label = 'Documentos analisados',
  minWidth = 120,
}: {
  done: number;
  required: number;
  label?: string;
  minWidth?: number;
}) {
  const percent = required === 0 ? 0 : Math.round((done / required) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${label}: ${done} de ${required}`}
        sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
      />
      <Typography component="span" variant="caption" color="text.secondary" noWrap>
        {done} de {required}
      </Typography>
    </Box>
  );
}
