/** Calendar dates (`aaaa-mm-dd`, no time) as Brazilian users live them: in Brasília time. */

const BRASILIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
const DAY_MS = 86_400_000;

/** Today's date in Brasília. */
export const todayInBrazil = (now = new Date()) => BRASILIA_DAY.format(now);

/** The date `days` calendar days after `isoDate` (negative: before). */
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today in Brasília plus `days`. */
export const dayFromToday = (days: number, now = new Date()) => addDays(todayInBrazil(now), days);
