import { ActiveChip, RowAction, RowActions } from '../../../components/row-action.tsx';
import { useState } from 'react';
import { Box } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_TYPE_APPLIES_TO,
  DOCUMENT_TYPE_APPLIES_TO_LABELS,
  DOCUMENT_TYPE_CATEGORIES,
  DOCUMENT_TYPE_CATEGORY_LABELS,
  type DocumentType,
} from '@lince/contracts/document-types';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ACTIVE_FILTER_OPTIONS, FilterSelect } from '../../../components/filter-select.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import {
  activeParam,
  queryTableProps,
  useListState,
  type ActiveFilter,
} from '../../../lib/use-list-state.ts';
import {
  createDocumentType,
  listDocumentTypes,
  setDocumentTypeActive,
  updateDocumentType,
} from '../api/document-types.ts';
import {
  DocumentTypeDialog,
  type DocumentTypeFormOutput,
} from '../components/document-type-dialog.tsx';

/** The catalogue of document types (global, kept by the provider). Types are deactivated, never deleted. */
export default function DocumentTypesScreen() {
  const queryClient = useQueryClient();
  const list = useListState({
    filters: { category: '', appliesTo: '', active: 'true' as ActiveFilter },
    defaultSort: 'name',
  });
  const [editing, setEditing] = useState<DocumentType | null | undefined>(undefined);
  const [toggling, setToggling] = useState<DocumentType | null>(null);

  const { category, appliesTo, active } = list.filters;
  const params = {
    ...list.queryParams,
    category: category || undefined,
    appliesTo: appliesTo || undefined,
    active: activeParam(active),
  };
  const query = useQuery({
    queryKey: ['document-types', params],
    queryFn: () => listDocumentTypes(params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['document-types'] });
  const save = async (values: DocumentTypeFormOutput) => {
    if (editing) await updateDocumentType(editing._id, values);
    else await createDocumentType(values);
    showSnackbar({
      text: editing ? 'Tipo de documento atualizado.' : 'Tipo de documento criado.',
      color: 'success',
    });
    setEditing(undefined);
    await refresh();
  };

  const toggle = useMutation({
    mutationFn: (type: DocumentType) => setDocumentTypeActive(type._id, !type.active),
    onSuccess: async (type) => {
      showSnackbar({
        text: type.active ? 'Tipo reativado.' : 'Tipo desativado.',
        color: 'success',
      });
      setToggling(null);
      await refresh();
    },
    onError: (error) => {
      showSnackbar({ text: getApiErrorMessage(error), color: 'error' });
      setToggling(null);
    },
  });

  const columns: Column<DocumentType>[] = [
    { key: 'name', label: 'Nome', sortKey: 'name', render: (d) => d.name },
    {
      key: 'category',
      label: 'Categoria',
      sortKey: 'category',
      render: (d) => DOCUMENT_TYPE_CATEGORY_LABELS[d.category],
    },
    {
      key: 'appliesTo',
      label: 'Aplica-se a',
      render: (d) => DOCUMENT_TYPE_APPLIES_TO_LABELS[d.appliesTo],
    },
    { key: 'issuer', label: 'Órgão emissor', render: (d) => d.issuer ?? '—' },
    {
      key: 'validity',
      label: 'Validade',
      sortKey: 'validityDays',
      align: 'right',
      render: (d) => (d.validityDays ? `${d.validityDays} dias` : '—'),
    },
    {
      key: 'active',
      label: 'Situação',
      render: (d) => <ActiveChip active={d.active} labels={['Ativo', 'Inativo']} />,
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
            aria-label={`Editar ${d.name}`}
            onClick={() => setEditing(d)}
          />
          <RowAction
            title={d.active ? 'Desativar' : 'Reativar'}
            icon={d.active ? 'cancel' : 'check-circle-outline'}
            aria-label={`${d.active ? 'Desativar' : 'Reativar'} ${d.name}`}
            onClick={() => setToggling(d)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen title="Tipos de documento" addLabel="Novo tipo" onAdd={() => setEditing(null)}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SearchField
          label="Buscar por nome ou órgão emissor"
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect
          label="Categoria"
          value={category}
          onChange={(value) => list.setFilter('category', value)}
          options={[
            ['', 'Todas'],
            ...DOCUMENT_TYPE_CATEGORIES.map((c) => [c, DOCUMENT_TYPE_CATEGORY_LABELS[c]] as const),
          ]}
        />
        <FilterSelect
          label="Aplica-se a"
          value={appliesTo}
          onChange={(value) => list.setFilter('appliesTo', value)}
          options={[
            ['', 'Todos'],
            ...DOCUMENT_TYPE_APPLIES_TO.map(
              (a) => [a, DOCUMENT_TYPE_APPLIES_TO_LABELS[a]] as const,
            ),
          ]}
        />
        <FilterSelect
          label="Situação"
          value={active}
          onChange={(value) => list.setFilter('active', value)}
          options={ACTIVE_FILTER_OPTIONS}
        />
      </Box>
      <ServerTable
        label="Tipos de documento"
        columns={columns}
        rowKey={(d) => d._id}
        {...list.tableProps}
        {...queryTableProps(query)}
        emptyText="Nenhum tipo de documento encontrado."
      />
      {editing !== undefined && (
        <DocumentTypeDialog
          documentType={editing}
          onClose={() => setEditing(undefined)}
          onSubmit={save}
        />
      )}
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.active ? 'Desativar tipo de documento?' : 'Reativar tipo de documento?'}
        confirmLabel={toggling?.active ? 'Desativar' : 'Reativar'}
        confirmColor={toggling?.active ? 'error' : 'primary'}
        pending={toggle.isPending}
        onClose={() => setToggling(null)}
        onConfirm={() => toggling && toggle.mutate(toggling)}
      >
        {toggling?.active
          ? `"${toggling.name}" deixa de ser oferecido em novas diligências. Os documentos já recebidos continuam como estão.`
          : `"${toggling?.name ?? ''}" volta a ser oferecido.`}
      </ConfirmDialog>
    </ListScreen>
  );
}
