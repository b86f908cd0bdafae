import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { keyboardMovesInTurn } from './dnd-keyboard.ts';

// Rows 40 px tall, one under the other; ↓ puts the dragged row's top on the next row's top.
const ROW = 40;
const nextRow: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const rect = context.collisionRect;
  if (event.code !== 'ArrowDown' || !rect) return undefined;
  return { x: currentCoordinates.x, y: rect.top + ROW };
};
const rectAt = (top: number) => ({
  top,
  left: 0,
  width: 300,
  height: ROW,
  bottom: top + ROW,
  right: 300,
});
const press = (getter: KeyboardCoordinateGetter, active: object, top: number) =>
  getter(new KeyboardEvent('keydown', { code: 'ArrowDown' }), {
    active: 'row',
    context: { active, collisionRect: rectAt(top) } as never,
    currentCoordinates: { x: 0, y: top },
  });

describe('keyboard moves in turn (dnd-kit keyboard sensor)', () => {
  it('two arrows before a render move two rows, not one', () => {
    const getter = keyboardMovesInTurn(nextRow);
    const drag = {};
    expect(press(getter, drag, 0)).toEqual({ x: 0, y: 40 });
    // The rect still reads 0 (not measured again yet): the second press starts from row 2.
    expect(press(getter, drag, 0)).toEqual({ x: 0, y: 80 });
    expect(press(getter, drag, 0)).toEqual({ x: 0, y: 120 });
  });

  it('starts from the measured rect once it has moved, and from scratch in a new drag', () => {
    const getter = keyboardMovesInTurn(nextRow);
    const drag = {};
    expect(press(getter, drag, 0)).toEqual({ x: 0, y: 40 });
    expect(press(getter, drag, 40)).toEqual({ x: 0, y: 80 }); // rendered: the rect tells
    // Dropped or cancelled; the same row picked up again where the last press saw it.
    expect(press(getter, {}, 40)).toEqual({ x: 0, y: 80 });
  });

  it('passes other keys through and remembers nothing for them', () => {
    const getter = keyboardMovesInTurn(nextRow);
    const drag = {};
    const other = getter(new KeyboardEvent('keydown', { code: 'KeyA' }), {
      active: 'row',
      context: { active: drag, collisionRect: rectAt(0) } as never,
      currentCoordinates: { x: 0, y: 0 },
    });
    expect(other).toBeUndefined();
    expect(press(getter, drag, 0)).toEqual({ x: 0, y: 40 });
  });
});
