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
  'shield-search',
  'playlist-remove',
  // Layout and shared components.
  'menu',
  'eye-circle-outline',
  'account-circle-outline',
  'chevron-down',
  'chevron-up',
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
  // Diligence list (issue 4): multiple-choice filters, filter panel, row actions.
  'checkbox-marked',
  'checkbox-blank-outline',
  'filter-variant',
  'filter-remove-outline',
  'chart-donut',
  // Diligence header and Entity screen (/diligence/:id: parts, risk).
  'shield-edit-outline',
  'account-plus-outline',
  'delete-outline',
  'card-account-details-outline',
  'gavel',
  'folder-outline',
  // Diligence kanban (/diligence-kanban): drag handle, card menu, past the SLA, list view.
  'drag-vertical',
  'dots-vertical',
  'clock-alert-outline',
  'format-list-bulleted',
  // Diligence overview (/diligence/:id/sight): ownership graph view toggle and zoom.
  'sitemap-outline',
  'magnify-plus-outline',
  'magnify-minus-outline',
  'fit-to-screen-outline',
  // Global search (app bar) and Home.
  'account-outline',
  'calendar-clock',
  'alert-circle-outline',
  'refresh',
  // Tracks (/tracks, /new-track, /tracks/:id, /review-track): stepper, reorder, diff, actions.
  'drag',
  'arrow-up',
  'arrow-down',
  'content-save-outline',
  'send-outline',
  'content-copy',
  'archive-outline',
  'source-branch-plus',
  'undo-variant',
  'check',
  'information-outline',
  'plus-circle-outline',
  'minus-circle-outline',
  'pencil-circle-outline',
  'swap-vertical',
  // Documents checklist and data room (issue 12).
  'calendar-remove',
  'calendar-alert',
  'upload',
  'download',
  'folder-zip-outline',
  'view-grid-outline',
  'view-list-outline',
  'file-pdf-box',
  'file-image-outline',
  'file-outline',
  'close',
  'pound',
  // Document analysis (/diligence/:id/:documentId): file viewer, reading, shortcuts.
  'chevron-left',
  'chevron-right',
  'arrow-expand-horizontal',
  'keyboard-outline',
  'text-recognition',
  // Diligence reports (/diligence/:id/report, /custom-report): export, verification, blocks.
  'file-word-outline',
  'shield-check-outline',
  'text-box-plus-outline',
  'alert-outline',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: string | undefined): value is IconName {
  return !!value && (ICON_NAMES as readonly string[]).includes(value);
}
