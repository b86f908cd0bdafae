import { useState } from 'react';
import { Box, Button, Pagination, Skeleton, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Finding, FindingAreaTarget } from '@lince/contracts/findings';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Icon } from '../../components/icon.tsx';
import { EmptyText } from '../../components/section-card.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { useConfirmedAction } from '../../lib/use-confirmed-action.ts';
import { invalidateDiligence } from '../diligence/api/invalidate-diligence.ts';
import { createFinding } from './api/create-finding.ts';
import { findingsQuery } from './api/list-findings.ts';
import { removeFinding } from './api/remove-finding.ts';
import { updateFinding } from './api/update-finding.ts';
import {
  FindingDialog,
  type FindingEntityOption,
  type FindingFormValues,
  type FindingProposal,
} from './finding-dialog.tsx';
import { FindingItem } from './finding-item.tsx';

export interface FindingsPanelProps {
  diligenceId: string;
  /** Only this entity's findings (its documents' included); new ones are about it. */
  entityId?: string | undefined;
  /** Only this document's findings; new ones are about it (and its entity). */
  documentId?: string | undefined;
  /** With entityId: only the findings of this area of the entity (registration, lawsuits…); new ones too. */
  area?: FindingAreaTarget | undefined;
  /** A proposed finding: while set (and not dismissed), the dialog is open prefilled with it. */
  proposal?: FindingProposal | null | undefined;
  /** The proposal's dialog closed (saved or cancelled): the screen may clear it. */
  onProposalClose?: (() => void) | undefined;
  /** Without entityId/documentId: the entities a new finding may be about ("Sobre"). */
  entityOptions?: FindingEntityOption[] | undefined;
  pageSize?: number | undefined;
}

type DialogState = { finding: Finding | null } | null;

const countText = (total: number) =>
  total === 0 ? '' : total === 1 ? '1 apontamento' : `${total} apontamentos`;

/** Portuguese names of the pagination's buttons. */
const pageLabel = (type: string, page: number | null, selected: boolean) =>
  type === 'page'
    ? `${selected ? 'Página atual, ' : 'Ir para a página '}${page}`
    : type === 'next'
      ? 'Próxima página'
      : type === 'previous'
        ? 'Página anterior'
        : type === 'first'
          ? 'Primeira página'
          : 'Última página';

/**
 * The findings of a diligence, an entity or a document: open ones first, severest first; record,
 * edit, resolve, reopen and remove (with confirmation). Every write refreshes the diligence (its
 * computed risk changes with the open findings).
 */
export function FindingsPanel({
  diligenceId,
  entityId,
  documentId,
  area,
  proposal,
  onProposalClose,
  entityOptions,
  pageSize = 10,
}: FindingsPanelProps) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [dismissed, setDismissed] = useState<FindingProposal | null>(null);
  const params = {
    ...(entityId ? { entityId } : {}),
    ...(documentId ? { documentId } : {}),
    ...(area ? { target: area } : {}),
    page,
    pageSize,
  };
  const list = useQuery(findingsQuery(diligenceId, params));
  const refresh = () => invalidateDiligence(queryClient, diligenceId);

  const proposing = !!proposal && proposal !== dismissed && dialog === null;
  const closeDialog = () => {
    if (proposing) {
      setDismissed(proposal);
      onProposalClose?.();
    }
    setDialog(null);
  };

  const save = async (values: FindingFormValues) => {
    const fields = {
      title: values.title,
      severity: values.severity,
      description: values.description ?? '',
      recommendation: values.recommendation ?? '',
    };
    const editing = dialog?.finding;
    if (editing) await updateFinding(diligenceId, editing._id, fields);
    else {
      const about = documentId
        ? { documentId }
        : entityId
          ? { entityId, ...(area ? { area } : {}) }
          : values.about
            ? { entityId: values.about }
            : {};
      await createFinding(diligenceId, { ...fields, ...about });
    }
    closeDialog();
    showSnackbar({ text: editing ? 'Apontamento alterado.' : 'Apontamento registrado.' });
    await refresh();
  };

  const toggle = useMutation({
    mutationFn: (f: Finding) => updateFinding(diligenceId, f._id, { resolved: !f.resolved }),
    onSuccess: async (f) => {
      showSnackbar({ text: f.resolved ? 'Apontamento resolvido.' : 'Apontamento reaberto.' });
      await refresh();
    },
    onError: (error) => showSnackbar({ text: getApiErrorMessage(error), color: 'error' }),
  });
  const removal = useConfirmedAction(
    (f: Finding) => removeFinding(diligenceId, f._id),
    async () => {
      showSnackbar({ text: 'Apontamento removido.' });
      await refresh();
    },
  );

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {data && countText(data.total)}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<Icon name="plus" />}
          onClick={() => setDialog({ finding: null })}
        >
          Novo apontamento
        </Button>
      </Box>
      {list.isPending && <Skeleton variant="rounded" height={72} />}
      {list.isError && <RetryAlert error={list.error} onRetry={() => void list.refetch()} />}
      {data && data.total === 0 && <EmptyText>Nenhum apontamento registrado.</EmptyText>}
      {data && data.items.length > 0 && (
        <Box
          component="ul"
          aria-label="Apontamentos"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {data.items.map((f) => (
            <FindingItem
              key={f._id}
              finding={f}
              busy={toggle.isPending && toggle.variables?._id === f._id}
              onEdit={() => setDialog({ finding: f })}
              onToggle={() => toggle.mutate(f)}
              onRemove={() => removal.ask(f)}
            />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          size="small"
          aria-label="Páginas de apontamentos"
          getItemAriaLabel={pageLabel}
        />
      )}
      {(dialog || proposing) && (
        <FindingDialog
          finding={dialog?.finding ?? null}
          proposal={proposing ? proposal : null}
          entityOptions={entityId || documentId ? undefined : entityOptions}
          onSubmit={save}
          onClose={closeDialog}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title="Remover apontamento"
        confirmLabel="Remover"
        confirmColor="error"
      >
        Remover o apontamento “{removal.target?.title}”? O risco calculado será refeito sem ele.
      </ConfirmDialog>
    </Box>
  );
}
