/**
 * A layered, left-to-right layout of a diligence's ownership forest (pure, no DOM): roots in the
 * first column, each level of `parentEntityId` one column further right. Tidy tree: leaves take
 * consecutive rows and each parent is centred on its children, so siblings stay together and no
 * two edges cross. Trees come first (in the order of their roots), then the entities with neither
 * parent nor children, grouped in a grid below them. Bad data never hangs: an unknown parent, a
 * self-reference or a cycle makes the entity a root.
 */
import { formatShare } from '../../../shared/diligence/share.ts';

export interface OwnershipEntity {
  _id: string;
  name: string;
  parentEntityId: string | null;
  relation: string | null;
  sharePercent: number | null;
}

export interface LayoutNode<T extends OwnershipEntity = OwnershipEntity> {
  id: string;
  entity: T;
  /** Top-left corner and size, in SVG user units. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0 for roots. */
  depth: number;
  /** The parent as laid out (null for roots, including entities whose parent was unusable). */
  parentId: string | null;
  childIds: string[];
}

export interface LayoutEdge {
  id: string;
  from: string;
  to: string;
  /** "Sócio · 50,00%", "Sócio", "50,00%" or "" when neither is known. */
  label: string;
  /** Orthogonal polyline: out of the parent's right side, down or up, into the child's left side. */
  points: { x: number; y: number }[];
  /** Where the label's text starts (left, baseline), above the segment that enters the child. */
  labelAt: { x: number; y: number };
}

export interface OwnershipLayout<T extends OwnershipEntity = OwnershipEntity> {
  nodes: LayoutNode<T>[];
  edges: LayoutEdge[];
  /** Roots of the trees with at least one relation, in drawing order. */
  treeRootIds: string[];
  /** Entities with neither parent nor children, in drawing order. */
  isolatedIds: string[];
  /** Where the caption of the isolated group goes (null when there is no such group). */
  isolatedCaption: { x: number; y: number } | null;
  width: number;
  height: number;
}

export const LAYOUT_METRICS = {
  nodeWidth: 232,
  nodeHeight: 72,
  /** Vertical space between rows of the same tree. */
  rowGap: 20,
  /** Horizontal space between columns (the edges and their labels live there). */
  columnGap: 200,
  /** Extra vertical space between two trees. */
  treeGap: 28,
  /** Height reserved for the caption above the isolated group. */
  captionHeight: 32,
  /** Space around the drawing. */
  margin: 16,
  /** Isolated entities per row (at least). */
  isolatedColumns: 3,
} as const;

/** "Sócio · 50,00%" from an entity's relation to its parent and its share. */
export function edgeLabel(relation: string | null, sharePercent: number | null): string {
  const parts = [
    relation?.trim() || null,
    sharePercent === null ? null : formatShare(sharePercent),
  ].filter((part): part is string => part !== null);
  return parts.join(' · ');
}

/**
 * Resolves each entity's usable parent: known, not itself, and not closing a cycle. Entities are
 * visited in input order; an entity whose ancestry loops back is cut from its parent (it becomes
 * the root of what was the cycle).
 */
function usableParents(entities: readonly OwnershipEntity[]): Map<string, string | null> {
  const byId = new Map(entities.map((e) => [e._id, e]));
  const parentOf = new Map<string, string | null>();
  for (const entity of entities) {
    const parent = entity.parentEntityId;
    parentOf.set(entity._id, parent && parent !== entity._id && byId.has(parent) ? parent : null);
  }
  // Walk up from every entity; a walk that meets a node again found a cycle: its member that comes
  // first in the input loses its parent.
  // Entities known to reach a root end later walks early, so the whole pass stays linear.
  const order = new Map(entities.map((e, index) => [e._id, index]));
  const reachesRoot = new Set<string>();
  for (const entity of entities) {
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let current: string | null = entity._id;
    while (current !== null && !reachesRoot.has(current)) {
      const at = onPath.get(current);
      if (at !== undefined) {
        const cycle = path.slice(at);
        const first = cycle.reduce((a, b) => (order.get(a)! <= order.get(b)! ? a : b));
        parentOf.set(first, null);
        break;
      }
      onPath.set(current, path.length);
      path.push(current);
      current = parentOf.get(current) ?? null;
    }
    for (const id of path) reachesRoot.add(id);
  }
  return parentOf;
}

