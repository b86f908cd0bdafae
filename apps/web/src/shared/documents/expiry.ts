/** A document's validity against today and the diligence's due date (calendar dates `aaaa-mm-dd`). */

const todayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Brasília as `aaaa-mm-dd` (the calendar the dates of a certidão follow). */
export const todayInBrasilia = (now = new Date()) => todayFormat.format(now);

export type ExpiryWarning = 'VENCIDO' | 'VENCE_ANTES_DO_PRAZO';

export const EXPIRY_WARNING_LABELS: Record<ExpiryWarning, string> = {
  VENCIDO: 'Vencido',
  VENCE_ANTES_DO_PRAZO: 'Vence antes do prazo da diligência',
};

/**
 * "Vencido" when the validity ended before today; otherwise "Vence antes do prazo da diligência"
 * when it ends before the diligence's due date; null when valid (or with no validity). A waived
 * document warns of nothing.
 */
export function expiryWarning(
  doc: { validUntil: string | null; status: string },
  dueDate: string | null,
  today: string,
): ExpiryWarning | null {
  if (!doc.validUntil || doc.status === 'DISPENSADO') return null;
  if (doc.validUntil < today) return 'VENCIDO';
  if (dueDate && doc.validUntil < dueDate.slice(0, 10)) return 'VENCE_ANTES_DO_PRAZO';
  return null;
}
