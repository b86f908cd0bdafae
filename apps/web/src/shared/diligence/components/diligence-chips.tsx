import { Chip, Typography, type ChipProps } from '@mui/material';
import {
  DILIGENCE_STATUS_LABELS,
  PRIORITY_LABELS,
  RISK_LABELS,
  type DiligenceStatus,
  type Priority,
  type RiskRating,
} from '@lince/contracts/diligences';

type ChipColor = NonNullable<ChipProps['color']>;

export const STATUS_COLORS: Record<DiligenceStatus, ChipColor> = {
  A_INICIAR: 'default',
  COLETA: 'info',
  ANALISE: 'primary',
  REVISAO: 'warning',
  CONCLUIDA: 'success',
  CANCELADA: 'default',
};

export const RISK_COLORS: Record<RiskRating, ChipColor> = {
  BAIXO: 'success',
  MEDIO: 'warning',
  ALTO: 'error',
  CRITICO: 'secondary',
};

const PRIORITY_COLORS: Record<Priority, ChipColor> = {
  BAIXA: 'default',
  MEDIA: 'default',
  ALTA: 'warning',
  URGENTE: 'error',
};

/** The status of a diligence: A iniciar, Coleta, Análise, Revisão, Concluída or Cancelada. */
export function StatusChip({ status, ...props }: { status: DiligenceStatus } & ChipProps) {
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'CANCELADA' ? 'outlined' : 'filled'}
      label={DILIGENCE_STATUS_LABELS[status]}
      {...props}
    />
  );
}

/**
 * A risk rating (the chosen one, else the computed one); "Sem risco" when neither exists. The
 * accessible name says it is the risk, so a column of chips reads well.
 */
export function RiskChip({
  risk,
  ...props
}: { risk: { rating: RiskRating | null; computed: RiskRating | null } } & ChipProps) {
  const rating = risk.rating ?? risk.computed;
  return (
    <Chip
      size="small"
      variant={rating ? 'filled' : 'outlined'}
      color={rating ? RISK_COLORS[rating] : 'default'}
      label={rating ? RISK_LABELS[rating] : 'Sem risco'}
      aria-label={`Risco: ${rating ? RISK_LABELS[rating] : 'não classificado'}`}
      {...props}
    />
  );
}

/**
 * Beside a chosen rating that differs from the computed one: the computed value, so both stay
 * visible ("Calculado: Alto", "Calculado: nenhum"). Nothing when no rating was chosen or both agree.
 */
export function ComputedRiskNote({
  risk,
}: {
  risk: { rating: RiskRating | null; computed: RiskRating | null };
}) {
  if (!risk.rating || risk.rating === risk.computed) return null;
  return (
    <Typography component="span" variant="caption" color="text.secondary">
      Calculado: {risk.computed ? RISK_LABELS[risk.computed] : 'nenhum'}
    </Typography>
  );
}

/**
 * A diligence's priority. Outlined, so a coloured one writes in the dark shade of its colour: the
 * main warning orange on white falls under WCAG AA (4.5:1).
 */
export function PriorityChip({ priority, ...props }: { priority: Priority } & ChipProps) {
  const color = PRIORITY_COLORS[priority];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      sx={color === 'default' ? undefined : { color: `${color}.dark` }}
      label={PRIORITY_LABELS[priority]}
      aria-label={`Prioridade: ${PRIORITY_LABELS[priority]}`}
      {...props}
    />
  );
}
