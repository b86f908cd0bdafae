/** What the tree helpers read of an entity. */
export interface TreeNode {
  _id: string;
  parentEntityId: string | null;
  name: string;
}

/** The ids of every entity controlled by `id`, directly or through others (not `id` itself). */
export function descendantsOf(entities: readonly TreeNode[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const e of entities)
    if (e.parentEntityId)
      children.set(e.parentEntityId, [...(children.get(e.parentEntityId) ?? []), e._id]);
  const found = new Set<string>();
  const pending = [...(children.get(id) ?? [])];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (found.has(next) || next === id) continue;
    found.add(next);
    pending.push(...(children.get(next) ?? []));
  }
  return found;
}

/**
 * The entities that may control `selfId` (all of the diligence on creation): neither itself nor
 * one of its descendants, which would make a cycle. Sorted by name.
 */
export function parentCandidates<T extends TreeNode>(
  entities: readonly T[],
  selfId: string | null,
): T[] {
  const excluded = selfId ? descendantsOf(entities, selfId).add(selfId) : new Set<string>();
  return entities
    .filter((e) => !excluded.has(e._id))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * The entities in tree order: each one followed by those it controls (depth-first, names in
 * alphabetical order), with its depth. Entities whose parent is missing start a tree of their own.
 */
export function treeOrder<T extends TreeNode>(
  entities: readonly T[],
): { entity: T; depth: number }[] {
  const ids = new Set(entities.map((e) => e._id));
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'pt-BR');
  const childrenOf = (id: string | null) =>
    entities
      .filter((e) =>
        id === null ? !e.parentEntityId || !ids.has(e.parentEntityId) : e.parentEntityId === id,
      )
      .sort(byName);
  const out: { entity: T; depth: number }[] = [];
  const seen = new Set<string>();
  const visit = (entity: T, depth: number) => {
    if (seen.has(entity._id)) return;
    seen.add(entity._id);
    out.push({ entity, depth });
    for (const child of childrenOf(entity._id)) visit(child, depth + 1);
  };
  for (const root of childrenOf(null)) visit(root, 0);
  // A cycle (never stored by the API) would leave entities unvisited: list them anyway.
  for (const entity of [...entities].sort(byName)) visit(entity, 0);
  return out;
}
