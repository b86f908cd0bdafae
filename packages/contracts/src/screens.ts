import type { ScreenName } from './roles.ts';

/** Route table: the path pattern of each logged-in screen and its Portuguese title. */
export interface ScreenRoute {
  name: ScreenName;
  path: string;
  title: string;
  /** Shown in the navigation drawer (screens that need an id in the path are reached from others). */
  inDrawer: boolean;
  /** Icon name of the Material Design Icons font (without the `mdi-` prefix). */
  icon?: string;
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { name: 'Home', path: '/', title: 'Início', inDrawer: true, icon: 'home-outline' },
  {
    name: 'Diligence',
    path: '/diligence',
    title: 'Diligências',
    inDrawer: true,
    icon: 'briefcase-search-outline',
  },
  {
    name: 'DiligenceKanban',
    path: '/diligence-kanban',
    title: 'Quadro de diligências',
    inDrawer: true,
    icon: 'view-column-outline',
  },
  { name: 'Entity', path: '/diligence/:id', title: 'Partes da diligência', inDrawer: false },
  {
    name: 'DiligenceSight',
    path: '/diligence/:id/sight',
    title: 'Visão geral da diligência',
    inDrawer: false,
  },
  {
    name: 'DiligenceReport',
    path: '/diligence/:id/report',
    title: 'Relatório da diligência',
    inDrawer: false,
  },
  {
    name: 'DiligenceCustomReport',
    path: '/diligence/:id/custom-report',
    title: 'Relatório personalizado',
    inDrawer: false,
  },
  {
    name: 'Documents',
    path: '/diligence/:diligenceId/entity/:entityId',
    title: 'Documentos da parte',
    inDrawer: false,
  },
  {
    name: 'EntityDocs',
    path: '/diligence/:diligenceId/entity/:entityId/docs',
    title: 'Arquivos da parte',
    inDrawer: false,
  },
  {
    name: 'RegistrationAnalysis',
    path: '/diligence/:diligenceId/registration/:registrationId',
    title: 'Análise cadastral',
    inDrawer: false,
  },
  {
    name: 'LawSuits',
    path: '/diligence/:diligenceId/law-suits/:entityId',
    title: 'Processos judiciais',
    inDrawer: false,
  },
  {
    name: 'DocumentAnalysis',
    path: '/diligence/:diligenceId/:documentId',
    title: 'Análise de documento',
    inDrawer: false,
  },
  { name: 'Tracks', path: '/tracks', title: 'Trilhas', inDrawer: true, icon: 'map-marker-path' },
  { name: 'NewTrack', path: '/new-track', title: 'Nova trilha', inDrawer: false },
  { name: 'EditTrack', path: '/tracks/:id', title: 'Editar trilha', inDrawer: false },
  {
    name: 'ReviewTrack',
    path: '/review-track',
    title: 'Revisão de trilhas',
    inDrawer: true,
    icon: 'clipboard-check-outline',
  },
  {
    name: 'Reports',
    path: '/reports',
    title: 'Indicadores',
    inDrawer: true,
    icon: 'chart-box-outline',
  },
  {
    name: 'FinancialStatement',
    path: '/financial-statement',
    title: 'Demonstrações financeiras',
    inDrawer: true,
    icon: 'finance',
  },
  {
    name: 'CompanyList',
    path: '/company-list',
    title: 'Lista própria',
    inDrawer: true,
    icon: 'playlist-remove',
  },
  {
    name: 'Settings',
    path: '/settings',
    title: 'Configurações',
    inDrawer: true,
    icon: 'cog-outline',
  },
  {
    name: 'Users',
    path: '/users',
    title: 'Usuários',
    inDrawer: true,
    icon: 'account-multiple-outline',
  },
  { name: 'Companies', path: '/companies', title: 'Empresas', inDrawer: true, icon: 'domain' },
  {
    name: 'DocumentTypes',
    path: '/document-types',
    title: 'Tipos de documento',
    inDrawer: true,
    icon: 'file-document-multiple-outline',
  },
  { name: 'Terms', path: '/terms', title: 'Termos de uso', inDrawer: true, icon: 'file-sign' },
  {
    name: 'RestrictiveLists',
    path: '/restrictive-lists',
    title: 'Listas restritivas',
    inDrawer: true,
    icon: 'shield-search',
  },
  { name: 'UserProfile', path: '/user-profile', title: 'Meu perfil', inDrawer: false },
];

/** Public routes (no session needed). */
export const PUBLIC_ROUTES = {
  login: '/login',
  forgotPassword: '/forgot-password',
  newPassword: '/new-password/:username',
  reset: '/reset/:username',
} as const;
