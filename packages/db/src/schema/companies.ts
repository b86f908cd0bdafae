import type { Address } from '@lince/contracts/address';
import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';

/** Postal address as typed (or looked up by CEP): the `AddressSchema` of the contracts. */
export type CompanyAddress = Address;

/** Tenant-wide options: report branding, default SLA per status, default track. */
export interface CompanySettings {
  reportBranding?: { primaryColor?: string; footerText?: string };
  slaDaysByStatus?: Record<string, number>;
  defaultTrackId?: string | null;
  /** Four eyes on tracks: the author of a version cannot approve it. Absent: on. */
  requireSecondReviewer?: boolean;
  /** Similarity (0–1) an OFAC name must reach to match a party by name alone. Absent: 0.8. */
  screeningNameThreshold?: number;
}

/** A company (tenant). `cnpj` is stored normalised: 14 characters, no punctuation, upper case. */
export const companies = pgTable(
  'companies',
  {
    id: idColumn(),
    name: text('name').notNull(),
    cnpj: text('cnpj').notNull(),
    address: jsonb('address').$type<CompanyAddress>(),
    logo: text('logo'),
    active: boolean('active').notNull().default(true),
    settings: jsonb('settings').$type<CompanySettings>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_cnpj_unique').on(t.cnpj)],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
