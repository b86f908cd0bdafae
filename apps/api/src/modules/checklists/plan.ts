import type { CheckKind, EntityKind, EntityRole, TrackAppliesTo } from '@lince/contracts';
import type { StoredTrackStep } from '@lince/db';

/** What one entity's checklist must hold under a track version: its documents and its checks. */

export interface PlannedStep {
  stepKey: string;
  stepTitle: string;
  stepOrder: number;
}
export interface PlannedDocument extends PlannedStep {
  entityId: string;
  documentTypeId: string;
}
export interface PlannedCheck extends PlannedStep {
  entityId: string;
  kind: CheckKind;
}

export interface PlannedEntity {
  id: string;
  kind: EntityKind;
  roleInDiligence: EntityRole;
}

const appliesTo = (target: TrackAppliesTo, kind: EntityKind) =>
  target === 'AMBOS' || target === kind;

/**
 * The documents and checks `entity` needs under `steps`: one document per required type of every
 * step that applies to its kind (PF/PJ) and role (a requirement without roles applies to every
 * role), one check per required kind. A type (or a check) several steps require is one item, in
 * the first of them.
 */
export function planEntity(
  steps: readonly StoredTrackStep[],
  entity: PlannedEntity,
): { documents: PlannedDocument[]; checks: PlannedCheck[] } {
  const documents = new Map<string, PlannedDocument>();
  const checks = new Map<CheckKind, PlannedCheck>();
  steps.forEach((step, i) => {
    const at = { stepKey: step.key, stepTitle: step.title, stepOrder: i + 1 };
    for (const r of step.requirements) {
      if (!appliesTo(r.appliesTo, entity.kind)) continue;
      if (r.roles?.length && !r.roles.includes(entity.roleInDiligence)) continue;
      if (!documents.has(r.documentTypeId))
        documents.set(r.documentTypeId, {
          ...at,
          entityId: entity.id,
          documentTypeId: r.documentTypeId,
        });
    }
    for (const c of step.checks)
      if (appliesTo(c.appliesTo, entity.kind) && !checks.has(c.kind))
        checks.set(c.kind, { ...at, entityId: entity.id, kind: c.kind });
  });
  return { documents: [...documents.values()], checks: [...checks.values()] };
}

/** The plan of several entities. */
export function planEntities(steps: readonly StoredTrackStep[], entities: PlannedEntity[]) {
  const documents: PlannedDocument[] = [];
  const checks: PlannedCheck[] = [];
  for (const entity of entities) {
    const plan = planEntity(steps, entity);
    documents.push(...plan.documents);
    checks.push(...plan.checks);
  }
  return { documents, checks };
}
