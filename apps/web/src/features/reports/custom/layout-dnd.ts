import {
  closestCenter,
  type Announcements,
  type ClientRect,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';

export const rowCollision = closestCenter;

/**
 * Keyboard moves of a picked-up row: ↑ and ↓ put it over the previous or next row (by the rows'
 * measured places), each press one row however fast they come. The first press of a drag reads
 * the row it is over from its rect; later presses of the same drag (`context.active` is a new
 * object per drag) go on from the row the last one chose, never from a rect that a slow render
 * has not measured again yet (four quick arrows once moved three rows under load). Other keys
 * do nothing.
 */
export function rowKeyboardMoves(): KeyboardCoordinateGetter {
  let last: { active: unknown; index: number } | null = null;
  return (event, { context, currentCoordinates }) => {
    const step = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    const rect = context.collisionRect;
    if (!step || !rect) return undefined;
    event.preventDefault();
    const rows: ClientRect[] = [];
    for (const container of context.droppableContainers.getEnabled()) {
      const r =
        context.droppableRects.get(container.id) ?? container.node.current?.getBoundingClientRect();
      if (r) rows.push(r);
    }
    rows.sort((a, b) => a.top - b.top);
    let current = last?.active === context.active ? last.index : -1;
    if (current < 0) {
      const centre = rect.top + rect.height / 2;
      current = Math.max(
        0,
        rows.findIndex((r) => centre >= r.top && centre <= r.top + r.height),
      );
    }
    const index = current + step;
    const target = rows[index];
    if (!target) return undefined;
    last = { active: context.active, index };
    return { x: currentCoordinates.x, y: target.top + (target.height - rect.height) / 2 };
  };
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover este item, pressione Espaço ou Enter. Use as setas para cima e para baixo para ' +
    'escolher o lugar, Espaço ou Enter para soltar e Esc para cancelar. Os botões "Mover para ' +
    'cima" e "Mover para baixo" fazem o mesmo.',
};

/** What a screen reader hears while a row is dragged, by the rows' names (`labelOf`). */
export function rowAnnouncements(
  labelOf: (id: UniqueIdentifier | undefined) => string | undefined,
  positionOf: (id: UniqueIdentifier | undefined) => number,
): Announcements {
  return {
    onDragStart: ({ active }) =>
      `${labelOf(active.id)} pego, na posição ${positionOf(active.id) + 1}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} sobre a posição ${positionOf(over.id) + 1} (${labelOf(over.id)}).`
        : `${labelOf(active.id)} fora da lista.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} solto na posição ${positionOf(over.id) + 1}.`
        : `${labelOf(active.id)} solto fora da lista; nada mudou.`,
    onDragCancel: ({ active }) => `Movimento cancelado. ${labelOf(active.id)} não mudou de lugar.`,
  };
}
