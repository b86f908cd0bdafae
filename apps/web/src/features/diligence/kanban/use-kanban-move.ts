import { useCallback, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  CLOSED_STATUSES,
  DILIGENCE_STATUS_LABELS,
  REOPEN_ADMIN_ONLY_MESSAGE,
  type Kanban,
  type KanbanCard,
} from '@lince/contracts/diligences';
import {
  getApiErrorDetails,
  getApiErrorMessage,
  getApiErrorStatus,
} from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useSession } from '../../../lib/use-session.ts';
import { changeDiligenceStatus } from '../api/change-diligence-status.ts';
import { diligenceListingsKey } from '../../../shared/diligence/api/diligence-listings.ts';
import { focusCardWhenShown } from './card-focus.ts';
import type { ConcludeRefusal } from './conclude-refusal-dialog.tsx';
import {
  findCard,
  moveCard,
  restoreCard,
  type CardPlace,
  type KanbanStatus,
} from './kanban-cache.ts';

const MOVE_KEY = ['diligences', 'kanban', 'move'];

export interface MoveRequest {
  card: KanbanCard;
  to: KanbanStatus;
}

interface MoveVariables extends MoveRequest {
  reason?: string;
}

/** The snackbar text of a refused move: which card, and the server's reason. */
export function refusalText(card: KanbanCard, to: KanbanStatus, error: unknown): string {
  const why = getApiErrorMessage(error);
  return `${card.code} não foi movida para ${DILIGENCE_STATUS_LABELS[to]}: ${why}`;
}

/**
 * The refusal of a move into Concluída that names required documents (the dialog lists them with
 * links); null for any other refusal (a snackbar says it).
 */
export function concludeRefusal(
  card: KanbanCard,
  to: KanbanStatus,
  error: unknown,
): ConcludeRefusal | null {
  if (to !== 'CONCLUIDA' || getApiErrorStatus(error) !== 422) return null;
  const details = getApiErrorDetails(error);
  if (!details.some((d) => d.documentId)) return null;
  return { diligenceId: card._id, code: card.code, message: getApiErrorMessage(error), details };
}

/**
 * Moves of the board's cards: the card moves at once in the query cache (counts
 * too) and goes back, with a snackbar giving the server's reason (or, when required documents keep
 * it from Concluída, a dialog listing them), when the server refuses. Moving
 * out of Concluída/Cancelada is refused up front for a non-ADMIN (the server refuses too) and asks
 * an ADMIN the reason first (`reopening` until `confirmReopen` or `cancelReopen`).
 */
export function useKanbanMove(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const isAdmin = useSession()?.role === 'ADMIN';
  const [reopening, setReopening] = useState<MoveRequest | null>(null);
  const [refusal, setRefusal] = useState<ConcludeRefusal | null>(null);

  const mutation = useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: ({ card, to, reason }: MoveVariables) =>
      changeDiligenceStatus(card._id, to, reason),
    onMutate: async ({ card, to }): Promise<{ from: CardPlace | null }> => {
      await queryClient.cancelQueries({ queryKey });
      const board = queryClient.getQueryData<Kanban>(queryKey);
      const from = board ? findCard(board, card._id) : null;
      if (board) queryClient.setQueryData<Kanban>(queryKey, moveCard(board, card._id, to));
      return { from };
    },
    onError: (error, { card, to }, context) => {
      const from = context?.from;
      if (from)
        queryClient.setQueryData<Kanban>(queryKey, (board) => board && restoreCard(board, from));
      const missing = concludeRefusal(card, to, error);
      if (missing) setRefusal(missing);
      else showSnackbar({ text: refusalText(card, to, error), color: 'error', timeout: 10000 });
    },
    onSuccess: (_, { card, to }) =>
      showSnackbar({
        text: `${card.code} movida para ${DILIGENCE_STATUS_LABELS[to]}.`,
        color: 'success',
      }),
    // The server's board once the last pending move is settled (an earlier refetch would show
    // a card still moving in its old column for a moment).
    onSettled: () =>
      queryClient.isMutating({ mutationKey: MOVE_KEY }) <= 1
        ? queryClient.invalidateQueries({ queryKey: diligenceListingsKey() })
        : undefined,
  });
  const { mutate } = mutation;

  /**
   * A move asked by drag and drop, the keyboard or the "Mover para…" menu; true when the card
   * moves now (false: refused up front, or waiting for the reason).
   */
  const requestMove = useCallback(
    ({ card, to }: MoveRequest): boolean => {
      if (card.status === to) return false;
      if (CLOSED_STATUSES.includes(card.status)) {
        if (isAdmin) setReopening({ card, to });
        else showSnackbar({ text: REOPEN_ADMIN_ONLY_MESSAGE, color: 'error', timeout: 10000 });
        return false;
      }
      mutate({ card, to });
      return true;
    },
    [isAdmin, mutate],
  );

  const confirmReopen = useCallback(
    (reason: string) => {
      if (reopening) {
        focusCardWhenShown(reopening.card._id);
        mutate({ ...reopening, reason });
      }
      setReopening(null);
    },
    [reopening, mutate],
  );
  const cancelReopen = useCallback(() => setReopening(null), []);
  const closeRefusal = useCallback(() => setRefusal(null), []);

  return { requestMove, reopening, confirmReopen, cancelReopen, refusal, closeRefusal };
}
