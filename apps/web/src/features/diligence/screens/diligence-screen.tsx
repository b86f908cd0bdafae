import { useState } from 'react';
import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  CLOSED_STATUSES,
  DILIGENCE_PURPOSE_LABELS,
  DILIGENCE_SORT_FIELDS,
  type DiligenceListItem,
} from '@lince/contracts/diligences';
import { Icon } from '../../../components/icon.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { RowAction, RowActions } from '../../../components/row-action.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { queryTableProps, useListState } from '../../../lib/use-list-state.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { diligenceListQuery } from '../api/list-diligences.ts';
import { CancelDiligenceDialog } from '../components/cancel-diligence-dialog.tsx';
import { DiligenceDialog } from '../components/diligence-dialog.tsx';
import {
  PriorityChip,
  RiskChip,
  StatusChip,
} from '../../../shared/diligence/components/diligence-chips.tsx';
import { DueDate } from '../../../shared/diligence/components/due-date.tsx';
import { PersonAvatar, shortName } from '../../../shared/diligence/components/person-avatar.tsx';
import { ProgressBar } from '../../../shared/diligence/components/progress-bar.tsx';
import { DiligenceFilterBar } from '../filters/diligence-filter-bar.tsx';
import { useDiligenceFilters } from '../filters/use-diligence-filters.ts';
import { diligencePath, diligenceSightPath } from '../../../shared/diligence/links.ts';

/** `?new=1` opens the creation dialog (the home page's shortcut links here). */
const NEW_PARAM = 'new';

/**
 * The company's diligences: filters, search, sort and page all in the URL (a shared link shows
 * the same view), creation and edit through a dialog, cancellation with a reason.
 */
export default function DiligenceScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [params, updateParams] = useUrlParams();
  const filters = useDiligenceFilters();
  const list = useListState({
    inUrl: true,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    sortFields: DILIGENCE_SORT_FIELDS,
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [canceling, setCanceling] = useState<DiligenceListItem | null>(null);

  const creating = params.get(NEW_PARAM) === '1';
  const setCreating = (open: boolean) =>
    updateParams((current) => {
      if (open) current.set(NEW_PARAM, '1');
      else current.delete(NEW_PARAM);
      return current;
    });

  const { search: _search, ...page } = list.queryParams;
  const query = useQuery({
    ...diligenceListQuery({ ...page, ...filters.query }),
    placeholderData: keepPreviousData,
  });
  const nothingYet = !filters.isFiltered && !query.isFetching && query.data?.total === 0;

  const columns: Column<DiligenceListItem>[] = [
    {
      key: 'code',
      label: 'Código',
      sortKey: 'code',
      noWrap: true,
      render: (d) => (
        <Link component={RouterLink} to={diligencePath(d._id)} sx={{ fontWeight: 600 }}>
          {d.code}
        </Link>
      ),
    },
    {
      key: 'title',
      label: 'Título',
      sortKey: 'title',
      render: (d) => <Box sx={{ minWidth: 200 }}>{d.title}</Box>,
    },
    {
      key: 'purpose',
      label: 'Finalidade',
      noWrap: true,
      render: (d) => DILIGENCE_PURPOSE_LABELS[d.purpose],
    },
    {
      key: 'status',
      label: 'Situação',
      sortKey: 'status',
      noWrap: true,
      render: (d) => <StatusChip status={d.status} />,
    },
    { key: 'risk', label: 'Risco', render: (d) => <RiskChip risk={d.risk} /> },
    {
      key: 'priority',
      label: 'Prioridade',
      sortKey: 'priority',
      render: (d) => <PriorityChip priority={d.priority} />,
    },
    {
      key: 'owner',
      label: 'Responsável',
      render: (d) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <PersonAvatar person={d.owner} />
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {shortName(d.owner.name)}
          </Box>
        </Box>
      ),
    },
    {
      key: 'dueDate',
      label: 'Prazo',
      sortKey: 'dueDate',
      noWrap: true,
      render: (d) => <DueDate date={d.dueDate} overdue={d.overdue} />,
    },
    {
      key: 'progress',
      label: 'Documentos',
      render: (d) => <ProgressBar done={d.progress.done} required={d.progress.required} />,
    },
    {
      key: 'createdAt',
      label: 'Criada em',
      sortKey: 'createdAt',
      noWrap: true,
      render: (d) => formatDate(d.createdAt),
    },
    {
      key: 'actions',
      label: 'Ações',
      align: 'right',
      render: (d) => (
        <RowActions>
          <RowAction
            title="Editar"
            icon="pencil-outline"
            aria-label={`Editar ${d.code}`}
            onClick={() => setEditing(d._id)}
          />
          <RowAction
            title="Visão geral"
            icon="chart-donut"
            aria-label={`Visão geral de ${d.code}`}
            to={diligenceSightPath(d._id)}
          />
          {canCancel(d, session?.role) && (
            <RowAction
              title="Cancelar"
              icon="cancel"
              aria-label={`Cancelar ${d.code}`}
              onClick={() => setCanceling(d)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen title="Diligências" addLabel="Nova diligência" onAdd={() => setCreating(true)}>
      <DiligenceFilterBar filters={filters} />
      {nothingYet ? (
        <Paper variant="outlined" sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Nenhuma diligência ainda
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            Crie a primeira diligência da sua empresa: defina o título, a finalidade, o responsável
            e, se quiser, já cadastre a primeira parte.
          </Typography>
          <Button
            variant="contained"
            startIcon={<Icon name="plus" size={20} />}
            onClick={() => setCreating(true)}
          >
            Criar a primeira diligência
          </Button>
        </Paper>
      ) : (
        <ServerTable
          label="Diligências"
          columns={columns}
          rowKey={(d) => d._id}
          {...list.tableProps}
          {...queryTableProps(query)}
          emptyText="Nenhuma diligência encontrada."
          emptyAction={
            filters.isFiltered && (
              <Button variant="outlined" onClick={filters.clear}>
                Limpar filtros
              </Button>
            )
          }
          onRowClick={(d) => void navigate(diligencePath(d._id))}
        />
      )}
      {creating && (
        <DiligenceDialog
          onClose={() => setCreating(false)}
          // The new diligence opens: its parties and checklist are what the analyst does next. It
          // takes the place of the list with the dialog: Back is the list, never the dialog again.
          onSaved={(created) => void navigate(diligencePath(created._id), { replace: true })}
        />
      )}
      {editing !== null && (
        <DiligenceDialog diligenceId={editing} onClose={() => setEditing(null)} />
      )}
      {canceling && (
        <CancelDiligenceDialog diligence={canceling} onClose={() => setCanceling(null)} />
      )}
    </ListScreen>
  );
}

/** Cancel is offered while open; a concluded diligence may be cancelled only by an ADMIN. */
function canCancel(diligence: DiligenceListItem, role: string | undefined): boolean {
  if (diligence.status === 'CANCELADA') return false;
  return !CLOSED_STATUSES.includes(diligence.status) || role === 'ADMIN';
}
