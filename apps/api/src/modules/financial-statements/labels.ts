/** The name of every row of a statement as the template writes it, and the lookup by that name. */
import {
  FINANCIAL_LINE_DEFINITIONS,
  FINANCIAL_SUBTOTAL_LABELS,
  type FinancialLineKey,
  type FinancialSubtotalKey,
  type StatementKey,
} from '@lince/contracts';

export const FIRST_COLUMN_HEADER = 'Conta';

export const isTypedLine = (key: StatementKey): key is FinancialLineKey =>
  key in FINANCIAL_LINE_DEFINITIONS;

export const rowLabel = (key: StatementKey): string =>
  isTypedLine(key)
    ? FINANCIAL_LINE_DEFINITIONS[key].label
    : FINANCIAL_SUBTOTAL_LABELS[key as FinancialSubtotalKey];

/** Case, accents, dashes (− – —) and repeated spaces do not matter. */
export function labelKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const BY_LABEL = new Map<string, StatementKey>(
  [...Object.keys(FINANCIAL_LINE_DEFINITIONS), ...Object.keys(FINANCIAL_SUBTOTAL_LABELS)].map(
    (key) => [labelKey(rowLabel(key as StatementKey)), key as StatementKey],
  ),
);

export const keyOfLabel = (text: string): StatementKey | undefined => BY_LABEL.get(labelKey(text));
