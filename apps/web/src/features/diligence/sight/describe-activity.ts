import type { Activity } from '@lince/contracts/activities';
import {
  DILIGENCE_PURPOSE_LABELS,
  PRIORITY_LABELS,
  RISK_LABELS,
  type DiligencePurpose,
  type Priority,
  type RiskRating,
} from '@lince/contracts/diligences';
import { ENTITY_ROLE_LABELS, type EntityRole } from '@lince/contracts/entities';
import { FINDING_SEVERITY_LABELS, type FindingSeverity } from '@lince/contracts/workspace';
import { formatDay } from '../../../lib/format.ts';
import { edgeLabel } from './ownership-layout.ts';

type Fields = Record<string, unknown>;

const FIELD_LABELS: Record<string, string> = {
  title: 'título',
  purpose: 'finalidade',
  description: 'descrição',
  ownerId: 'responsável',
  memberIds: 'equipe',
  dueDate: 'prazo',
  priority: 'prioridade',
  conclusion: 'conclusão',
  kind: 'tipo',
  name: 'nome',
  document: 'documento',
  roleInDiligence: 'papel',
  parentEntityId: 'parte controladora',
  relation: 'relação',
  sharePercent: 'participação',
  address: 'endereço',
  birthOrFoundationDate: 'data de nascimento ou fundação',
  contact: 'contato',
  severity: 'gravidade',
  recommendation: 'recomendação',
  resolved: 'situação',
};

const fieldsOf = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** How a changed field's new value reads in one line; fields absent here show only their name. */
const SHOWN_VALUES: Record<string, (value: unknown) => string | null> = {
  title: text,
  name: text,
  relation: (value) => text(value) ?? 'sem relação',
  dueDate: (value) => (text(value) ? formatDay(String(value)) : 'sem prazo'),
  priority: (value) => PRIORITY_LABELS[value as Priority] ?? null,
  purpose: (value) => DILIGENCE_PURPOSE_LABELS[value as DiligencePurpose] ?? null,
  roleInDiligence: (value) => ENTITY_ROLE_LABELS[value as EntityRole] ?? null,
  sharePercent: (value) => edgeLabel(null, number(value)) || 'sem participação',
  severity: (value) => FINDING_SEVERITY_LABELS[value as FindingSeverity] ?? null,
  resolved: (value) => (value === true ? 'resolvido' : value === false ? 'em aberto' : null),
};

function changedField(key: string, after: Fields): string {
  const label = FIELD_LABELS[key] ?? key;
  const shown = SHOWN_VALUES[key]?.(after[key]);
  return shown ? `${label}: ${shown}` : label;
}

function changes(summary: Fields): string {
  const after = fieldsOf(summary.after);
  const keys = Object.keys(after);
  if (keys.length === 0) return '';
  const list = keys.map((key) => changedField(key, after)).join('; ');
  return `Alterou ${list}`;
}

function entityLine(fields: Fields): string {
  const name = text(fields.name);
  if (!name) return '';
  const role = ENTITY_ROLE_LABELS[fields.roleInDiligence as EntityRole];
  // "Sócio · Sócio · 50,00%" reads badly: the relation is left out when it repeats the role.
  const relationText = text(fields.relation);
  const relation = edgeLabel(
    relationText?.toLowerCase() === role?.toLowerCase() ? null : relationText,
    number(fields.sharePercent),
  );
  return [name, role, relation].filter(Boolean).join(' · ');
}

function riskLine(summary: Fields): string {
  const after = fieldsOf(summary.after);
  const rating = RISK_LABELS[after.rating as RiskRating];
  if (!rating) return '';
  const justification = text(after.justification);
  return justification ? `Risco: ${rating} (${justification})` : `Risco: ${rating}`;
}

/** A finding: its title, and its severity when it was recorded. */
function findingLine(summary: Fields, withSeverity: boolean): string {
  const shown = { ...fieldsOf(summary.before), ...fieldsOf(summary.after) };
  const title = text(summary.title) ?? text(shown.title);
  const severity = FINDING_SEVERITY_LABELS[shown.severity as FindingSeverity];
  return [title, withSeverity && severity ? `Gravidade: ${severity}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** A short description of what an activity of the diligence's timeline changed ('' if nothing useful). */
export function describeActivity(activity: Pick<Activity, 'action' | 'summary'>): string {
  const { summary } = activity;
  switch (activity.action) {
    case 'DILIGENCE_CREATED': {
      const after = fieldsOf(summary.after);
      return [text(after.code), text(after.title)].filter(Boolean).join(' · ');
    }
    case 'DILIGENCE_UPDATED':
    case 'ENTITY_UPDATED':
      return changes(summary);
    case 'DILIGENCE_STATUS_CHANGED':
    case 'DILIGENCE_CANCELED': {
      const reason = text(summary.reason);
      const cause = text(summary.cause);
      const label = text(summary.label) ?? '';
      if (reason) return `${label} — motivo: ${reason}`;
      return cause ? `${label} (${cause})` : label;
    }
    case 'DILIGENCE_RISK_SET':
    case 'ENTITY_RISK_SET':
      return riskLine(summary);
    case 'ENTITY_CREATED':
      return entityLine(fieldsOf(summary.after));
    case 'ENTITY_DELETED':
      return entityLine(fieldsOf(summary.before));
    case 'FINDING_CREATED':
      return findingLine(summary, true);
    case 'FINDING_UPDATED':
      return [text(summary.title), changes(summary)].filter(Boolean).join(' — ');
    case 'FINDING_RESOLVED':
    case 'FINDING_REOPENED':
    case 'FINDING_REMOVED':
      return findingLine(summary, false);
    default:
      return '';
  }
}
