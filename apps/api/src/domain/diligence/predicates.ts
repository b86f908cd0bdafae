import { CLOSED_STATUSES, type DiligenceStatus, type RiskRating } from '@lince/contracts';

/** Not Concluída nor Cancelada. */
export const isOpen = (status: DiligenceStatus) => !CLOSED_STATUSES.includes(status);

/** Past its due date (a day in Brasília) and still open. */
export const isOverdue = (dueDate: string | null, status: DiligenceStatus, today: string) =>
  !!dueDate && dueDate < today && isOpen(status);

/**
 * The computed and the chosen rating with its justification, as answers carry them: both are
 * kept, the chosen one (when any) is what is shown.
 */
export const riskOf = (row: {
  riskComputed: RiskRating | null;
  riskRating: RiskRating | null;
  riskJustification: string | null;
}) => ({
  computed: row.riskComputed ?? null,
  rating: row.riskRating ?? null,
  justification: row.riskJustification ?? null,
});

const DAY_MS = 86_400_000;

/**
 * When a diligence's time in its current column runs out: the moment it entered the status plus
 * the company's SLA days for that status; null when the company sets none.
 */
export function slaLimit(statusChangedAt: Date, days: number | null | undefined): Date | null {
  return typeof days === 'number' ? new Date(statusChangedAt.getTime() + days * DAY_MS) : null;
}

/** Whether the SLA limit of the current column has passed (the kanban's `overdueSla`). */
export function isPastSla(
  statusChangedAt: Date,
  days: number | null | undefined,
  now = Date.now(),
) {
  const limit = slaLimit(statusChangedAt, days);
  return !!limit && now > limit.getTime();
}
