/** The report's cover: the company's branding from /settings and the diligence's header. */
import { todayInBrazil } from '@lince/contracts/calendar';
import {
  IMAGE_MAX_BYTES,
  REPORT_DEFAULT_ACCENT_COLOR,
  REPORT_TITLES,
  formatDay,
  type ReportCover,
  type ReportKind,
} from '@lince/contracts';
import type { CompanyRow } from '@lince/db';
import { isStorageKey, mimeOfKey, type FileStorage } from '../../../lib/storage/storage.ts';
import type { DiligenceRecord } from '../../../domain/diligence/record.ts';

const LOGO_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * The company's logo (stored re-encoded as PNG or JPEG by /settings) as a data URL, so no renderer
 * ever fetches anything; undefined when none is set, the storage is not given, or the file cannot
 * be read (a report never fails for its logo).
 */
export async function logoDataUrl(
  company: Pick<CompanyRow, 'logo'>,
  storage: FileStorage | undefined,
): Promise<string | undefined> {
  const key = company.logo;
  if (!storage || !key || !isStorageKey(key)) return undefined;
  const mime = mimeOfKey(key);
  if (!mime || !LOGO_TYPES.has(mime)) return undefined;
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await storage.get(key)) {
      size += (chunk as Buffer).length;
      if (size > IMAGE_MAX_BYTES) return undefined;
      chunks.push(chunk as Buffer);
    }
    return `data:${mime};base64,${Buffer.concat(chunks).toString('base64')}`;
  } catch {
    return undefined;
  }
}

export async function coverOf(
  company: CompanyRow,
  { diligence }: DiligenceRecord,
  kind: ReportKind,
  now: Date,
  storage: FileStorage | undefined,
): Promise<ReportCover> {
  const branding = company.settings.reportBranding ?? {};
  const logo = await logoDataUrl(company, storage);
  return {
    companyName: company.name,
    ...(logo ? { logoDataUrl: logo } : {}),
    accentColor: branding.primaryColor ?? REPORT_DEFAULT_ACCENT_COLOR,
    footerText: branding.footerText ?? '',
    reportTitle: REPORT_TITLES[kind],
    diligenceCode: diligence.code,
    diligenceTitle: diligence.title,
    date: formatDay(todayInBrazil(now)),
  };
}
