import { memo, useId } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useDroppable } from '@dnd-kit/core';
import { DILIGENCE_STATUS_LABELS } from '@lince/contracts/diligences';
import type { KanbanColumn } from './kanban-cache.ts';
import { DraggableKanbanCard, type OpenMoveMenu } from './kanban-card.tsx';

const countText = (n: number) => (n === 1 ? '1 diligência' : `${n} diligências`);

/**
 * A status column: its title, the server's count of its diligences (all of them, not only the
 * loaded cards), its cards in a scrolling list, and "Mostrar mais" when the server has more.
 */
export const KanbanColumnView = memo(function KanbanColumnView({
  column,
  onShowMore,
  loadingMore,
  onOpenMenu,
}: {
  column: KanbanColumn;
  /** Absent when no more cards can be asked for (the server's maximum is loaded). */
  onShowMore?: () => void;
  loadingMore: boolean;
  onOpenMenu: OpenMoveMenu;
}) {
  const titleId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const label = DILIGENCE_STATUS_LABELS[column.status];
  const hidden = column.count - column.cards.length;
  return (
    <Box
      component="section"
      ref={setNodeRef}
      aria-labelledby={titleId}
      data-status={column.status}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        minWidth: 0,
        bgcolor: isOver ? 'action.selected' : 'action.hover',
        outline: isOver ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
        borderRadius: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        <Typography
          id={titleId}
          variant="h2"
          sx={{ fontSize: '1rem', fontWeight: 600, mr: 'auto' }}
        >
          {label}
        </Typography>
        <Chip size="small" label={column.count} aria-label={countText(column.count)} />
      </Box>
      <Box
        component="ul"
        aria-label={`Cartões de ${label}`}
        sx={{
          m: 0,
          px: 1,
          pb: 1,
          display: 'grid',
          alignContent: 'start',
          gap: 1,
          overflowY: 'auto',
          flex: 1,
          minHeight: 0,
        }}
      >
        {column.cards.map((card) => (
          <DraggableKanbanCard key={card._id} card={card} onOpenMenu={onOpenMenu} />
        ))}
        {column.count === 0 && (
          <Typography
            component="li"
            variant="body2"
            color="text.secondary"
            sx={{ listStyle: 'none', p: 1, textAlign: 'center' }}
          >
            Nenhuma diligência.
          </Typography>
        )}
      </Box>
      {hidden > 0 && (
        <Box sx={{ px: 1, pb: 1, display: 'grid', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {column.cards.length} de {column.count} exibidas
            {!onShowMore && ' (refine os filtros para ver as demais)'}
          </Typography>
          {onShowMore && (
            <Button size="small" onClick={onShowMore} disabled={loadingMore}>
              {loadingMore ? 'Carregando…' : `Mostrar mais em ${label}`}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
});
