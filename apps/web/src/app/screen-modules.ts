import type { ComponentType } from 'react';
import type { ScreenName } from '@lince/contracts/roles';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** One lazy chunk per logged-in screen (and /reports); a screen not built yet shows its placeholder. */
export const SCREEN_MODULES: Record<ScreenName, ScreenModule> = {
  Home: () => import('../features/home/screens/home-screen.tsx'),
  UserProfile: () => import('../features/profile/screens/user-profile-screen.tsx'),
  Settings: () => import('../features/settings/screens/settings-screen.tsx'),
  Users: () => import('../features/users/screens/users-screen.tsx'),
  Companies: () => import('../features/companies/screens/companies-screen.tsx'),
  DocumentTypes: () => import('../features/document-types/screens/document-types-screen.tsx'),
  Terms: () => import('../features/terms/screens/terms-screen.tsx'),
  RestrictiveLists: () =>
    import('../features/restrictive-lists/screens/restrictive-lists-screen.tsx'),
  CompanyList: () => import('../features/restrictive-lists/screens/company-list-screen.tsx'),
  Diligence: () => import('../features/diligence/screens/diligence-screen.tsx'),
  DiligenceKanban: () => import('../features/diligence/screens/diligence-kanban-screen.tsx'),
  DiligenceSight: () => import('../features/diligence/screens/diligence-sight-screen.tsx'),
  DiligenceReport: () => import('../features/reports/screens/diligence-report-screen.tsx'),
  DiligenceCustomReport: () =>
    import('../features/reports/screens/diligence-custom-report-screen.tsx'),
  Reports: () => import('../features/reports/screens/reports-screen.tsx'),
  Entity: () => import('../features/entities/screens/entity-screen.tsx'),
  EntityDocs: () => import('../features/entities/screens/entity-docs-screen.tsx'),
  Documents: () => import('../features/documents/screens/documents-screen.tsx'),
  DocumentAnalysis: () => import('../features/documents/screens/document-analysis-screen.tsx'),
  RegistrationAnalysis: () =>
    import('../features/registrations/screens/registration-analysis-screen.tsx'),
  LawSuits: () => import('../features/lawsuits/screens/law-suits-screen.tsx'),
  Tracks: () => import('../features/tracks/screens/tracks-screen.tsx'),
  EditTrack: () => import('../features/tracks/screens/edit-track-screen.tsx'),
  ReviewTrack: () => import('../features/tracks/screens/review-track-screen.tsx'),
  NewTrack: () => import('../features/tracks/screens/new-track-screen.tsx'),
  FinancialStatement: () =>
    import('../features/financial-statements/screens/financial-statement-screen.tsx'),
};
