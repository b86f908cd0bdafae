import {
  AddressSchema,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  SLA_STATUSES,
  type Address,
  type CompanySettings,
  type SlaDays,
  type UpdateCompanySettingsRequestSchema,
} from '@lince/contracts';
import type { CompanyRow, Database } from '@lince/db';
import type { z } from 'zod';
import type { ClientInfo } from '../../context.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { isStorageKey, type FileStorage, type StoredFile } from '../../lib/storage/storage.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordActivity } from '../activity/repository.ts';
import { findCompany, updateCompany } from './repository.ts';

type UpdateInput = z.output<typeof UpdateCompanySettingsRequestSchema>;
type DbSettings = CompanyRow['settings'];

export const logoPath = (key: string) => `/v1/company/logo?v=${encodeURIComponent(key)}`;

/** A stored address in the contracts' shape, or null when absent or not in that shape. */
function addressOf(row: CompanyRow): Address | null {
  const parsed = AddressSchema.safeParse(row.address);
  return parsed.success ? parsed.data : null;
}

function slaDaysOf(settings: DbSettings): SlaDays {
  const stored = settings.slaDaysByStatus ?? {};
  return Object.fromEntries(
    SLA_STATUSES.map((status) => [
      status,
      typeof stored[status] === 'number' ? stored[status] : null,
    ]),
  ) as SlaDays;
}

function toSettings(row: CompanyRow): CompanySettings {
  const branding = row.settings.reportBranding ?? {};
  return {
    company: { _id: row.id, name: row.name, cnpj: row.cnpj, address: addressOf(row) },
    logo: row.logo && isStorageKey(row.logo) ? logoPath(row.logo) : null,
    reportBranding: {
      accentColor: branding.primaryColor ?? null,
      footerText: branding.footerText ?? '',
    },
    slaDays: slaDaysOf(row.settings),
    defaultTrackId: row.settings.defaultTrackId ?? null,
    // Tracks arrive with a later issue: until then there is nothing to choose.
    tracks: [],
  };
}

/** The keys whose values differ, as `{ before, after }` (the audit trail's short summary). */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

export function createSettingsService({ db, storage }: { db: Database; storage: FileStorage }) {
  async function companyOf(auth: AuthContext): Promise<CompanyRow> {
    const row = await findCompany(db, auth.companyId);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Empresa não encontrada.');
    return row;
  }

  async function get(auth: AuthContext): Promise<CompanySettings> {
    return toSettings(await companyOf(auth));
  }

  return {
    get,

    async update(
      auth: AuthContext,
      input: UpdateInput,
      client: ClientInfo,
    ): Promise<CompanySettings> {
      const row = await companyOf(auth);
      const current = toSettings(row);
      if (input.defaultTrackId)
        throw validationError('Trilha não encontrada ou não publicada.', 'defaultTrackId');
      const settings: DbSettings = { ...row.settings };
      if (input.reportBranding) {
        const branding: NonNullable<DbSettings['reportBranding']> = {
          footerText: input.reportBranding.footerText,
        };
        if (input.reportBranding.accentColor)
          branding.primaryColor = input.reportBranding.accentColor;
        settings.reportBranding = branding;
      }
      if (input.slaDays) {
        settings.slaDaysByStatus = Object.fromEntries(
          Object.entries(input.slaDays).filter(([, days]) => days !== null),
        ) as Record<string, number>;
      }
      if (input.defaultTrackId !== undefined) settings.defaultTrackId = input.defaultTrackId;
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.address !== undefined ? { address: input.address } : {}),
        settings,
      };
      const next = toSettings({ ...row, ...values });
      const summary = diff(
        {
          name: current.company.name,
          address: current.company.address,
          reportBranding: current.reportBranding,
          slaDays: current.slaDays,
          defaultTrackId: current.defaultTrackId,
        },
        {
          name: next.company.name,
          address: next.company.address,
          reportBranding: next.reportBranding,
          slaDays: next.slaDays,
          defaultTrackId: next.defaultTrackId,
        },
      );
      if (Object.keys(summary.after).length > 0) {
        await db.transaction(async (tx) => {
          await updateCompany(tx, row.id, values);
          await recordActivity(tx, {
            companyId: row.id,
            userId: auth.userId,
            action: 'COMPANY_SETTINGS_UPDATED',
            targetType: 'company',
            targetId: row.id,
            summary,
            ip: client.ip,
          });
        });
      }
      return get(auth);
    },

    /** Stores the uploaded PNG/JPEG as the report logo; the previous one is deleted. */
    async setLogo(
      auth: AuthContext,
      upload: (options: {
        maxBytes: number;
        allowedTypes: typeof IMAGE_TYPES;
      }) => Promise<StoredFile>,
      client: ClientInfo,
    ): Promise<CompanySettings> {
      const row = await companyOf(auth);
      const stored = await upload({ maxBytes: IMAGE_MAX_BYTES, allowedTypes: IMAGE_TYPES });
      try {
        await db.transaction(async (tx) => {
          await updateCompany(tx, row.id, { logo: stored.key });
          await recordActivity(tx, {
            companyId: row.id,
            userId: auth.userId,
            action: 'COMPANY_LOGO_UPDATED',
            targetType: 'company',
            targetId: row.id,
            summary: { after: { size: stored.size, sha256: stored.sha256, mime: stored.mime } },
            ip: client.ip,
          });
        });
      } catch (error) {
        await storage.delete(stored.key);
        throw error;
      }
      if (row.logo) await storage.delete(row.logo).catch(() => {});
      return get(auth);
    },

    async removeLogo(auth: AuthContext, client: ClientInfo): Promise<CompanySettings> {
      const row = await companyOf(auth);
      if (row.logo) {
        await db.transaction(async (tx) => {
          await updateCompany(tx, row.id, { logo: null });
          await recordActivity(tx, {
            companyId: row.id,
            userId: auth.userId,
            action: 'COMPANY_LOGO_REMOVED',
            targetType: 'company',
            targetId: row.id,
            ip: client.ip,
          });
        });
        await storage.delete(row.logo).catch(() => {});
      }
      return get(auth);
    },

    /** The storage key of the caller's own company logo (404 when there is none). */
    async logoKey(auth: AuthContext): Promise<string> {
      const row = await companyOf(auth);
      if (!row.logo || !isStorageKey(row.logo))
        throw new AppError(404, 'NOT_FOUND', 'Logotipo não encontrado.');
      return row.logo;
    },
  };
}
