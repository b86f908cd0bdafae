import { describe, expect, it } from 'vitest';
import { rowKeyboardMoves } from './layout-dnd.ts';

// Five rows 40 px tall, one under the other; the dragged row is 40 px tall too.
const ROW = 40;
const rectAt = (top: number) => ({
  top,
  left: 0,
  width: 300,
  height: ROW,
  bottom: top + ROW,
  right: 300,
});
const rows = new Map([0, 1, 2, 3, 4].map((i) => [`row-${i}`, rectAt(i * ROW)]));
const context = (active: object, top: number) =>
  ({
    active,
    collisionRect: rectAt(top),
    droppableRects: rows,
    droppableContainers: {
      getEnabled: () => [...rows.keys()].map((id) => ({ id, node: { current: null } })),
    },
  }) as never;
const press = (
  getter: ReturnType<typeof rowKeyboardMoves>,
  code: string,
  active: object,
  top: number,
) =>
  getter(new KeyboardEvent('keydown', { code }), {
    active: 'row-4',
    context: context(active, top),
    currentCoordinates: { x: 0, y: top },
  });

describe('rowKeyboardMoves', () => {
  it('four quick arrows up move four rows, whatever the rect still reads', () => {
    const getter = rowKeyboardMoves();
    const drag = {};
    // Never measured again between the presses (a slow render), or measured once in between.
    expect(press(getter, 'ArrowUp', drag, 160)).toEqual({ x: 0, y: 120 });
    expect(press(getter, 'ArrowUp', drag, 160)).toEqual({ x: 0, y: 80 });
    expect(press(getter, 'ArrowUp', drag, 120)).toEqual({ x: 0, y: 40 });
    expect(press(getter, 'ArrowUp', drag, 130)).toEqual({ x: 0, y: 0 });
    // At the top: nothing further.
    expect(press(getter, 'ArrowUp', drag, 0)).toBeUndefined();
    expect(press(getter, 'ArrowDown', drag, 0)).toEqual({ x: 0, y: 40 });
  });

  it('a new drag starts from the row its rect is over; other keys do nothing', () => {
    const getter = rowKeyboardMoves();
    expect(press(getter, 'ArrowUp', {}, 160)).toEqual({ x: 0, y: 120 });
    expect(press(getter, 'ArrowDown', {}, 80)).toEqual({ x: 0, y: 120 });
    expect(press(getter, 'KeyA', {}, 80)).toBeUndefined();
  });
});
