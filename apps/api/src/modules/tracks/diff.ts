import type { TrackDiff } from '@lince/contracts';
import type { StoredTrackStep, TrackVersionRow } from '@lince/db';

/** What the diff needs of a version. */
export type DiffSide = Pick<
  TrackVersionRow,
  'id' | 'version' | 'name' | 'purpose' | 'description' | 'steps'
>;

type Requirement = StoredTrackStep['requirements'][number];
type Check = StoredTrackStep['checks'][number];

const requirementKey = (r: Requirement) =>
  `${r.documentTypeId}|${r.appliesTo}|${[...(r.roles ?? [])].sort().join(',')}`;
const checkKey = (c: Check) => `${c.kind}|${c.appliesTo}`;
const normalTitle = (title: string) => title.trim().toLocaleLowerCase('pt-BR');

function minus<T>(from: T[], other: T[], key: (v: T) => string): T[] {
  const keys = new Set(other.map(key));
  return from.filter((v) => !keys.has(key(v)));
}

/**
 * Positions (in `sequence`) of a longest increasing subsequence: the kept steps that did not
 * move relative to each other; the others moved.
 */
function stayingPositions(sequence: number[]): Set<number> {
  const length = sequence.map(() => 1);
  const previous = sequence.map(() => -1);
  for (let i = 0; i < sequence.length; i++)
    for (let j = 0; j < i; j++)
      if (sequence[j]! < sequence[i]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
  let at = length.indexOf(Math.max(0, ...length));
  const staying = new Set<number>();
  while (at >= 0) {
    staying.add(at);
    at = previous[at]!;
  }
  return staying;
}

/** Each `after` step's index in `before` (by key, then by title among the unmatched), or -1. */
function matchSteps(before: StoredTrackStep[], after: StoredTrackStep[]): number[] {
  const used = new Set<number>();
  const match = after.map((step) => {
    const at = before.findIndex((b) => b.key === step.key);
    if (at >= 0) used.add(at);
    return at;
  });
  return match.map((at, i) => {
    if (at >= 0) return at;
    const title = normalTitle(after[i]!.title);
    const found = before.findIndex((b, j) => !used.has(j) && normalTitle(b.title) === title);
    if (found >= 0) used.add(found);
    return found;
  });
}

/**
 * The version `after` against `before` (the published version it replaces; null for a first
 * version): fields changed, steps added, removed, moved (relative to the other kept steps) and
 * renamed, and per step the requirements and checks added or removed.
 */
export function diffVersions(
  before: DiffSide | null,
  after: DiffSide,
  typeName: (id: string) => string,
): TrackDiff {
  const baseSteps = before?.steps ?? [];
  const match = matchSteps(baseSteps, after.steps);
  const keptOrder = match.filter((at) => at >= 0);
  const staying = stayingPositions(keptOrder);
  const requirementView = (r: Requirement) => ({
    documentTypeId: r.documentTypeId,
    documentTypeName: typeName(r.documentTypeId),
    appliesTo: r.appliesTo,
    roles: r.roles?.length ? r.roles : null,
  });
  const ref = (s: StoredTrackStep, order: number) => ({ key: s.key, title: s.title, order });
  let keptIndex = -1;
  const steps: TrackDiff['steps'] = after.steps.map((step, i) => {
    const at = match[i]!;
    const old = at >= 0 ? baseSteps[at]! : null;
    if (old) keptIndex++;
    return {
      change: old ? 'KEPT' : 'ADDED',
      before: old ? ref(old, at + 1) : null,
      after: ref(step, i + 1),
      moved: !!old && !staying.has(keptIndex),
      renamed: !!old && old.title !== step.title,
      slaDays: { before: old?.slaDays ?? null, after: step.slaDays },
      requirementsAdded: minus(step.requirements, old?.requirements ?? [], requirementKey).map(
        requirementView,
      ),
      requirementsRemoved: minus(old?.requirements ?? [], step.requirements, requirementKey).map(
        requirementView,
      ),
      checksAdded: minus(step.checks, old?.checks ?? [], checkKey),
      checksRemoved: minus(old?.checks ?? [], step.checks, checkKey),
    };
  });
  const matched = new Set(match);
  baseSteps.forEach((old, j) => {
    if (matched.has(j)) return;
    steps.push({
      change: 'REMOVED',
      before: ref(old, j + 1),
      after: null,
      moved: false,
      renamed: false,
      slaDays: { before: old.slaDays, after: null },
      requirementsAdded: [],
      requirementsRemoved: old.requirements.map(requirementView),
      checksAdded: [],
      checksRemoved: old.checks,
    });
  });
  const fields: TrackDiff['fields'] = [];
  for (const field of ['name', 'purpose', 'description'] as const)
    if (before && before[field] !== after[field])
      fields.push({ field, before: before[field], after: after[field] });
  const changed =
    !before ||
    fields.length > 0 ||
    steps.some(
      (s) =>
        s.change !== 'KEPT' ||
        s.moved ||
        s.renamed ||
        s.slaDays.before !== s.slaDays.after ||
        s.requirementsAdded.length + s.requirementsRemoved.length > 0 ||
        s.checksAdded.length + s.checksRemoved.length > 0,
    );
  return {
    base: before ? { _id: before.id, version: before.version } : null,
    changed,
    fields,
    steps,
  };
}
