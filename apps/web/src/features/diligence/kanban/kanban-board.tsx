import { useCallback, useState } from 'react';
import { Box, Menu, MenuItem } from '@mui/material';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  DILIGENCE_STATUS_LABELS,
  KANBAN_STATUSES,
  type Kanban,
  type KanbanCard,
} from '@lince/contracts/diligences';
import { focusCardWhenShown } from './card-focus.ts';
import { KanbanCardBody } from './kanban-card.tsx';
import { KanbanColumnView } from './kanban-column.tsx';
import {
  announcements,
  cardOf,
  columnCollision,
  columnKeyboardCoordinates,
  isKanbanStatus,
  screenReaderInstructions,
} from './kanban-dnd.ts';
import type { MoveRequest } from './use-kanban-move.ts';

/**
 * The five status columns with drag and drop (pointer and keyboard, announced in Portuguese) and
 * each card's "Mover para…" menu. Moves are asked of `onMove`; the board renders what it is given.
 */
export function KanbanBoard({
  board,
  onMove,
  onShowMore,
  loadingMore,
}: {
  board: Kanban;
  /** True when the card moves now (it then keeps the focus if it had it). */
  onMove: (move: MoveRequest) => boolean;
  /** Asks for more cards per column; absent at the server's maximum. */
  onShowMore?: () => void;
  loadingMore: boolean;
}) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so clicks on the card's link and buttons still work.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [dragged, setDragged] = useState<KanbanCard | null>(null);
  const [menu, setMenu] = useState<{ card: KanbanCard; anchor: HTMLElement } | null>(null);

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    setDragged(cardOf(active.data) ?? null);
  }, []);
  const onDragEnd = useCallback(
    ({ active, over, activatorEvent }: DragEndEvent) => {
      setDragged(null);
      const card = cardOf(active.data);
      if (!card || !isKanbanStatus(over?.id) || over.id === card.status) return;
      if (onMove({ card, to: over.id }) && activatorEvent instanceof KeyboardEvent)
        focusCardWhenShown(card._id);
    },
    [onMove],
  );
  const onDragCancel = useCallback(() => setDragged(null), []);
  const openMenu = useCallback(
    (card: KanbanCard, anchor: HTMLElement) => setMenu({ card, anchor }),
    [],
  );
  const closeMenu = () => setMenu(null);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnCollision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <Box
        role="group"
        aria-label="Quadro de diligências por situação"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${KANBAN_STATUSES.length}, minmax(200px, 1fr))`,
          gap: 1.5,
          height: 'max(420px, calc(100vh - 230px))',
          overflowX: 'auto',
        }}
      >
        {board.columns.map((column) => (
          <KanbanColumnView
            key={column.status}
            column={column}
            onShowMore={onShowMore}
            loadingMore={loadingMore}
            onOpenMenu={openMenu}
          />
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          // A picture of the card under the pointer: not focusable, not read (the card stays put).
          <Box aria-hidden sx={{ cursor: 'grabbing', boxShadow: 6, borderRadius: 1 }}>
            <KanbanCardBody card={dragged} />
          </Box>
        )}
      </DragOverlay>
      <Menu
        anchorEl={menu?.anchor}
        open={!!menu}
        onClose={closeMenu}
        slotProps={{ list: { 'aria-label': menu ? `Mover ${menu.card.code} para` : undefined } }}
      >
        {menu &&
          KANBAN_STATUSES.filter((status) => status !== menu.card.status).map((status) => (
            <MenuItem
              key={status}
              onClick={() => {
                closeMenu();
                if (onMove({ card: menu.card, to: status })) focusCardWhenShown(menu.card._id);
              }}
            >
              {DILIGENCE_STATUS_LABELS[status]}
            </MenuItem>
          ))}
      </Menu>
    </DndContext>
  );
}
