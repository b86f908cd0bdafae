import { describe, expect, it } from 'vitest';
import {
  edgeLabel,
  layoutOwnership,
  type LayoutNode,
  type OwnershipEntity,
  type OwnershipLayout,
} from './ownership-layout.ts';

const entity = (
  _id: string,
  parentEntityId: string | null = null,
  relation: string | null = null,
  sharePercent: number | null = null,
): OwnershipEntity => ({ _id, name: `Parte ${_id}`, parentEntityId, relation, sharePercent });

const node = (layout: OwnershipLayout, id: string): LayoutNode =>
  layout.nodes.find((n) => n.id === id)!;
const centreY = (n: LayoutNode) => n.y + n.height / 2;

function expectNoOverlap(layout: OwnershipLayout) {
  const { nodes } = layout;
  for (let i = 0; i < nodes.length; i++)
    for (let j = i + 1; j < nodes.length; j++) {
      const a = nodes[i]!;
      const b = nodes[j]!;
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
    }
}

function expectInside(layout: OwnershipLayout) {
  for (const n of layout.nodes) {
    expect(n.x).toBeGreaterThanOrEqual(0);
    expect(n.y).toBeGreaterThanOrEqual(0);
    expect(n.x + n.width).toBeLessThanOrEqual(layout.width);
    expect(n.y + n.height).toBeLessThanOrEqual(layout.height);
  }
}

/** Every edge leaves its parent's right side and enters its child's left side. */
function expectEdgesFromParentToChild(layout: OwnershipLayout) {
  for (const edge of layout.edges) {
    const parent = node(layout, edge.from);
    const child = node(layout, edge.to);
    expect(child.parentId).toBe(parent.id);
    const start = edge.points[0]!;
    const end = edge.points[edge.points.length - 1]!;
    expect(start).toEqual({ x: parent.x + parent.width, y: centreY(parent) });
    expect(end).toEqual({ x: child.x, y: centreY(child) });
  }
}

describe('edgeLabel', () => {
  it('joins the relation and the share in Brazilian format', () => {
    expect(edgeLabel('Sócio', 50)).toBe('Sócio · 50,00%');
    expect(edgeLabel('Administrador', null)).toBe('Administrador');
    expect(edgeLabel(null, 12.5)).toBe('12,50%');
    expect(edgeLabel('  ', null)).toBe('');
  });
});

