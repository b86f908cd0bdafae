import {
  AddressSchema,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  LOGO_MAX_SIDE,
  SLA_STATUSES,
  type Address,
  type CompanySettings,
  type SlaDays,
  type UpdateCompanySettingsRequestSchema,
} from '@lince/contracts';
import type { CompanyRow } from '@lince/db';
import type { z } from 'zod';
import { audited, changes } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { reencodeWithin, replaceWithReencoded } from '../../lib/images/index.ts';
import { isStorageKey, type FileStorage, type StoredFile } from '../../lib/storage/storage.ts';
import { usableTrack } from '../checklists/index.ts';
import { allTrackVersions } from '../tracks/index.ts';
import { findCompanyRecord, updateCompany } from '../../domain/company.ts';
import { nameThreshold } from '../../domain/screening/screen.ts';

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

function toSettings(row: CompanyRow, tracks: CompanySettings['tracks'] = []): CompanySettings {
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
    requireSecondReviewer: row.settings.requireSecondReviewer ?? true,
    screeningNameThreshold: nameThreshold(row.settings),
    tracks,
  };
}

/** The caller's own company settings; the file storage keeps the report logo. */
export function createSettingsService({ storage }: { storage: FileStorage }) {
  async function companyOf(ctx: ServiceContext): Promise<CompanyRow> {
    const row = await findCompanyRecord(ctx.db, ctx.companyId);
    if (!row) throw notFound('Empresa não encontrada.');
    return row;
  }

  /** The published tracks the default may name, by name (`_id`: the track's `trackId`). */
  async function publishedTracks(ctx: ServiceContext) {
    const rows = await allTrackVersions(ctx.db, ctx.companyId, { status: 'PUBLICADA' });
    return rows.map((r) => ({ _id: r.version.trackId, name: r.version.name }));
  }

  async function get(ctx: ServiceContext): Promise<CompanySettings> {
    const [row, tracks] = await Promise.all([companyOf(ctx), publishedTracks(ctx)]);
    return toSettings(row, tracks);
  }

  return {
    get,

    async update(ctx: ServiceContext, input: UpdateInput): Promise<CompanySettings> {
      const row = await companyOf(ctx);
      const current = toSettings(row);
      if (input.defaultTrackId) await usableTrack(ctx, input.defaultTrackId, 'defaultTrackId');
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
      if (input.requireSecondReviewer !== undefined)
        settings.requireSecondReviewer = input.requireSecondReviewer;
      if (input.screeningNameThreshold !== undefined)
        settings.screeningNameThreshold = input.screeningNameThreshold;
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.address !== undefined ? { address: input.address } : {}),
        settings,
      };
      const next = toSettings({ ...row, ...values });
      const summary = changes<Record<string, unknown>>(
        {
          name: current.company.name,
          address: current.company.address,
          reportBranding: current.reportBranding,
          slaDays: current.slaDays,
          defaultTrackId: current.defaultTrackId,
          requireSecondReviewer: current.requireSecondReviewer,
          screeningNameThreshold: current.screeningNameThreshold,
        },
        {
          name: next.company.name,
          address: next.company.address,
          reportBranding: next.reportBranding,
          slaDays: next.slaDays,
          defaultTrackId: next.defaultTrackId,
          requireSecondReviewer: next.requireSecondReviewer,
          screeningNameThreshold: next.screeningNameThreshold,
        },
      );
      if (Object.keys(summary.after).length > 0) {
        await audited(
          ctx,
          { action: 'COMPANY_SETTINGS_UPDATED', targetType: 'company', targetId: row.id, summary },
          (tx) => updateCompany(tx.db, row.id, values),
        );
      }
      return get(ctx);
    },

    /**
     * Stores the uploaded PNG/JPEG, re-encoded within LOGO_MAX_SIDE pixels a side, as the report
     * logo; the previous one is deleted.
     */
    async setLogo(
      ctx: ServiceContext,
      upload: (options: {
        maxBytes: number;
        allowedTypes: typeof IMAGE_TYPES;
      }) => Promise<StoredFile>,
    ): Promise<CompanySettings> {
      const row = await companyOf(ctx);
      const original = await upload({ maxBytes: IMAGE_MAX_BYTES, allowedTypes: IMAGE_TYPES });
      const stored = await replaceWithReencoded(storage, original, IMAGE_MAX_BYTES, (data) =>
        reencodeWithin(data, LOGO_MAX_SIDE),
      );
      try {
        await audited(
          ctx,
          {
            action: 'COMPANY_LOGO_UPDATED',
            targetType: 'company',
            targetId: row.id,
            summary: { after: { size: stored.size, sha256: stored.sha256, mime: stored.mime } },
          },
          (tx) => updateCompany(tx.db, row.id, { logo: stored.key }),
        );
      } catch (error) {
        await storage.delete(stored.key);
        throw error;
      }
      if (row.logo) await storage.delete(row.logo).catch(() => {});
      return get(ctx);
    },

    async removeLogo(ctx: ServiceContext): Promise<CompanySettings> {
      const row = await companyOf(ctx);
      if (row.logo) {
        await audited(
          ctx,
          { action: 'COMPANY_LOGO_REMOVED', targetType: 'company', targetId: row.id },
          (tx) => updateCompany(tx.db, row.id, { logo: null }),
        );
        await storage.delete(row.logo).catch(() => {});
      }
      return get(ctx);
    },

    /** The storage key of the caller's own company logo (404 when there is none). */
    async logoKey(ctx: ServiceContext): Promise<string> {
      const row = await companyOf(ctx);
      if (!row.logo || !isStorageKey(row.logo)) throw notFound('Logotipo não encontrado.');
      return row.logo;
    },
  };
}
