/**
 * Roles and the screens each may open, as one declarative table used by the web route
 * guards, the navigation drawer and the API's permission checks.
 * Decision 002: the LINCE roles open the DEFAULT set plus the provider screens, not the ADMIN ones.
 */
export const ROLES = ['LINCE_ADMIN', 'LINCE_DEFAULT', 'ADMIN', 'DEFAULT'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  LINCE_ADMIN: 'Administrador Lince',
  LINCE_DEFAULT: 'Equipe Lince',
  ADMIN: 'Administrador',
  DEFAULT: 'Analista',
};

export const SCREEN_NAMES = [
  'Home',
  'UserProfile',
  'Settings',
  'Users',
  'Companies',
  'DocumentTypes',
  'Diligence',
  'DiligenceKanban',
  'Entity',
  'DiligenceSight',
  'DiligenceReport',
  'DiligenceCustomReport',
  'Documents',
  'DocumentAnalysis',
  'RegistrationAnalysis',
  'EntityDocs',
  'Tracks',
  'EditTrack',
  'ReviewTrack',
  'NewTrack',
  'LawSuits',
  'Reports',
  'FinancialStatement',
  'Terms',
  'RestrictiveLists',
  'CompanyList',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

const DEFAULT_SCREENS: readonly ScreenName[] = [
  'Home',
  'UserProfile',
  'Diligence',
  'DiligenceKanban',
  'Entity',
  'Documents',
  'DocumentAnalysis',
  'DiligenceSight',
  'DiligenceReport',
  'DiligenceCustomReport',
  'EntityDocs',
  'RegistrationAnalysis',
  'LawSuits',
];
const ADMIN_EXTRA: readonly ScreenName[] = [
  'Settings',
  'Tracks',
  'EditTrack',
  'ReviewTrack',
  'NewTrack',
  'Reports',
  'FinancialStatement',
  'CompanyList',
];
const PROVIDER_EXTRA: readonly ScreenName[] = ['Users', 'Companies', 'DocumentTypes', 'Terms'];
/** The restrictive lists' imports: the provider's administrator only (decision 055 amends 002). */
const PROVIDER_ADMIN_EXTRA: readonly ScreenName[] = ['RestrictiveLists'];

export const ROLE_SCREENS: Record<Role, ReadonlySet<ScreenName>> = {
  DEFAULT: new Set(DEFAULT_SCREENS),
  ADMIN: new Set([...DEFAULT_SCREENS, ...ADMIN_EXTRA]),
  LINCE_DEFAULT: new Set([...DEFAULT_SCREENS, ...PROVIDER_EXTRA]),
  LINCE_ADMIN: new Set([...DEFAULT_SCREENS, ...PROVIDER_EXTRA, ...PROVIDER_ADMIN_EXTRA]),
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function canOpen(role: Role | undefined | null, screen: ScreenName): boolean {
  return !!role && ROLE_SCREENS[role].has(screen);
}

export function isProviderRole(role: Role): boolean {
  return role === 'LINCE_ADMIN' || role === 'LINCE_DEFAULT';
}

/**
 * What an API route requires: `public` (no session), `authenticated` (any signed-in user) or the
 * screen whose data it serves (the roles that may open that screen may call it).
 */
export type Permission = 'public' | 'authenticated' | { screen: ScreenName };

export function allows(permission: Permission, role: Role | undefined | null): boolean {
  if (permission === 'public') return true;
  if (!role) return false;
  if (permission === 'authenticated') return true;
  return canOpen(role, permission.screen);
}
