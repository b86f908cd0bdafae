import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * `getter` made safe for arrows pressed faster than React renders. dnd-kit measures the dragged
 * item's rect (`collisionRect`) in the render after each move: a second arrow before that render
 * would start from the stale rect and land where the first did (two presses, one move). This
 * remembers where the last key put the item, for the same drag (`context.active` is a new object
 * per drag), and starts from there while the rect still reads as it did then.
 */
export function keyboardMovesInTurn(getter: KeyboardCoordinateGetter): KeyboardCoordinateGetter {
  let last: {
    active: unknown;
    seen: { top: number; left: number };
    moved: { x: number; y: number };
  } | null = null;
  return (event, args) => {
    const { context } = args;
    const rect = context.collisionRect;
    const pending =
      last &&
      rect &&
      last.active === context.active &&
      rect.top === last.seen.top &&
      rect.left === last.seen.left
        ? last.moved
        : null;
    const from: ClientRect | null =
      pending && rect
        ? {
            ...rect,
            top: pending.y,
            left: pending.x,
            bottom: pending.y + rect.height,
            right: pending.x + rect.width,
          }
        : rect;
    const result = getter(event, {
      ...args,
      context: from === rect ? context : { ...context, collisionRect: from },
      currentCoordinates: pending ?? args.currentCoordinates,
    });
    if (result && rect) {
      last = { active: context.active, seen: { top: rect.top, left: rect.left }, moved: result };
    }
    return result;
  };
}
