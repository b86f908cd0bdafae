import { useState } from 'react';
import { Box, Chip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { formatCpf } from '@lince/contracts/br/cpf';
import { ROLE_LABELS, ROLES, type Role } from '@lince/contracts/roles';
import { LINCE_ADMIN_ONLY_MESSAGES, type User } from '@lince/contracts/users';
import { ActivityPanel } from '../../../shared/activities/activity-panel.tsx';
import {
  activeColumn,
  ActiveToggleAction,
  ActiveToggleDialog,
  useActiveToggle,
} from '../../../components/active-toggle.tsx';
import { ActivityTabs } from '../../../components/activity-tabs.tsx';
import { ACTIVE_FILTER_OPTIONS, FilterSelect } from '../../../components/filter-select.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { RowAction, RowActions } from '../../../components/row-action.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import {
  activeParam,
  queryTableProps,
  useListState,
  type ActiveFilter,
} from '../../../lib/use-list-state.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useEditableList } from '../../../lib/use-editable-list.ts';
import { createUser } from '../api/create-user.ts';
import { userListKey, userListQuery } from '../api/list-users.ts';
import { resendInvitation } from '../api/resend-invitation.ts';
import { setUserActive } from '../api/set-user-active.ts';
import { updateUser } from '../api/update-user.ts';
import { CompanyPicker, type CompanyOption } from '../components/company-picker.tsx';
import { UserDialog, type UserFormOutput } from '../components/user-dialog.tsx';

/** Users of every company, for the provider: filters, invitation, edit, (de)activate, activity. */
export default function UsersScreen() {
  const session = useSession();
  const selfId = session?._id ?? '';
  // Only a LINCE_ADMIN acts on a LINCE_ADMIN or gives that role (the API answers 403 otherwise).
  const linceAdmin = session?.role === 'LINCE_ADMIN';
  const grantable = linceAdmin ? ROLES : ROLES.filter((r) => r !== 'LINCE_ADMIN');
  const onlyLinceAdmin = (u: User, message: string) =>
    !linceAdmin && u.role === 'LINCE_ADMIN' ? message : undefined;
  const [tab, setTab] = useState(0);
  const list = useListState({
    filters: {
      company: null as CompanyOption | null,
      role: '' as Role | '',
      active: 'all' as ActiveFilter,
    },
    defaultSort: 'name',
  });
  const [activityUser, setActivityUser] = useState<User | null>(null);
  const [activityCompany, setActivityCompany] = useState<CompanyOption | null>(null);

  const { company, role, active } = list.filters;
  const params = {
    ...list.queryParams,
    companyId: company?._id,
    role: role || undefined,
    active: activeParam(active),
  };
  const { query, refresh, editing, setEditing, save } = useEditableList({
    query: userListQuery(params),
    listKey: userListKey(),
    create: (values: UserFormOutput) =>
      createUser({
        name: values.name,
        email: values.email,
        cpf: values.cpf,
        role: values.role,
        companyId: values.company!._id,
      }),
    update: (user, values) =>
      updateUser(user._id, {
        name: values.name,
        cpf: values.cpf,
        ...(user._id === selfId ? {} : { role: values.role, companyId: values.company!._id }),
      }),
    savedText: (user, created) =>
      created ? `Convite enviado para ${user.email}.` : 'Usuário atualizado.',
  });

  const toggle = useActiveToggle({
    setActive: setUserActive,
    reactivated: 'Usuário reativado.',
    deactivated: 'Usuário desativado; a sessão dele foi encerrada.',
    refresh,
  });

  const resend = useMutation({
    mutationFn: (user: User) => resendInvitation(user._id),
    onSuccess: (user) =>
      showSnackbar({ text: `Convite reenviado para ${user.email}.`, color: 'success' }),
    onError: (error) => showSnackbar({ text: getApiErrorMessage(error), color: 'error' }),
  });

  const columns: Column<User>[] = [
    {
      key: 'name',
      label: 'Nome',
      sortKey: 'name',
      render: (u) => (
        <>
          {u.name}
          {u.pendingInvitation && <Chip size="small" label="Convite pendente" sx={{ ml: 1 }} />}
        </>
      ),
    },
    { key: 'email', label: 'E-mail', sortKey: 'email', render: (u) => u.email },
    { key: 'cpf', label: 'CPF', noWrap: true, render: (u) => (u.cpf ? formatCpf(u.cpf) : '—') },
    { key: 'company', label: 'Empresa', render: (u) => u.company.name },
    { key: 'role', label: 'Perfil', sortKey: 'role', render: (u) => ROLE_LABELS[u.role] },
    activeColumn(['Ativo', 'Inativo']),
    {
      key: 'lastLoginAt',
      label: 'Último acesso',
      sortKey: 'lastLoginAt',
      render: (u) => formatDateTime(u.lastLoginAt),
    },
    {
      key: 'actions',
      label: 'Ações',
      align: 'right',
      render: (u) => (
        <RowActions>
          <RowAction
            title="Editar"
            icon="pencil-outline"
            aria-label={`Editar ${u.name}`}
            disabledReason={onlyLinceAdmin(u, LINCE_ADMIN_ONLY_MESSAGES.edit)}
            onClick={() => setEditing(u)}
          />
          {u.pendingInvitation && u.active && (
            <RowAction
              title="Reenviar convite"
              icon="email-fast-outline"
              aria-label={`Reenviar convite para ${u.name}`}
              disabled={resend.isPending}
              disabledReason={onlyLinceAdmin(u, LINCE_ADMIN_ONLY_MESSAGES.resend)}
              onClick={() => resend.mutate(u)}
            />
          )}
          <RowAction
            title="Atividade"
            icon="history"
            aria-label={`Atividade de ${u.name}`}
            onClick={() => {
              setActivityUser(u);
              setTab(1);
            }}
          />
          {u._id !== selfId && (
            <ActiveToggleAction
              item={u}
              toggle={toggle}
              disabledReason={onlyLinceAdmin(
                u,
                LINCE_ADMIN_ONLY_MESSAGES[u.active ? 'deactivate' : 'activate'],
              )}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen title="Usuários" addLabel="Novo usuário" onAdd={() => setEditing(null)}>
      <ActivityTabs
        label="Usuários"
        id="usuarios"
        tab={tab}
        onTabChange={setTab}
        list={
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <SearchField
                label="Buscar por nome, e-mail ou CPF"
                value={list.search}
                onChange={list.setSearch}
              />
              <CompanyPicker
                label="Empresa"
                size="small"
                value={company}
                onChange={(next) => list.setFilter('company', next)}
              />
              <FilterSelect<Role | ''>
                label="Perfil"
                value={role}
                onChange={(value) => list.setFilter('role', value)}
                options={[['', 'Todos'], ...ROLES.map((r) => [r, ROLE_LABELS[r]] as const)]}
                width={200}
              />
              <FilterSelect
                label="Situação"
                value={active}
                onChange={(value) => list.setFilter('active', value)}
                options={ACTIVE_FILTER_OPTIONS}
                width={160}
              />
            </Box>
            <ServerTable
              label="Usuários"
              columns={columns}
              rowKey={(u) => u._id}
              {...list.tableProps}
              {...queryTableProps(query)}
              emptyText="Nenhum usuário encontrado."
            />
          </Box>
        }
        activity={
          <Box sx={{ display: 'grid', gap: 2 }}>
            <CompanyPicker
              label="Filtrar por empresa"
              size="small"
              value={activityCompany}
              onChange={setActivityCompany}
            />
            <ActivityPanel
              filter={{ userId: activityUser?._id, companyId: activityCompany?._id }}
              filterLabels={
                activityUser
                  ? [
                      {
                        label: `Usuário: ${activityUser.name}`,
                        onDelete: () => setActivityUser(null),
                      },
                    ]
                  : []
              }
            />
          </Box>
        }
      />
      {editing !== undefined && (
        <UserDialog
          user={editing}
          selfId={selfId}
          roles={grantable}
          onClose={() => setEditing(undefined)}
          onSubmit={save}
        />
      )}
      <ActiveToggleDialog toggle={toggle} noun="usuário">
        {(user) =>
          user.active
            ? `${user.name} perderá o acesso imediatamente: a sessão aberta é encerrada.`
            : `${user.name} voltará a poder entrar.`
        }
      </ActiveToggleDialog>
    </ListScreen>
  );
}
