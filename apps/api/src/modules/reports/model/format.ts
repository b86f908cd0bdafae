/** Brazilian formats of what the report prints beyond the contracts' br/format.ts helpers. */
import { todayInBrazil } from '@lince/contracts/calendar';
import {
  formatCpfCnpj,
  formatDay,
  type FinancialRatioKey,
  FINANCIAL_RATIO_INFO,
} from '@lince/contracts';
import type { EntityRow } from '@lince/db';

/** "CNPJ 12.345.678/0001-90" or "CPF 123.456.789-09". */
export const documentLabel = (entity: Pick<EntityRow, 'kind' | 'document'>) =>
  `${entity.kind === 'PJ' ? 'CNPJ' : 'CPF'} ${formatCpfCnpj(entity.document)}`;

/** An entity's chapter or heading: "Alvo S.A. — CNPJ 12.345.678/0001-90". */
export const entityTitle = (entity: Pick<EntityRow, 'kind' | 'document' | 'name'>) =>
  `${entity.name} — ${documentLabel(entity)}`;

/** The day of an instant in Brasília, dd/mm/aaaa. */
export const formatInstantDay = (instant: Date | string | null | undefined) =>
  instant ? formatDay(todayInBrazil(new Date(instant))) : '—';

const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A ratio as the analysis screen reads it: "12,3%" for the percentual ones, "1,25" otherwise. */
export function formatRatio(key: FinancialRatioKey, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return FINANCIAL_RATIO_INFO[key].percent ? percent.format(value) : decimal.format(value);
}

const integer = new Intl.NumberFormat('pt-BR');

/** 1234 → "1.234". */
export const formatCount = (n: number) => integer.format(n);

/** A file size: "850 bytes", "12,5 kB", "3,2 MB". */
export function formatBytes(size: number): string {
  if (size < 1024) return `${integer.format(size)} bytes`;
  const kb = size / 1024;
  if (kb < 1024) return `${decimal1.format(kb)} kB`;
  return `${decimal1.format(kb / 1024)} MB`;
}
const decimal1 = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "1 processo" / "3 processos". */
export const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
