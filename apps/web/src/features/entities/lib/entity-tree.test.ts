import { describe, expect, it } from 'vitest';
import { descendantsOf, parentCandidates, treeOrder } from './entity-tree.ts';

const node = (_id: string, parentEntityId: string | null = null, name = _id) => ({
  _id,
  parentEntityId,
  name,
});
// holding → alvo → (socio-a, socio-b → conjuge); outra stands alone.
const entities = [
  node('socio-b', 'alvo', 'Bruno'),
  node('alvo', 'holding', 'Alvo S.A.'),
  node('holding', null, 'Holding'),
  node('socio-a', 'alvo', 'Ana'),
  node('conjuge', 'socio-b', 'Carla'),
  node('outra', null, 'Zeta'),
];

describe('descendantsOf', () => {
  it('collects children, grandchildren and beyond, never the entity itself', () => {
    expect(descendantsOf(entities, 'holding')).toEqual(
      new Set(['alvo', 'socio-a', 'socio-b', 'conjuge']),
    );
    expect(descendantsOf(entities, 'socio-b')).toEqual(new Set(['conjuge']));
    expect(descendantsOf(entities, 'outra')).toEqual(new Set());
  });

  it('terminates on a cycle', () => {
    const cyclic = [node('a', 'b'), node('b', 'a')];
    expect(descendantsOf(cyclic, 'a')).toEqual(new Set(['b']));
  });
});

describe('parentCandidates', () => {
  it('offers every entity on creation, by name', () => {
    expect(parentCandidates(entities, null).map((e) => e._id)).toEqual([
      'alvo',
      'socio-a',
      'socio-b',
      'conjuge',
      'holding',
      'outra',
    ]);
  });

  it('excludes the entity itself and its descendants when editing', () => {
    expect(parentCandidates(entities, 'alvo').map((e) => e._id)).toEqual(['holding', 'outra']);
    expect(parentCandidates(entities, 'socio-b').map((e) => e._id)).toEqual([
      'alvo',
      'socio-a',
      'holding',
      'outra',
    ]);
  });
});

describe('treeOrder', () => {
  it('lists each entity under its parent, depth first, with its depth', () => {
    expect(treeOrder(entities).map(({ entity, depth }) => `${depth}:${entity._id}`)).toEqual([
      '0:holding',
      '1:alvo',
      '2:socio-a',
      '2:socio-b',
      '3:conjuge',
      '0:outra',
    ]);
  });

  it('treats an entity whose parent is gone as a root and still lists a cycle', () => {
    const order = treeOrder([node('orfa', 'sumiu'), node('a', 'b'), node('b', 'a')]);
    expect(order.map(({ entity }) => entity._id).sort()).toEqual(['a', 'b', 'orfa']);
    expect(order.find(({ entity }) => entity._id === 'orfa')?.depth).toBe(0);
  });
});
