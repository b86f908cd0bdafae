import { Box, Button, Chip, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DILIGENCE_PURPOSE_LABELS } from '@lince/contracts/diligences';
import {
  TRACK_STATUSES,
  TRACK_STATUS_LABELS,
  type Track,
  type TrackListItem,
  type TrackStatus,
} from '@lince/contracts/tracks';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { RowAction, RowActions } from '../../../components/row-action.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { queryTableProps, useListState } from '../../../lib/use-list-state.ts';
import { archiveTrack } from '../api/archive-track.ts';
import { duplicateTrack } from '../api/duplicate-track.ts';
import { trackListKey, trackListQuery } from '../api/list-tracks.ts';
import { DuplicateTrackDialog } from '../components/duplicate-track-dialog.tsx';
import { TrackStatusChip } from '../components/track-status-chip.tsx';
import { NEW_TRACK_PATH, trackPath } from '../links.ts';

const STATUS_OPTIONS = [
  ['', 'Todas'],
  ...TRACK_STATUSES.map((s) => [s, TRACK_STATUS_LABELS[s]] as const),
] as const;

/** What archiving a row does: a draft is set aside; a published version stops being offered. */
function archiveText(row: TrackListItem): string {
  if (row.status === 'RASCUNHO')
    return `O rascunho da versão ${row.version} de “${row.name}” é arquivado e não poderá mais ser editado.${row.replacesVersion ? ` A versão ${row.replacesVersion} publicada continua valendo.` : ''}`;
  return `“${row.name}” deixa de ser oferecida em novas diligências${row.isDefault ? ' e deixa de ser a trilha padrão' : ''}. As diligências que já a usam continuam funcionando.`;
}

/**
 * Tracks (ADMIN): the company's track versions (a published one and its open draft are two rows)
 * with status, version, last change and author; filter by status; duplicate as a new draft;
 * archive; "Nova trilha".
 */
export default function TracksScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState({ filters: { status: '' as TrackStatus | '' }, inUrl: true });
  const params = { ...list.queryParams, status: list.filters.status || undefined };
  const query = useQuery({ ...trackListQuery(params), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trackListKey() });

  const [duplicating, setDuplicating] = useState<TrackListItem | null>(null);
  const duplicate = async (row: TrackListItem, name: string) => {
    const copy = await duplicateTrack(row._id, name);
    setDuplicating(null);
    await refresh();
    showSnackbar({ text: `Rascunho “${copy.name}” criado.`, color: 'success' });
    await navigate(trackPath(copy._id));
  };
  const archive = useConfirmedAction(
    (row: TrackListItem) => archiveTrack(row._id),
    async (archived: Track) => {
      await refresh();
      showSnackbar({
        text: archived.publishedAt
          ? `Trilha “${archived.name}” arquivada.`
          : `Rascunho da versão ${archived.version} de “${archived.name}” arquivado.`,
        color: 'success',
      });
    },
  );

  const columns: Column<TrackListItem>[] = [
    {
      key: 'name',
      label: 'Nome',
      render: (t) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={trackPath(t._id)} sx={{ fontWeight: 600 }}>
            {t.name}
          </Link>
          {t.isDefault && <Chip size="small" variant="outlined" color="primary" label="Padrão" />}
        </Box>
      ),
    },
    { key: 'purpose', label: 'Finalidade', render: (t) => DILIGENCE_PURPOSE_LABELS[t.purpose] },
    { key: 'status', label: 'Situação', render: (t) => <TrackStatusChip status={t.status} /> },
    {
      key: 'version',
      label: 'Versão',
      align: 'right',
      noWrap: true,
      render: (t) => (
        <>
          {t.version}
          {t.replacesVersion ? (
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              substitui a {t.replacesVersion}
            </Typography>
          ) : null}
        </>
      ),
    },
    { key: 'steps', label: 'Etapas', align: 'right', render: (t) => t.stepsCount },
    {
      key: 'updatedAt',
      label: 'Última alteração',
      noWrap: true,
      render: (t) => (
        <>
          {formatDateTime(t.updatedAt)}
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {t.updatedBy?.name ?? '—'}
          </Typography>
        </>
      ),
    },
    { key: 'author', label: 'Autor', render: (t) => t.author?.name ?? '—' },
    {
      key: 'actions',
      label: 'Ações',
      align: 'right',
      render: (t) => (
        <RowActions>
          <RowAction
            title={t.status === 'RASCUNHO' ? 'Editar' : 'Abrir'}
            icon={t.status === 'RASCUNHO' ? 'pencil-outline' : 'eye-outline'}
            aria-label={`${t.status === 'RASCUNHO' ? 'Editar' : 'Abrir'} ${t.name} (versão ${t.version})`}
            to={trackPath(t._id)}
          />
          <RowAction
            title="Duplicar como novo rascunho"
            icon="content-copy"
            aria-label={`Duplicar ${t.name} (versão ${t.version})`}
            onClick={() => setDuplicating(t)}
          />
          {(t.status === 'PUBLICADA' || t.status === 'RASCUNHO') && (
            <RowAction
              title="Arquivar"
              icon="archive-outline"
              aria-label={`Arquivar ${t.name} (versão ${t.version})`}
              onClick={() => archive.ask(t)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  const filtered = !!list.search || !!list.filters.status;
  return (
    <ListScreen title="Trilhas" addLabel="Nova trilha" onAdd={() => void navigate(NEW_TRACK_PATH)}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SearchField label="Buscar por nome" value={list.search} onChange={list.setSearch} />
        <FilterSelect
          label="Situação"
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={STATUS_OPTIONS}
        />
      </Box>
      <ServerTable
        label="Trilhas"
        columns={columns}
        rowKey={(t) => t._id}
        {...list.tableProps}
        {...queryTableProps(query)}
        emptyText={
          filtered
            ? 'Nenhuma trilha encontrada com estes filtros.'
            : 'Nenhuma trilha ainda. Crie a primeira para padronizar as diligências da empresa.'
        }
        emptyAction={
          filtered ? undefined : (
            <Button variant="outlined" onClick={() => void navigate(NEW_TRACK_PATH)}>
              Nova trilha
            </Button>
          )
        }
      />
      {duplicating && (
        <DuplicateTrackDialog
          track={duplicating}
          onClose={() => setDuplicating(null)}
          onSubmit={(name) => duplicate(duplicating, name)}
        />
      )}
      <ConfirmDialog
        {...archive.dialog}
        title={archive.target?.status === 'RASCUNHO' ? 'Arquivar rascunho?' : 'Arquivar trilha?'}
        confirmLabel="Arquivar"
        confirmColor="error"
      >
        {archive.target && archiveText(archive.target)}
      </ConfirmDialog>
    </ListScreen>
  );
}
