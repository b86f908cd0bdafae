import type { Activity } from '@lince/contracts/activities';
import { diligencePath, entityInDiligencePath } from '../diligence/links.ts';

export interface ActivityTarget {
  label: string;
  /** The screen to open, when the target still has one. */
  href: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const record = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * What an activity acted on, as the home page names it: a diligence ("DD-2026-0001 — Título",
 * linking to its screen) or an entity (its name, linking to its row in the diligence). The names
 * come from the activity's summary (top level, else `after`, else `before`); other targets
 * (users, companies, terms) are not shown on the home page.
 */
export function activityTarget(activity: Activity): ActivityTarget | null {
  const summary = record(activity.summary);
  const after = record(summary.after);
  const before = record(summary.before);
  const pick = (key: string) => text(summary[key]) ?? text(after[key]) ?? text(before[key]);
  const id = activity.targetId;
  if (activity.targetType === 'diligence') {
    const label = [pick('code'), pick('title')].filter(Boolean).join(' — ');
    return { label: label || 'Diligência', href: id ? diligencePath(id) : null };
  }
  if (activity.targetType === 'entity') {
    const diligenceId = text(summary.diligenceId);
    const gone = activity.action === 'ENTITY_DELETED';
    return {
      label: pick('name') ?? 'Parte',
      href: !diligenceId
        ? null
        : id && !gone
          ? entityInDiligencePath(diligenceId, id)
          : diligencePath(diligenceId),
    };
  }
  return null;
}
