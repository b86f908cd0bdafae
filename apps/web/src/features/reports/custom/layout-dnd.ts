import {
  closestCenter,
  type Announcements,
  type ClientRect,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { keyboardMovesInTurn } from '../../../lib/dnd-keyboard.ts';

export const rowCollision = closestCenter;

/**
 * Keyboard moves of a picked-up row: ↑ and ↓ put it over the previous or next row (by the rows'
 * measured places), each press one row however fast they come; other keys do nothing.
 */
export const rowKeyboardCoordinates = keyboardMovesInTurn(
  (event, { context, currentCoordinates }) => {
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
    const centre = rect.top + rect.height / 2;
    const current = rows.findIndex((r) => centre >= r.top && centre <= r.top + r.height);
    const target = rows[(current < 0 ? 0 : current) + step];
    if (!target) return undefined;
    return { x: currentCoordinates.x, y: target.top + (target.height - rect.height) / 2 };
  },
);

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
