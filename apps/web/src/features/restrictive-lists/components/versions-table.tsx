import { useState } from 'react';
import { Chip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListVersion } from '@lince/contracts';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { queryTableProps } from '../../../lib/use-list-state.ts';
import { ShaCell } from '../../../shared/files/sha-cell.tsx';
import { versionsQuery, type ListTarget } from '../api/list-imports.ts';
import { VERSION_STATE_LABELS } from '../lib/list-texts.ts';

const columns: Column<ListVersion>[] = [
  { key: 'version', label: 'Versão', render: (v) => v.version, width: 70 },
  {
    key: 'state',
    label: 'Situação',
    render: (v) =>
      v.inForce ? (
        <Chip size="small" color="success" label="Em vigor" />
      ) : (
        <Chip
          size="small"
          color={v.state === 'FALHOU' ? 'error' : 'default'}
          variant={v.state === 'CONCLUIDA' ? 'outlined' : 'filled'}
          label={VERSION_STATE_LABELS[v.state]}
        />
      ),
  },
  {
    key: 'date',
    label: 'Data',
    noWrap: true,
    render: (v) => formatDateTime(v.importedAt ?? v.createdAt),
  },
  {
    key: 'rows',
    label: 'Registros',
    align: 'right',
    render: (v) => (v.state === 'CONCLUIDA' ? v.rows.toLocaleString('pt-BR') : '—'),
  },
  { key: 'who', label: 'Importada por', render: (v) => v.importedBy ?? '—' },
  { key: 'file', label: 'Arquivo', render: (v) => v.fileName },
  { key: 'sha', label: 'SHA-256', render: (v) => <ShaCell sha256={v.sha256} /> },
  { key: 'message', label: 'Motivo da falha', render: (v) => v.message ?? '—' },
];

/** The versions of a list, newest first, failed ones with their reason; paged on the server. */
export function VersionsTable({ target, label }: { target: ListTarget; label: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery({
    ...versionsQuery({ target, page, pageSize }),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerTable
      label={label}
      columns={columns}
      rowKey={(v) => v._id}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      {...queryTableProps(query)}
      emptyText="Nenhuma importação ainda."
    />
  );
}
