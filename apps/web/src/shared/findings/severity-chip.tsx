import { Chip, type ChipProps } from '@mui/material';
import { FINDING_SEVERITY_LABELS, type FindingSeverity } from '@lince/contracts/workspace';

const SEVERITY_COLORS: Record<FindingSeverity, NonNullable<ChipProps['color']>> = {
  BAIXA: 'success',
  MEDIA: 'warning',
  ALTA: 'error',
  CRITICA: 'secondary',
};

/** A finding's severity (Baixa, Média, Alta, Crítica), coloured like the risk it implies. */
export function SeverityChip({ severity, ...props }: { severity: FindingSeverity } & ChipProps) {
  return (
    <Chip
      size="small"
      color={SEVERITY_COLORS[severity]}
      label={FINDING_SEVERITY_LABELS[severity]}
      aria-label={`Gravidade: ${FINDING_SEVERITY_LABELS[severity]}`}
      {...props}
    />
  );
}
