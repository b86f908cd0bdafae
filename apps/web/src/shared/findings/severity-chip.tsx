import { Chip, type ChipProps } from '@mui/material';
import { SEVERITY_RISK } from '@lince/contracts/findings';
import { FINDING_SEVERITY_LABELS, type FindingSeverity } from '@lince/contracts/workspace';
import { RISK_COLORS } from '../diligence/components/diligence-chips.tsx';

/** A finding's severity (Baixa, Média, Alta, Crítica), coloured like the risk it implies. */
export function SeverityChip({ severity, ...props }: { severity: FindingSeverity } & ChipProps) {
  return (
    <Chip
      size="small"
      color={RISK_COLORS[SEVERITY_RISK[severity]]}
      label={FINDING_SEVERITY_LABELS[severity]}
      aria-label={`Gravidade: ${FINDING_SEVERITY_LABELS[severity]}`}
      {...props}
    />
  );
}
