/**
 * Every Material Design Icons name the app renders (without the `mdi-` prefix). The build ships
 * CSS rules and font glyphs for these names only (see docs/decisions/005-icons.md): add a name here before
 * using it. Framework-free: `vite.config.ts` imports this file.
 */
export const ICON_NAMES = [
  // Navigation drawer (icons of SCREEN_ROUTES in @lince/contracts).
  'home-outline',
  'briefcase-search-outline',
  'view-column-outline',
  'map-marker-path',
  'clipboard-check-outline',
  'chart-box-outline',
  'finance',
  'cog-outline',
  'account-multiple-outline',
  'domain',
  'file-document-multiple-outline',
  'file-sign',
  // Layout and shared components.
  'menu',
  'eye-circle-outline',
  'account-circle-outline',
  'chevron-down',
  'logout',
  'hammer-wrench',
  'eye-outline',
  'eye-off-outline',
  'arrow-left',
  // Administration screens (issue 3: companies, users, document types, terms).
  'magnify',
  'plus',
  'pencil-outline',
  'cancel',
  'check-circle-outline',
  'email-fast-outline',
  'history',
  'file-document-outline',
  // Global search (app bar) and Home.
  'account-outline',
  'calendar-clock',
  'alert-circle-outline',
  'refresh',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: string | undefined): value is IconName {
  return !!value && (ICON_NAMES as readonly string[]).includes(value);
}
