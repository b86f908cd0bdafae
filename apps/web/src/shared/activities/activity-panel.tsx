import { Box, Chip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACTIVITY_ACTION_LABELS, type Activity } from '@lince/contracts/activities';
import { formatDateTime } from '../../lib/format.ts';
import { queryTableProps, useListState } from '../../lib/use-list-state.ts';
import { activityListQuery } from './api/list-activities.ts';
import { DateField } from '../../components/date-field.tsx';
import { ServerTable, type Column } from '../../components/server-table.tsx';

export interface ActivityFilter {
  userId?: string | undefined;
  companyId?: string | undefined;
}

function summaryText(summary: Activity['summary']): string {
  const after = summary.after as Record<string, unknown> | undefined;
  const before = summary.before as Record<string, unknown> | undefined;
  if (after && Object.keys(after).length > 0) {
    return Object.keys(after)
      .map((key) => {
        const was = before?.[key];
        const now = after[key];
        const show = (v: unknown) =>
          v === null || v === undefined
            ? '—'
            : typeof v === 'object'
              ? JSON.stringify(v)
              : String(v);
        return before && key in before
          ? `${key}: ${show(was)} → ${show(now)}`
          : `${key}: ${show(now)}`;
      })
      .join('; ');
  }
  return Object.entries(summary)
    .filter(([key]) => key !== 'before' && key !== 'after')
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('; ');
}

const columns: Column<Activity>[] = [
  { key: 'at', label: 'Quando', render: (a) => formatDateTime(a.at), width: 150 },
  { key: 'user', label: 'Usuário', render: (a) => a.user?.name ?? 'Sistema' },
  { key: 'company', label: 'Empresa', render: (a) => a.company.name },
  { key: 'action', label: 'Ação', render: (a) => ACTIVITY_ACTION_LABELS[a.action] ?? a.action },
  {
    key: 'summary',
    label: 'Resumo',
    render: (a) => (
      <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', wordBreak: 'break-word' }}>
        {summaryText(a.summary) || '—'}
      </Box>
    ),
  },
  { key: 'ip', label: 'IP', render: (a) => a.ip ?? '—' },
];

/**
 * The audit trail (read-only) for the provider's screens: filtered by the user and company the
 * parent chose, and by a period typed here.
 */
export function ActivityPanel({
  filter,
  filterLabels = [],
}: {
  filter: ActivityFilter;
  /** Chips describing the parent's filters, each removable. */
  filterLabels?: { label: string; onDelete: () => void }[];
}) {
  const list = useListState({ filters: { from: '', to: '' } });
  const { from, to } = list.filters;
  const params = {
    page: list.page,
    pageSize: list.pageSize,
    userId: filter.userId,
    companyId: filter.companyId,
    from: from || undefined,
    to: to || undefined,
  };
  const query = useQuery({
    ...activityListQuery(params),
    placeholderData: keepPreviousData,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DateField
          label="De"
          size="small"
          value={from}
          onChange={(day) => day !== null && list.setFilter('from', day)}
          fullWidth={false}
          sx={{ width: 180 }}
        />
        <DateField
          label="Até"
          size="small"
          value={to}
          onChange={(day) => day !== null && list.setFilter('to', day)}
          fullWidth={false}
          sx={{ width: 180 }}
        />
        {filterLabels.map((chip) => (
          <Chip key={chip.label} label={chip.label} onDelete={chip.onDelete} />
        ))}
      </Box>
      <ServerTable
        label="Atividades"
        columns={columns}
        rowKey={(a) => a._id}
        {...list.tableProps}
        {...queryTableProps(query)}
        emptyText="Nenhuma atividade no período."
      />
    </Box>
  );
}
