/** pt-BR formatting of dates (dd/mm/aaaa) and date-times. */
const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export const formatDate = (iso: string | null | undefined) =>
  iso ? dateFormat.format(new Date(iso)) : '—';
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTimeFormat.format(new Date(iso)) : '—';

/**
 * A calendar date without time (`2026-11-22`, e.g. a due date) as dd/mm/aaaa. Not through `Date`:
 * midnight UTC is the day before in Brasília.
 */
export const formatDay = (isoDate: string | null | undefined) => {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
};
