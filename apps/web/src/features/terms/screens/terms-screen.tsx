import { RowAction, RowActions } from '../../../components/row-action.tsx';
import { useState } from 'react';
import { Button, Chip, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TermsDraftInput, TermsVersion } from '@lince/contracts/terms';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { queryTableProps, useListState } from '../../../lib/use-list-state.ts';
import { createTermsDraft } from '../api/create-terms-draft.ts';
import { termsListKey, termsListQuery } from '../api/list-terms-versions.ts';
import { publishTerms } from '../api/publish-terms.ts';
import { updateTermsDraft } from '../api/update-terms-draft.ts';
import { TermsEditorDialog } from '../components/terms-editor-dialog.tsx';

const TEMPLATE: TermsDraftInput = {
  title: 'Termos de uso do Lince',
  text: '# Termos de uso\n\n## 1. Aceitação\n\nAo usar o Lince, você concorda com estes termos.\n',
};

type Editing = { version: TermsVersion | null; readOnly: boolean; initial: TermsDraftInput };

/** Versions of the terms of use: drafts in Markdown, publication (then everyone must accept). */
export default function TermsScreen() {
  const queryClient = useQueryClient();
  const list = useListState();
  const { page, pageSize } = list;
  const [editing, setEditing] = useState<Editing | null>(null);
  const query = useQuery({
    ...termsListQuery({ page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: termsListKey() });

  const save = async (values: TermsDraftInput) => {
    if (editing?.version) await updateTermsDraft(editing.version._id, values);
    else await createTermsDraft(values);
    showSnackbar({ text: 'Rascunho salvo.', color: 'success' });
    setEditing(null);
    await refresh();
  };

  const publish = useConfirmedAction(
    (version: TermsVersion) => publishTerms(version._id),
    async (version) => {
      showSnackbar({
        text: `Versão ${version.version} publicada: todos os usuários precisarão aceitá-la.`,
        color: 'success',
      });
      await refresh();
    },
  );

  const newVersion = () => {
    const latest = query.data?.items[0];
    setEditing({
      version: null,
      readOnly: false,
      initial: latest ? { title: latest.title, text: latest.text } : TEMPLATE,
    });
  };

  const columns: Column<TermsVersion>[] = [
    { key: 'version', label: 'Versão', render: (v) => v.version, width: 80 },
    { key: 'title', label: 'Título', render: (v) => v.title },
    {
      key: 'status',
      label: 'Situação',
      render: (v) =>
        v.current ? (
          <Chip size="small" color="success" label="Vigente" />
        ) : (
          <Chip
            size="small"
            label={v.status === 'PUBLICADA' ? 'Publicada' : 'Rascunho'}
            variant={v.status === 'RASCUNHO' ? 'outlined' : 'filled'}
          />
        ),
    },
    {
      key: 'created',
      label: 'Criada',
      render: (v) => `${formatDateTime(v.createdAt)}${v.createdBy ? ` · ${v.createdBy.name}` : ''}`,
    },
    {
      key: 'published',
      label: 'Publicada',
      render: (v) =>
        v.publishedAt
          ? `${formatDateTime(v.publishedAt)}${v.publishedBy ? ` · ${v.publishedBy.name}` : ''}`
          : '—',
    },
    { key: 'acceptances', label: 'Aceites', align: 'right', render: (v) => v.acceptances },
    {
      key: 'actions',
      label: 'Ações',
      align: 'right',
      render: (v) => (
        <RowActions>
          {v.status === 'RASCUNHO' ? (
            <>
              <RowAction
                title="Editar"
                icon="pencil-outline"
                aria-label={`Editar versão ${v.version}`}
                onClick={() =>
                  setEditing({
                    version: v,
                    readOnly: false,
                    initial: { title: v.title, text: v.text },
                  })
                }
              />
              <Button size="small" variant="outlined" onClick={() => publish.ask(v)}>
                Publicar
              </Button>
            </>
          ) : (
            <RowAction
              title="Ver"
              icon="file-document-outline"
              aria-label={`Ver versão ${v.version}`}
              onClick={() =>
                setEditing({
                  version: v,
                  readOnly: true,
                  initial: { title: v.title, text: v.text },
                })
              }
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen title="Termos de uso" addLabel="Nova versão" onAdd={newVersion}>
      <Typography color="text.secondary">
        Uma versão publicada é imutável e passa a valer para todos os usuários, que precisarão
        aceitá-la no próximo acesso.
      </Typography>
      <ServerTable
        label="Versões dos termos de uso"
        columns={columns}
        rowKey={(v) => v._id}
        {...list.tableProps}
        {...queryTableProps(query)}
        emptyText="Nenhuma versão dos termos ainda. Crie a primeira."
      />
      {editing && (
        <TermsEditorDialog
          heading={
            editing.readOnly
              ? `Versão ${editing.version?.version ?? ''} (publicada, somente leitura)`
              : editing.version
                ? `Editar rascunho — versão ${editing.version.version}`
                : 'Nova versão dos termos'
          }
          initial={editing.initial}
          readOnly={editing.readOnly}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      )}
      <ConfirmDialog
        {...publish.dialog}
        title={`Publicar a versão ${publish.target?.version ?? ''}?`}
        confirmLabel="Publicar"
      >
        A versão não poderá mais ser alterada e todos os usuários, de todos os perfis, precisarão
        aceitá-la no próximo acesso ou navegação.
      </ConfirmDialog>
    </ListScreen>
  );
}
