import {
  pointerWithin,
  rectIntersection,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { keyboardMovesInTurn } from '../../../lib/dnd-keyboard.ts';
import {
  DILIGENCE_STATUS_LABELS,
  KANBAN_STATUSES,
  type KanbanCard,
} from '@lince/contracts/diligences';
import type { KanbanStatus } from './kanban-cache.ts';

/** What a draggable card carries (`useDraggable({ data })`). */
export interface CardDragData {
  card: KanbanCard;
}

export const cardOf = (data: unknown): KanbanCard | undefined =>
  (data as { current?: CardDragData } | undefined)?.current?.card;

export const isKanbanStatus = (id: UniqueIdentifier | undefined): id is KanbanStatus =>
  (KANBAN_STATUSES as readonly UniqueIdentifier[]).includes(id ?? '');

const columnName = (id: UniqueIdentifier | undefined) =>
  isKanbanStatus(id) ? DILIGENCE_STATUS_LABELS[id] : undefined;

/**
 * The column under the pointer (mouse, touch); with the keyboard, where there is no pointer, the
 * column the dragged card overlaps most.
 */
export const columnCollision: CollisionDetection = (args) => {
  const hits = args.pointerCoordinates ? pointerWithin(args) : [];
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * Where a column is. dnd-kit measures the columns a moment after a card is picked up, in a later
 * render: until then the column's own element tells, so an arrow pressed at once is not lost.
 */
function columnRect(
  context: Parameters<KeyboardCoordinateGetter>[1]['context'],
  status: KanbanStatus,
): ClientRect | undefined {
  return (
    context.droppableRects.get(status) ??
    context.droppableContainers.get(status)?.node.current?.getBoundingClientRect()
  );
}

/**
 * Keyboard moves: ← and → put the picked-up card over the previous or next column (centred in
 * it, at the same height), each press one column however fast they come; other keys do nothing.
 */
export const columnKeyboardCoordinates = keyboardMovesInTurn(
  (event, { context, currentCoordinates }) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    const rect = context.collisionRect;
    if (!step || !rect) return undefined;
    event.preventDefault();
    const centre = rect.left + rect.width / 2;
    const columns = KANBAN_STATUSES.map((status) => columnRect(context, status));
    let current = columns.findIndex((r) => r && centre >= r.left && centre <= r.right);
    if (current < 0) {
      const origin = cardOf(context.active?.data)?.status;
      current = KANBAN_STATUSES.findIndex((s) => s === origin);
    }
    const target = columns[current + step];
    if (current < 0 || !target) return undefined;
    return { x: target.left + (target.width - rect.width) / 2, y: currentCoordinates.y };
  },
);

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover este cartão, pressione Espaço ou Enter. Use as setas para a esquerda e para a ' +
    'direita para escolher a coluna, Espaço ou Enter para soltar e Esc para cancelar. Também é ' +
    'possível usar o menu "Mover para" do cartão.',
};

/** What a screen reader hears while a card is dragged (in Portuguese). */
export const announcements: Announcements = {
  onDragStart({ active }) {
    const card = cardOf(active.data);
    if (!card) return undefined;
    return `Cartão ${card.code} pego, na coluna ${DILIGENCE_STATUS_LABELS[card.status]}. Use as setas para a esquerda e para a direita para mudar de coluna.`;
  },
  onDragOver({ active, over }) {
    const card = cardOf(active.data);
    if (!card) return undefined;
    const column = columnName(over?.id);
    return column
      ? `Cartão ${card.code} sobre a coluna ${column}.`
      : `Cartão ${card.code} fora das colunas.`;
  },
  onDragEnd({ active, over }) {
    const card = cardOf(active.data);
    if (!card) return undefined;
    const column = columnName(over?.id);
    if (!column || over?.id === card.status)
      return `Cartão ${card.code} solto na coluna de origem; nada mudou.`;
    return `Cartão ${card.code} solto na coluna ${column}.`;
  },
  onDragCancel({ active }) {
    const card = cardOf(active.data);
    if (!card) return undefined;
    return `Movimento cancelado. O cartão ${card.code} continua em ${DILIGENCE_STATUS_LABELS[card.status]}.`;
  },
};
