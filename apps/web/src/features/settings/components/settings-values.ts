import type { AddressInput } from '@lince/contracts/address';
import {
  SLA_STATUSES,
  type CompanySettings,
  type SlaStatus,
  type UpdateCompanySettingsRequest,
} from '@lince/contracts/settings';
import { isEmptyAddress, toAddressInput } from '../../../components/address-fields.tsx';

/** The settings form's values (as typed) and their conversion from the answer and to the request. */
export interface SettingsValues {
  name: string;
  address: AddressInput;
  accentColor: string;
  footerText: string;
  sla: Record<SlaStatus, string>;
  defaultTrackId: string;
  requireSecondReviewer: boolean;
  /** Percent (50–100), as typed. */
  screeningThreshold: string;
}

export const COLOR = /^#[0-9A-Fa-f]{6}$/;

export function toValues(settings: CompanySettings): SettingsValues {
  return {
    name: settings.company.name,
    address: toAddressInput(settings.company.address),
    accentColor: settings.reportBranding.accentColor ?? '',
    footerText: settings.reportBranding.footerText,
    sla: Object.fromEntries(
      SLA_STATUSES.map((status) => [status, settings.slaDays[status]?.toString() ?? '']),
    ) as Record<SlaStatus, string>,
    defaultTrackId: settings.defaultTrackId ?? '',
    requireSecondReviewer: settings.requireSecondReviewer,
    screeningThreshold: String(Math.round(settings.screeningNameThreshold * 100)),
  };
}

export function toRequest(values: SettingsValues): UpdateCompanySettingsRequest {
  return {
    name: values.name.trim(),
    address: isEmptyAddress(values.address) ? null : values.address,
    reportBranding: {
      accentColor: values.accentColor ? values.accentColor.toUpperCase() : null,
      footerText: values.footerText.trim(),
    },
    slaDays: Object.fromEntries(
      SLA_STATUSES.map((status) => [
        status,
        values.sla[status].trim() === '' ? null : Number(values.sla[status]),
      ]),
    ) as Record<SlaStatus, number | null>,
    defaultTrackId: values.defaultTrackId || null,
    requireSecondReviewer: values.requireSecondReviewer,
    screeningNameThreshold: Number(values.screeningThreshold) / 100,
  };
}
