import { replaceEqualDeep } from '@tanstack/react-query';
import { PRIORITIES, type Kanban, type KanbanCard } from '@lince/contracts/diligences';

export type KanbanColumn = Kanban['columns'][number];
export type KanbanStatus = KanbanColumn['status'];

/** Where a card is on the board: its column and its position in that column's loaded cards. */
export interface CardPlace {
  card: KanbanCard;
  status: KanbanStatus;
  index: number;
}

/** The column and position of card `id`, or null when it is not loaded on the board. */
export function findCard(board: Kanban, id: string): CardPlace | null {
  for (const column of board.columns) {
    const index = column.cards.findIndex((card) => card._id === id);
    if (index >= 0) return { card: column.cards[index]!, status: column.status, index };
  }
  return null;
}

/**
 * The server's order within a column (most urgent first, then the nearest due date, undated
 * last, then the code), so a moved card lands where the next refetch will put it.
 */
export function compareCards(a: KanbanCard, b: KanbanCard): number {
  const priority = PRIORITIES.indexOf(b.priority) - PRIORITIES.indexOf(a.priority);
  if (priority) return priority;
  if (a.dueDate !== b.dueDate) {
    if (!a.dueDate) return 1;
    if (!b.dueDate) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/**
 * The board with card `id` moved into column `to` (at `index`, else at its place in the server's
 * order), both counts updated.
 * The moved card takes the new status and, having just entered its column, is within the SLA.
 * Only the two columns involved (and the moved card) are new objects: the other columns and cards
 * keep their identity, so memoized columns and cards do not re-render. Unknown card or same
 * column: the board itself is returned.
 */
export function moveCard(board: Kanban, id: string, to: KanbanStatus, index?: number): Kanban {
  const place = findCard(board, id);
  if (!place || place.status === to || !board.columns.some((c) => c.status === to)) return board;
  const moved: KanbanCard = {
    ...place.card,
    status: to,
    overdueSla: false,
    statusChangedAt: new Date().toISOString(),
  };
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.status === place.status)
        return {
          ...column,
          count: Math.max(0, column.count - 1),
          cards: column.cards.filter((card) => card._id !== id),
        };
      if (column.status === to) {
        const cards = [...column.cards];
        const at = index ?? cards.findIndex((card) => compareCards(moved, card) < 0);
        cards.splice(at < 0 ? cards.length : Math.min(at, cards.length), 0, moved);
        return { ...column, count: column.count + 1, cards };
      }
      return column;
    }),
  };
}

/**
 * Undoes an optimistic move: the card goes back to the column and position it had (`from`),
 * with the card as it was, whatever else moved in between.
 */
export function restoreCard(board: Kanban, from: CardPlace): Kanban {
  const moved = moveCard(board, from.card._id, from.status, from.index);
  if (moved === board) return board;
  return {
    ...moved,
    columns: moved.columns.map((column) =>
      column.status === from.status
        ? {
            ...column,
            cards: column.cards.map((card) => (card._id === from.card._id ? from.card : card)),
          }
        : column,
    ),
  };
}

/** Deep equality by TanStack's own structural sharing: it hands back `a` when nothing differs. */
const sameCard = (a: KanbanCard, b: KanbanCard) => replaceEqualDeep(a, b) === a;

/**
 * The query's structural sharing for the board: a card equal to one already shown keeps that
 * object, matched by id (TanStack's default matches arrays by position, so a card leaving the top
 * of a column would make every card below it a new object and re-render the whole column), and
 * so does a column whose cards and count are unchanged.
 */
export function shareBoard(previous: Kanban | undefined, next: Kanban): Kanban {
  if (!previous || previous === next) return next;
  const known = new Map<string, KanbanCard>();
  for (const column of previous.columns) for (const card of column.cards) known.set(card._id, card);
  let unchanged = previous.columns.length === next.columns.length;
  const columns = next.columns.map((column, i) => {
    const cards = column.cards.map((card) => {
      const seen = known.get(card._id);
      return seen && sameCard(seen, card) ? seen : card;
    });
    const before = previous.columns[i];
    if (
      before?.status === column.status &&
      before.count === column.count &&
      before.cards.length === cards.length &&
      before.cards.every((card, j) => card === cards[j])
    )
      return before;
    unchanged = false;
    return { ...column, cards };
  });
  return unchanged ? previous : { ...next, columns };
}
