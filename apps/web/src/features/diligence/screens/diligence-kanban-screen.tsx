import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { KANBAN_CARDS_DEFAULT, type Kanban } from '@lince/contracts/diligences';
import { Icon } from '../../../components/icon.tsx';
import { ScreenSection } from '../../../components/list-screen.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { kanbanQuery } from '../api/get-kanban.ts';
import { DiligenceFilterBar } from '../filters/diligence-filter-bar.tsx';
import { useDiligenceFilters } from '../filters/use-diligence-filters.ts';
import { KanbanBoard } from '../kanban/kanban-board.tsx';
import { shareBoard } from '../kanban/kanban-cache.ts';
import { ConcludeRefusalDialog } from '../kanban/conclude-refusal-dialog.tsx';
import { ReopenDialog } from '../kanban/reopen-dialog.tsx';
import { useKanbanMove } from '../kanban/use-kanban-move.ts';
import { NEW_DILIGENCE_PATH } from '../../../shared/diligence/links.ts';

/** The server's maximum of cards per column. */
const MAX_CARDS = 500;

/** DiligenceKanban: the diligences as cards in the five open-to-concluded status columns (Cancelada is a filter). */
export default function DiligenceKanbanScreen() {
  const filters = useDiligenceFilters();
  const { search } = useLocation();
  const [limit, setLimit] = useState(KANBAN_CARDS_DEFAULT);
  const kanban = kanbanQuery({ ...filters.query, limit });
  const query = useQuery({
    ...kanban,
    placeholderData: keepPreviousData,
    // Cards keep their objects across refetches and moves: only changed cards re-render.
    structuralSharing: (previous, next) =>
      shareBoard(previous as Kanban | undefined, next as Kanban),
  });
  const { requestMove, reopening, confirmReopen, cancelReopen, refusal, closeRefusal } =
    useKanbanMove(kanban.queryKey);
  const showMore = useCallback(
    () => setLimit((current) => Math.min(MAX_CARDS, current + KANBAN_CARDS_DEFAULT)),
    [],
  );
  const board = query.data;
  const nothing = board?.columns.every((column) => column.count === 0);

  return (
    <ScreenSection
      title="Quadro de diligências"
      actions={
        <>
          <Button
            component={RouterLink}
            to={`/diligence${search}`}
            variant="outlined"
            startIcon={<Icon name="format-list-bulleted" size={20} />}
          >
            Ver em lista
          </Button>
          <Button
            component={RouterLink}
            to={NEW_DILIGENCE_PATH}
            variant="contained"
            startIcon={<Icon name="plus" size={20} />}
          >
            Nova diligência
          </Button>
        </>
      }
    >
      <DiligenceFilterBar filters={filters} />
      {query.isError && !board ? (
        <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : !board ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>Carregando o quadro…</Typography>
        </Box>
      ) : (
        <>
          {nothing && (
            <Typography role="status" color="text.secondary">
              {filters.isFiltered
                ? 'Nenhuma diligência com esses filtros.'
                : 'Nenhuma diligência ainda. Crie a primeira em “Nova diligência”.'}
            </Typography>
          )}
          <KanbanBoard
            board={board}
            onMove={requestMove}
            onShowMore={limit < MAX_CARDS ? showMore : undefined}
            loadingMore={query.isFetching && query.isPlaceholderData}
          />
        </>
      )}
      {refusal && <ConcludeRefusalDialog refusal={refusal} onClose={closeRefusal} />}
      {reopening && (
        <ReopenDialog move={reopening} onConfirm={confirmReopen} onClose={cancelReopen} />
      )}
    </ScreenSection>
  );
}
