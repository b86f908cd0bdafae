import { ActiveChip, RowAction, RowActions } from '../../../components/row-action.tsx';
import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import type { Company } from '@lince/contracts/companies';
import { ActivityPanel } from '../../../components/activity-panel.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  ACTIVE_FILTER_OPTIONS_FEMININE,
  FilterSelect,
} from '../../../components/filter-select.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import {
  activeParam,
  queryTableProps,
  useListState,
  type ActiveFilter,
} from '../../../lib/use-list-state.ts';
import { createCompany, listCompanies, setCompanyActive, updateCompany } from '../api/companies.ts';
import { CompanyDialog, type CompanyFormOutput } from '../components/company-dialog.tsx';

/** Companies (tenants) for the provider: list, create, edit, (de)activate, activity. */
export default function CompaniesScreen() {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState(0);
  const list = useListState({
    filters: { active: 'all' as ActiveFilter },
    defaultSort: 'name',
  });
  const [editing, setEditing] = useState<Company | null | undefined>(undefined);
  const [toggling, setToggling] = useState<Company | null>(null);
  const [activityCompany, setActivityCompany] = useState<Company | null>(null);

  const { active } = list.filters;
  const params = {
    ...list.queryParams,
    active: activeParam(active),
  };
  const query = useQuery({
    queryKey: ['companies', params],
    queryFn: () => listCompanies(params),
    placeholderData: keepPreviousData,
  });

  const save = async (values: CompanyFormOutput) => {
    if (editing) await updateCompany(editing._id, values);
    else await createCompany(values);
    showSnackbar({ text: editing ? 'Empresa atualizada.' : 'Empresa criada.', color: 'success' });
    setEditing(undefined);
    await queryClient.invalidateQueries({ queryKey: ['companies'] });
  };

  const toggle = useMutation({
    mutationFn: (company: Company) => setCompanyActive(company._id, !company.active),
    onSuccess: async (company) => {
      showSnackbar({
        text: company.active
          ? 'Empresa reativada.'
          : 'Empresa desativada; os usuários dela perderam o acesso.',
        color: 'success',
      });
      setToggling(null);
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
    onError: (error) => {
      showSnackbar({ text: getApiErrorMessage(error), color: 'error' });
      setToggling(null);
    },
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
    {
      key: 'active',
      label: 'Situação',
      render: (c) => <ActiveChip active={c.active} labels={['Ativa', 'Inativa']} />,
    },
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
          {!c.provider && (
            <RowAction
              title={c.active ? 'Desativar' : 'Reativar'}
              icon={c.active ? 'cancel' : 'check-circle-outline'}
              aria-label={`${c.active ? 'Desativar' : 'Reativar'} ${c.name}`}
              onClick={() => setToggling(c)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen title="Empresas" addLabel="Nova empresa" onAdd={() => setEditing(null)}>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        aria-label="Seções de empresas"
      >
        <Tab label="Empresas" id="tab-empresas" aria-controls="painel-empresas" />
        <Tab label="Atividade" id="tab-atividade" aria-controls="painel-atividade" />
      </Tabs>
      <Box role="tabpanel" id="painel-empresas" aria-labelledby="tab-empresas" hidden={tab !== 0}>
        {tab === 0 && (
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
        )}
      </Box>
      <Box role="tabpanel" id="painel-atividade" aria-labelledby="tab-atividade" hidden={tab !== 1}>
        {tab === 1 && (
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
        )}
      </Box>
      {editing !== undefined && (
        <CompanyDialog
          open
          company={editing}
          onClose={() => setEditing(undefined)}
          onSubmit={save}
        />
      )}
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.active ? 'Desativar empresa?' : 'Reativar empresa?'}
        confirmLabel={toggling?.active ? 'Desativar' : 'Reativar'}
        confirmColor={toggling?.active ? 'error' : 'primary'}
        pending={toggle.isPending}
        onClose={() => setToggling(null)}
        onConfirm={() => toggling && toggle.mutate(toggling)}
      >
        {toggling?.active
          ? `Os ${toggling.usersCount} usuário(s) de ${toggling.name} perderão o acesso imediatamente.`
          : `Os usuários ativos de ${toggling?.name ?? ''} voltarão a poder entrar.`}
      </ConfirmDialog>
    </ListScreen>
  );
}
