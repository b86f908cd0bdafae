/**
 * The indicators' figures as a person in Brazil reads them, whatever the browser's language:
 * `1.234`, `12,5 dias`, `87,5%`, `jan/2026`. Always through Intl with the pt-BR locale given.
 */
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** What a table shows for a figure that was not measured. */
export const NO_FIGURE = '—';

/** A count: `1234` → `1.234`. */
export const formatCount = (n: number) => integer.format(n);

/** Days with one decimal at most: `12.25` → `12,3`; null → `—`. */
export const formatDays = (days: number | null) =>
  days === null ? NO_FIGURE : decimal.format(days);

/** Days with the unit: `1` → `1 dia`, `12.5` → `12,5 dias` (singular below two); null → `—`. */
export function formatDaysUnit(days: number | null): string {
  if (days === null) return NO_FIGURE;
  return `${decimal.format(days)} ${days > 0 && days < 2 ? 'dia' : 'dias'}`;
}

/** A share between 0 and 1 as a percentage: `0.875` → `87,5%`; null → `—`. */
export const formatShare = (share: number | null) =>
  share === null ? NO_FIGURE : percent.format(share).replace(/\s/g, '');

/** `part` of `total` as a percentage (`—` when the total is zero). */
export const formatPartOf = (part: number, total: number) =>
  formatShare(total === 0 ? null : part / total);

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const monthParts = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { year, index: index - 1 };
};

/** A month `aaaa-mm` short, for a chart's axis: `2026-01` → `jan/2026`. */
export function formatMonth(month: string): string {
  const { year, index } = monthParts(month);
  return `${MONTHS[index] ?? month}/${year}`;
}

/** A month `aaaa-mm` in full, for a table: `2026-03` → `março de 2026`. */
export function formatMonthLong(month: string): string {
  const { year, index } = monthParts(month);
  return `${MONTH_NAMES[index] ?? month} de ${year}`;
}
