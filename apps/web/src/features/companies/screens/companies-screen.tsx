import { useState } from 'react';
import { Box } from '@mui/material';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import type { Company } from '@lince/contracts/companies';
import { ActivityPanel } from '../../../shared/activities/activity-panel.tsx';
import {
  activeColumn,
  ActiveToggleAction,
  ActiveToggleDialog,
  useActiveToggle,
} from '../../../components/active-toggle.tsx';
import { ActivityTabs } from '../../../components/activity-tabs.tsx';
import {
  ACTIVE_FILTER_OPTIONS_FEMININE,
  FilterSelect,
} from '../../../components/filter-select.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { RowAction, RowActions } from '../../../components/row-action.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useEditableList } from '../../../lib/use-editable-list.ts';
import {
  activeParam,
  queryTableProps,
  useListState,
  type ActiveFilter,
} from '../../../lib/use-list-state.ts';
import { createCompany } from '../api/create-company.ts';
import { companyListKey, companyListQuery } from '../api/list-companies.ts';
import { setCompanyActive } from '../api/set-company-active.ts';
import { updateCompany } from '../api/update-company.ts';
import { CompanyDialog, type CompanyFormOutput } from '../components/company-dialog.tsx';

/** Companies (tenants) for the provider: list, create, edit, (de)activate, activity. */
export default function CompaniesScreen() {
  const [tab, setTab] = useState(0);
  const list = useListState({
    filters: { active: 'all' as ActiveFilter },
    defaultSort: 'name',
  });
  const [activityCompany, setActivityCompany] = useState<Company | null>(null);

  const { active } = list.filters;
  const params = {
    ...list.queryParams,
    active: activeParam(active),
  };
  const { query, refresh, editing, setEditing, save } = useEditableList({
    query: companyListQuery(params),
    listKey: companyListKey(),
    create: (values: CompanyFormOutput) => createCompany(values),
    update: (company, values) => updateCompany(company._id, values),
    savedText: (_, created) => (created ? 'Empresa criada.' : 'Empresa atualizada.'),
  });

  const toggle = useActiveToggle({
    setActive: setCompanyActive,
    reactivated: 'Empresa reativada.',
    deactivated: 'Empresa desativada; os usuários dela perderam o acesso.',
    refresh,
  });

  const columns: Column<Company>[] = [
    { key: 'name', label: 'Nome', sortKey: 'name', render: (c) => c.name },
    {
      key: 'cnpj',
      label: 'CNPJ',
      sortKey: 'cnpj',
      noWrap: true,
      render: (c) => formatCnpj(c.cnpj),
    },
    {
      key: 'city',
      label: 'Cidade/UF',
      render: (c) => (c.address?.cidade ? `${c.address.cidade}/${c.address.uf}` : '—'),
    },
    {
      key: 'users',
      label: 'Usuários',
      sortKey: 'usersCount',
      align: 'right',
      render: (c) => c.usersCount,
    },
    activeColumn(['Ativa', 'Inativa']),
    {
      key: 'createdAt',
      label: 'Criada em',
      sortKey: 'createdAt',
      render: (c) => formatDate(c.createdAt),
    },
    {
      key: 'actions',
      label: 'Ações',
      align: 'right',
      render: (c) => (
        <RowActions>
          <RowAction
            title="Editar"
            icon="pencil-outline"
            aria-label={`Editar ${c.name}`}
            onClick={() => setEditing(c)}
          />
          <RowAction
            title="Atividade"
            icon="history"
            aria-label={`Atividade de ${c.name}`}
            onClick={() => {
              setActivityCompany(c);
              setTab(1);
            }}
          />
          {!c.provider && <ActiveToggleAction item={c} toggle={toggle} />}
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen title="Empresas" addLabel="Nova empresa" onAdd={() => setEditing(null)}>
      <ActivityTabs
        label="Empresas"
        id="empresas"
        tab={tab}
        onTabChange={setTab}
        list={
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <SearchField
                label="Buscar por nome ou CNPJ"
                value={list.search}
                onChange={list.setSearch}
              />
              <FilterSelect
                label="Situação"
                value={active}
                onChange={(value) => list.setFilter('active', value)}
                options={ACTIVE_FILTER_OPTIONS_FEMININE}
              />
            </Box>
            <ServerTable
              label="Empresas"
              columns={columns}
              rowKey={(c) => c._id}
              {...list.tableProps}
              {...queryTableProps(query)}
              emptyText={
                list.search
                  ? 'Nenhuma empresa encontrada para esta busca.'
                  : 'Nenhuma empresa cadastrada.'
              }
            />
          </Box>
        }
        activity={
          <ActivityPanel
            filter={{ companyId: activityCompany?._id }}
            filterLabels={
              activityCompany
                ? [
                    {
                      label: `Empresa: ${activityCompany.name}`,
                      onDelete: () => setActivityCompany(null),
                    },
                  ]
                : []
            }
          />
        }
      />
      {editing !== undefined && (
        <CompanyDialog
          open
          company={editing}
          onClose={() => setEditing(undefined)}
          onSubmit={save}
        />
      )}
      <ActiveToggleDialog toggle={toggle} noun="empresa">
        {(company) =>
          company.active
            ? `Os ${company.usersCount} usuário(s) de ${company.name} perderão o acesso imediatamente.`
            : `Os usuários ativos de ${company.name} voltarão a poder entrar.`
        }
      </ActiveToggleDialog>
    </ListScreen>
  );
}