describe('layoutOwnership', () => {
  it('lays out a simple tree: root in the first column, children one column right, parent centred', () => {
    const layout = layoutOwnership([
      entity('alvo'),
      entity('a', 'alvo', 'Sócio', 50),
      entity('b', 'alvo', 'Sócio', 30),
      entity('c', 'alvo', 'Sócio', 20),
    ]);
    const root = node(layout, 'alvo');
    const [a, b, c] = ['a', 'b', 'c'].map((id) => node(layout, id));
    expect(root.depth).toBe(0);
    expect([a!.depth, b!.depth, c!.depth]).toEqual([1, 1, 1]);
    expect(a!.x).toBeGreaterThan(root.x + root.width);
    expect(a!.x).toBe(b!.x);
    // Siblings in input order, top to bottom; the parent centred on them.
    expect(a!.y).toBeLessThan(b!.y);
    expect(b!.y).toBeLessThan(c!.y);
    expect(centreY(root)).toBe((centreY(a!) + centreY(c!)) / 2);
    expect(layout.treeRootIds).toEqual(['alvo']);
    expect(layout.isolatedIds).toEqual([]);
    expect(layout.edges.map((e) => [e.from, e.to, e.label])).toEqual([
      ['alvo', 'a', 'Sócio · 50,00%'],
      ['alvo', 'b', 'Sócio · 30,00%'],
      ['alvo', 'c', 'Sócio · 20,00%'],
    ]);
    expect(root.childIds).toEqual(['a', 'b', 'c']);
    expectNoOverlap(layout);
    expectInside(layout);
    expectEdgesFromParentToChild(layout);
  });

  it('lays out a forest: trees one after the other, entities without any relation grouped below', () => {
    const layout = layoutOwnership([
      entity('solo1'),
      entity('t1'),
      entity('t1a', 't1'),
      entity('t1a1', 't1a'),
      entity('solo2'),
      entity('t2'),
      entity('t2a', 't2'),
      entity('t2b', 't2'),
    ]);
    expect(layout.treeRootIds).toEqual(['t1', 't2']);
    expect(layout.isolatedIds).toEqual(['solo1', 'solo2']);
    const bottomOfTrees = Math.max(
      ...['t1', 't1a', 't1a1', 't2', 't2a', 't2b'].map((id) => {
        const n = node(layout, id);
        return n.y + n.height;
      }),
    );
    // The second tree starts below the whole first one; the isolated ones below every tree.
    expect(node(layout, 't2a').y).toBeGreaterThan(
      node(layout, 't1a1').y + node(layout, 't1a1').height,
    );
    expect(layout.isolatedCaption!.y).toBeGreaterThan(bottomOfTrees);
    expect(node(layout, 'solo1').y).toBeGreaterThan(layout.isolatedCaption!.y);
    expect(node(layout, 'solo1').y).toBe(node(layout, 'solo2').y);
    expect(node(layout, 't1a1').depth).toBe(2);
    expect(layout.edges).toHaveLength(4);
    expectNoOverlap(layout);
    expectInside(layout);
    expectEdgesFromParentToChild(layout);
  });

  it('keeps 50 entities apart, with every edge from parent to child', () => {
    // A target, 6 holding companies with 3–4 partners each, some partners with their own
    // partners, and a few entities with no relation at all.
    const entities: OwnershipEntity[] = [entity('alvo')];
    let n = 0;
    for (let h = 0; h < 6; h++) {
      const holding = `h${h}`;
      entities.push(entity(holding, 'alvo', 'Sócio', 100 / 6));
      for (let p = 0; p < 3 + (h % 2); p++) {
        const partner = `p${h}-${p}`;
        entities.push(entity(partner, holding, 'Sócio', 25));
        if (p === 0 && h < 4)
          for (let q = 0; q < 2; q++) entities.push(entity(`q${h}-${q}`, partner, 'Sócio', 50));
      }
    }
    while (entities.length < 50) entities.push(entity(`solo${n++}`));
    expect(entities).toHaveLength(50);
    const layout = layoutOwnership(entities);
    expect(layout.nodes).toHaveLength(50);
    expect(layout.edges).toHaveLength(entities.filter((e) => e.parentEntityId).length);
    expect(Math.max(...layout.nodes.map((x) => x.depth))).toBe(3);
    expectNoOverlap(layout);
    expectInside(layout);
    expectEdgesFromParentToChild(layout);
  });

  it('keeps a star of 49 partners apart (one per row) and a chain of 50 levels apart', () => {
    const star = layoutOwnership([
      entity('alvo'),
      ...Array.from({ length: 49 }, (_, i) => entity(`s${i}`, 'alvo', 'Sócio', 1)),
    ]);
    expectNoOverlap(star);
    expectEdgesFromParentToChild(star);
    const chain = layoutOwnership(
      Array.from({ length: 50 }, (_, i) => entity(`c${i}`, i === 0 ? null : `c${i - 1}`)),
    );
    expect(node(chain, 'c49').depth).toBe(49);
    expectNoOverlap(chain);
    expectInside(chain);
    expectEdgesFromParentToChild(chain);
  });

  it('survives cycles, self-references and unknown parents: each is drawn once, as a root where needed', () => {
    const layout = layoutOwnership([
      entity('d', 'a'),
      entity('a', 'b'),
      entity('b', 'c'),
      entity('c', 'a'),
      entity('self', 'self'),
      entity('orphan', 'missing'),
      entity('a', null), // duplicated id: ignored
    ]);
    expect(layout.nodes.map((n) => n.id)).toEqual(['d', 'a', 'b', 'c', 'self', 'orphan']);
    // The cycle (a under b, b under c, c under a) is cut at its first member in the input (a); d still hangs from a.
    expect(node(layout, 'a').parentId).toBeNull();
    expect(node(layout, 'c').parentId).toBe('a');
    expect(node(layout, 'b').parentId).toBe('c');
    expect(node(layout, 'd').parentId).toBe('a');
    expect(layout.treeRootIds).toEqual(['a']);
    expect(layout.isolatedIds).toEqual(['self', 'orphan']);
    expectNoOverlap(layout);
    expectEdgesFromParentToChild(layout);
  });

  it('finishes on a long cycle', () => {
    const ring = Array.from({ length: 500 }, (_, i) => entity(`r${i}`, `r${(i + 1) % 500}`));
    const layout = layoutOwnership(ring);
    expect(layout.nodes).toHaveLength(500);
    expect(layout.treeRootIds).toEqual(['r0']);
    expect(layout.edges).toHaveLength(499);
  });

  it('is empty for no entities', () => {
    const layout = layoutOwnership([]);
    expect(layout).toMatchObject({
      nodes: [],
      edges: [],
      width: 0,
      height: 0,
      isolatedCaption: null,
    });
  });
});
