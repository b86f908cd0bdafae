import { Chip, Typography } from '@mui/material';
import { certidaoResultLabel, type CertidaoResult } from '@lince/contracts/documents';
import { Icon } from '../../components/icon.tsx';
import { EXPIRY_WARNING_LABELS, type ExpiryWarning } from './expiry.ts';

/** "Vencido" (red) or "Vence antes do prazo da diligência" (orange), outlined in the dark shade. */
export function ExpiryBadge({ warning }: { warning: ExpiryWarning }) {
  const color = warning === 'VENCIDO' ? 'error' : 'warning';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon name={warning === 'VENCIDO' ? 'calendar-remove' : 'calendar-alert'} size={16} />}
      label={EXPIRY_WARNING_LABELS[warning]}
      sx={{
        color: `${color}.dark`,
        height: 'auto',
        py: 0.25,
        '& .MuiChip-icon': { color: 'inherit' },
        '& .MuiChip-label': { whiteSpace: 'normal' },
      }}
    />
  );
}

const RESULT_COLORS: Record<CertidaoResult, string> = {
  NEGATIVA: 'success.dark',
  POSITIVA: 'error.dark',
  POSITIVA_COM_EFEITOS_DE_NEGATIVA: 'warning.dark',
  NAO_SE_APLICA: 'text.secondary',
};

/**
 * A certidão's result in words (Negativa, Positiva…; Regular for a CRF), coloured by what it means;
 * "—" when none.
 */
export function ResultLabel({
  result,
  typeName,
}: {
  result: CertidaoResult | null;
  typeName?: string;
}) {
  if (!result)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: RESULT_COLORS[result], fontWeight: 600 }}
    >
      {certidaoResultLabel(result, typeName)}
    </Typography>
  );
}
