import { Box } from '@mui/material';
import {
  DOCUMENT_TYPE_APPLIES_TO,
  DOCUMENT_TYPE_APPLIES_TO_LABELS,
  DOCUMENT_TYPE_CATEGORIES,
  DOCUMENT_TYPE_CATEGORY_LABELS,
  type DocumentType,
} from '@lince/contracts/document-types';
import {
  activeColumn,
  ActiveToggleAction,
  ActiveToggleDialog,
  useActiveToggle,
} from '../../../components/active-toggle.tsx';
import { ACTIVE_FILTER_OPTIONS, FilterSelect } from '../../../components/filter-select.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { RowAction, RowActions } from '../../../components/row-action.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { useEditableList } from '../../../lib/use-editable-list.ts';
import {
  activeParam,
  queryTableProps,
  useListState,
  type ActiveFilter,
} from '../../../lib/use-list-state.ts';
import { createDocumentType } from '../api/create-document-type.ts';
import { documentTypeListKey, documentTypeListQuery } from '../api/list-document-types.ts';
import { setDocumentTypeActive } from '../api/set-document-type-active.ts';
import { updateDocumentType } from '../api/update-document-type.ts';
import {
  DocumentTypeDialog,
  type DocumentTypeFormOutput,
} from '../components/document-type-dialog.tsx';

/** The catalogue of document types (global, kept by the provider). Types are deactivated, never deleted. */
export default function DocumentTypesScreen() {
  const list = useListState({
    filters: { category: '', appliesTo: '', active: 'true' as ActiveFilter },
    defaultSort: 'name',
  });

  const { category, appliesTo, active } = list.filters;
  const params = {
    ...list.queryParams,
    category: category || undefined,
    appliesTo: appliesTo || undefined,
    active: activeParam(active),
  };
  const { query, refresh, editing, setEditing, save } = useEditableList({
    query: documentTypeListQuery(params),
    listKey: documentTypeListKey(),
    create: (values: DocumentTypeFormOutput) => createDocumentType(values),
    update: (type, values) => updateDocumentType(type._id, values),
    savedText: (_, created) =>
      created ? 'Tipo de documento criado.' : 'Tipo de documento atualizado.',
  });

  const toggle = useActiveToggle({
    setActive: setDocumentTypeActive,
    reactivated: 'Tipo reativado.',
    deactivated: 'Tipo desativado.',
    refresh,
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
    activeColumn(['Ativo', 'Inativo']),
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
          <ActiveToggleAction item={d} toggle={toggle} />
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
      <ActiveToggleDialog toggle={toggle} noun="tipo de documento">
        {(type) =>
          type.active
            ? `"${type.name}" deixa de ser oferecido em novas diligências. Os documentos já recebidos continuam como estão.`
            : `"${type.name}" volta a ser oferecido.`
        }
      </ActiveToggleDialog>
    </ListScreen>
  );
}
