import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, IconButton, Link, Paper, Typography } from '@mui/material';
import { useDraggable, type DraggableAttributes } from '@dnd-kit/core';
import type { KanbanCard } from '@lince/contracts/diligences';
import { Icon } from '../../../components/icon.tsx';
import { PriorityChip, RiskChip } from '../../../shared/diligence/components/diligence-chips.tsx';
import { DueDate } from '../../../shared/diligence/components/due-date.tsx';
import { PersonAvatar } from '../../../shared/diligence/components/person-avatar.tsx';
import { ScreeningChip } from '../../../shared/screening/screening-chip.tsx';
import { takesFocus } from './card-focus.ts';
import type { CardDragData } from './kanban-dnd.ts';
import { diligencePath } from '../../../shared/diligence/links.ts';

export const SLA_TEXT = 'Fora do prazo da etapa';

/** Opens the card's "Mover para…" menu (one menu for the whole board). */
export type OpenMoveMenu = (card: KanbanCard, anchor: HTMLElement) => void;

interface CardBodyProps {
  card: KanbanCard;
  /**
   * The drag handle's wiring. Absent on the copy that follows the pointer, which is only a
   * picture: no handle, link or menu there (nothing focusable or read twice).
   */
  handle?: { attributes: DraggableAttributes; ref: (element: HTMLElement | null) => void };
  onOpenMenu?: OpenMoveMenu;
}

/**
 * What a card shows: code and title (a link to the diligence), owner, due date, risk, priority,
 * and "Fora do prazo da etapa" with a red border when it is past the company's SLA for its column.
 * Memoized: it re-renders only when its own card changes.
 */
export const KanbanCardBody = memo(function KanbanCardBody({
  card,
  handle,
  onOpenMenu,
}: CardBodyProps) {
  const heading = (
    <>
      <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
        {card.code}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {card.title}
      </Typography>
    </>
  );
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1,
        pl: 0.5,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        gap: 0.5,
        borderColor: card.overdueSla ? 'error.main' : undefined,
        borderWidth: card.overdueSla ? 2 : undefined,
      }}
    >
      {handle ? (
        <IconButton
          size="small"
          ref={handle.ref}
          {...handle.attributes}
          aria-label={`Arrastar ${card.code}`}
          sx={{ alignSelf: 'start', cursor: 'grab', touchAction: 'none' }}
        >
          <Icon name="drag-vertical" size={20} />
        </IconButton>
      ) : (
        <Box component="span" sx={{ p: '5px', display: 'inline-flex', alignSelf: 'start' }}>
          <Icon name="drag-vertical" size={20} />
        </Box>
      )}
      <Box sx={{ minWidth: 0, pt: 0.5 }}>
        {handle ? (
          <Link
            component={RouterLink}
            to={diligencePath(card._id)}
            underline="hover"
            color="inherit"
            sx={{ display: 'block' }}
          >
            {heading}
          </Link>
        ) : (
          heading
        )}
      </Box>
      {handle ? (
        <IconButton
          size="small"
          aria-label={`Mover ${card.code} para…`}
          aria-haspopup="menu"
          onClick={(event: MouseEvent<HTMLElement>) => onOpenMenu?.(card, event.currentTarget)}
          sx={{ alignSelf: 'start' }}
        >
          <Icon name="dots-vertical" size={20} />
        </IconButton>
      ) : (
        <span />
      )}
      <Box
        sx={{
          gridColumn: '2 / 4',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.75,
        }}
      >
        <PersonAvatar person={card.owner} size={24} />
        <DueDate date={card.dueDate} overdue={card.overdue} variant="caption" />
        <RiskChip risk={card.risk} />
        <PriorityChip priority={card.priority} />
        {card.screeningAlert && <ScreeningChip />}
      </Box>
      {card.overdueSla && (
        <Typography
          variant="caption"
          color="error"
          sx={{
            gridColumn: '2 / 4',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 600,
          }}
        >
          <Icon name="clock-alert-outline" size={16} />
          {SLA_TEXT}
        </Typography>
      )}
    </Paper>
  );
});

// Plain constant styles: every card's wrapper re-renders when the dragged card enters another
// column (dnd-kit's context), so it does no styling work. Off-screen cards of a long column skip
// layout and paint (content-visibility).
const ITEM: CSSProperties = {
  listStyle: 'none',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 120px',
};
const DRAGGED_ITEM: CSSProperties = { ...ITEM, opacity: 0.4 };

/**
 * A card in its column: dragged by the pointer from anywhere on it (after a few pixels, so its
 * links and buttons still take clicks) or picked up by the keyboard on its handle.
 */
export const DraggableKanbanCard = memo(function DraggableKanbanCard({
  card,
  onOpenMenu,
}: {
  card: KanbanCard;
  onOpenMenu: OpenMoveMenu;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card._id,
    data: { card } satisfies CardDragData,
    attributes: { roleDescription: 'cartão arrastável' },
  });
  const handleElement = useRef<HTMLElement | null>(null);
  const handleRef = useCallback(
    (element: HTMLElement | null) => {
      handleElement.current = element;
      setActivatorNodeRef(element);
    },
    [setActivatorNodeRef],
  );
  useEffect(() => {
    if (handleElement.current && takesFocus(card._id)) handleElement.current.focus();
  }, [card]);
  // Stable while the attributes are (they change when this card is picked up or dropped).
  const handle = useMemo(() => ({ attributes, ref: handleRef }), [attributes, handleRef]);
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      data-card-id={card._id}
      style={isDragging ? DRAGGED_ITEM : ITEM}
    >
      <KanbanCardBody card={card} handle={handle} onOpenMenu={onOpenMenu} />
    </li>
  );
});
