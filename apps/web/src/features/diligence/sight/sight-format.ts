import { RISK_LABELS, type RiskRating } from '@lince/contracts/diligences';
import { todayInBrazil } from '@lince/contracts/calendar';

/** "Risco alto" from the chosen rating, else the computed one; "Risco não classificado". */
export function entityRisk(entity: {
  risk: { rating: RiskRating | null; computed: RiskRating | null };
}): string {
  const rating = entity.risk.rating ?? entity.risk.computed;
  return rating ? `Risco ${RISK_LABELS[rating].toLowerCase()}` : 'Risco não classificado';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `day` (both `aaaa-mm-dd`): positive ahead, negative past. */
export function daysBetween(today: string, day: string): number {
  return Math.round(
    (Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
}

/** "vence hoje", "em 1 dia", "em 5 dias", "há 1 dia", "há 2 dias". */
export function relativeDays(days: number): string {
  if (days === 0) return 'hoje';
  const count = Math.abs(days);
  const unit = count === 1 ? 'dia' : 'dias';
  return days > 0 ? `em ${count} ${unit}` : `há ${count} ${unit}`;
}

/** The calendar day of a deadline in Brasília: a bare `aaaa-mm-dd` as is, a date-time converted. */
export const deadlineDay = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : todayInBrazil(new Date(date));