/** Lays out the ownership forest of `entities` (duplicated ids: the first one wins). */
export function layoutOwnership<T extends OwnershipEntity>(
  input: readonly T[],
  metrics: typeof LAYOUT_METRICS = LAYOUT_METRICS,
): OwnershipLayout<T> {
  const seenIds = new Set<string>();
  const entities = input.filter((e) => !seenIds.has(e._id) && seenIds.add(e._id));
  const parentOf = usableParents(entities);
  const children = new Map<string, string[]>(entities.map((e) => [e._id, []]));
  for (const entity of entities) {
    const parent = parentOf.get(entity._id);
    if (parent) children.get(parent)!.push(entity._id);
  }
  const byId = new Map(entities.map((e) => [e._id, e]));
  const roots = entities.filter((e) => parentOf.get(e._id) === null).map((e) => e._id);
  const treeRootIds = roots.filter((id) => children.get(id)!.length > 0);
  const isolatedIds = roots.filter((id) => children.get(id)!.length === 0);

  const { nodeWidth, nodeHeight, rowGap, columnGap, treeGap, captionHeight, margin } = metrics;
  const rowStep = nodeHeight + rowGap;
  const columnStep = nodeWidth + columnGap;
  const nodes = new Map<string, LayoutNode<T>>();
  let nextRowY = margin;
  let maxDepth = 0;

  // Post-order with an explicit stack (deep chains must not overflow the call stack).
  const placeTree = (rootId: string) => {
    const stack: { id: string; depth: number; expanded: boolean }[] = [
      { id: rootId, depth: 0, expanded: false },
    ];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const kids = children.get(top.id)!;
      if (!top.expanded && kids.length > 0) {
        top.expanded = true;
        for (let i = kids.length - 1; i >= 0; i--)
          stack.push({ id: kids[i]!, depth: top.depth + 1, expanded: false });
        continue;
      }
      stack.pop();
      let y: number;
      if (kids.length === 0) {
        y = nextRowY;
        nextRowY += rowStep;
      } else {
        y = (nodes.get(kids[0]!)!.y + nodes.get(kids[kids.length - 1]!)!.y) / 2;
      }
      maxDepth = Math.max(maxDepth, top.depth);
      nodes.set(top.id, {
        id: top.id,
        entity: byId.get(top.id)!,
        x: margin + top.depth * columnStep,
        y,
        width: nodeWidth,
        height: nodeHeight,
        depth: top.depth,
        parentId: parentOf.get(top.id) ?? null,
        childIds: kids,
      });
    }
  };
  treeRootIds.forEach((rootId, index) => {
    if (index > 0) nextRowY += treeGap;
    placeTree(rootId);
  });

  let isolatedCaption: OwnershipLayout['isolatedCaption'] = null;
  const isolatedColumns = Math.max(metrics.isolatedColumns, treeRootIds.length ? maxDepth + 1 : 0);
  if (isolatedIds.length > 0) {
    if (treeRootIds.length > 0) {
      nextRowY += treeGap;
      isolatedCaption = { x: margin, y: nextRowY + captionHeight / 2 };
      nextRowY += captionHeight;
    }
    const top = nextRowY;
    isolatedIds.forEach((id, index) => {
      const column = index % isolatedColumns;
      const row = Math.floor(index / isolatedColumns);
      nodes.set(id, {
        id,
        entity: byId.get(id)!,
        x: margin + column * (nodeWidth + rowGap),
        y: top + row * rowStep,
        width: nodeWidth,
        height: nodeHeight,
        depth: 0,
        parentId: null,
        childIds: [],
      });
    });
    nextRowY = top + Math.ceil(isolatedIds.length / isolatedColumns) * rowStep;
  }

  const edges: LayoutEdge[] = [];
  for (const entity of entities) {
    const parentId = parentOf.get(entity._id);
    if (!parentId) continue;
    const parent = nodes.get(parentId)!;
    const child = nodes.get(entity._id)!;
    const startX = parent.x + parent.width;
    const startY = parent.y + parent.height / 2;
    const endY = child.y + child.height / 2;
    const elbowX = startX + columnGap / 4;
    edges.push({
      id: `${parentId}->${entity._id}`,
      from: parentId,
      to: entity._id,
      label: edgeLabel(entity.relation, entity.sharePercent),
      points: [
        { x: startX, y: startY },
        { x: elbowX, y: startY },
        { x: elbowX, y: endY },
        { x: child.x, y: endY },
      ],
      labelAt: { x: elbowX + 6, y: endY - 6 },
    });
  }

  const laidOut = entities.map((e) => nodes.get(e._id)!);
  const right = Math.max(0, ...laidOut.map((n) => n.x + n.width));
  return {
    nodes: laidOut,
    edges,
    treeRootIds,
    isolatedIds,
    isolatedCaption,
    width: laidOut.length ? right + margin : 0,
    height: laidOut.length ? nextRowY - rowGap + margin : 0,
  };
}
