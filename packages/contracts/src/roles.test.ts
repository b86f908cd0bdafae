import { describe, expect, it } from 'vitest';
import { allows, canOpen, ROLE_SCREENS, ROLES, SCREEN_NAMES } from './roles.ts';
import { SCREEN_ROUTES } from './screens.ts';

describe('role matrix', () => {
  it('DEFAULT opens exactly the analyst screens', () => {
    expect([...ROLE_SCREENS.DEFAULT].sort()).toEqual(
      [
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
      ].sort(),
    );
  });
  it('ADMIN adds settings, tracks, reports and financial statements, not provider screens', () => {
    for (const s of [
      'Settings',
      'Tracks',
      'EditTrack',
      'ReviewTrack',
      'NewTrack',
      'Reports',
      'FinancialStatement',
      'CompanyList',
    ] as const)
      expect(canOpen('ADMIN', s)).toBe(true);
    for (const s of ['Users', 'Companies', 'DocumentTypes', 'Terms', 'RestrictiveLists'] as const)
      expect(canOpen('ADMIN', s)).toBe(false);
  });
  it('LINCE roles add the provider screens and not the ADMIN ones (decision 002)', () => {
    for (const role of ['LINCE_ADMIN', 'LINCE_DEFAULT'] as const) {
      for (const s of ['Users', 'Companies', 'DocumentTypes', 'Terms'] as const)
        expect(canOpen(role, s)).toBe(true);
      for (const s of [
        'Settings',
        'Tracks',
        'Reports',
        'FinancialStatement',
        'CompanyList',
      ] as const)
        expect(canOpen(role, s)).toBe(false);
      for (const s of ROLE_SCREENS.DEFAULT) expect(canOpen(role, s)).toBe(true);
    }
    // Decision 055: importing the restrictive lists is the provider's administrator's alone.
    expect(canOpen('LINCE_ADMIN', 'RestrictiveLists')).toBe(true);
    expect(canOpen('LINCE_DEFAULT', 'RestrictiveLists')).toBe(false);
    expect([...ROLE_SCREENS.LINCE_ADMIN].filter((s) => !ROLE_SCREENS.LINCE_DEFAULT.has(s))).toEqual(
      ['RestrictiveLists'],
    );
  });
  it('access is cumulative over DEFAULT for every role', () => {
    for (const role of ROLES)
      for (const s of ROLE_SCREENS.DEFAULT) expect(canOpen(role, s)).toBe(true);
  });
  it('no role, no screen; permissions for API routes', () => {
    expect(canOpen(undefined, 'Home')).toBe(false);
    expect(allows('public', undefined)).toBe(true);
    expect(allows('authenticated', undefined)).toBe(false);
    expect(allows('authenticated', 'DEFAULT')).toBe(true);
    expect(allows({ screen: 'Users' }, 'DEFAULT')).toBe(false);
    expect(allows({ screen: 'Users' }, 'LINCE_DEFAULT')).toBe(true);
  });
  it('every screen has exactly one route, every route a known screen', () => {
    const names = SCREEN_ROUTES.map((r) => r.name).sort();
    expect(names).toEqual([...SCREEN_NAMES].sort());
    expect(new Set(SCREEN_ROUTES.map((r) => r.path)).size).toBe(SCREEN_ROUTES.length);
  });
});
