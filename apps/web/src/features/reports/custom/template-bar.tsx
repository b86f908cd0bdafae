import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportTemplate, ReportTemplateRequest } from '@lince/contracts/reports';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import {
  createTemplate,
  deleteTemplate,
  templatesKey,
  templatesQuery,
  updateTemplate,
} from '../api/templates-api.ts';
import { TemplateNameDialog } from './template-name-dialog.tsx';

type Layout = Omit<ReportTemplateRequest, 'name'>;

/**
 * The company's templates of custom reports: load one (any diligence), save the current choice
 * as a new one or into the loaded one, rename or delete it.
 */
export function TemplateBar({
  layout,
  loadedId,
  onLoad,
}: {
  /** The current choice (null while it cannot be saved: no section chosen). */
  layout: Layout | null;
  loadedId: string | null;
  onLoad: (template: ReportTemplate | null) => void;
}) {
  const queryClient = useQueryClient();
  const templates = useQuery(templatesQuery());
  const [naming, setNaming] = useState<'new' | 'rename' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [pending, setPending] = useState(false);
  const loaded = templates.data?.find((t) => t._id === loadedId) ?? null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: templatesKey });
  const saveNew = async (name: string) => {
    const saved = await createTemplate({ name, ...layout! });
    await refresh();
    onLoad(saved);
    setNaming(null);
    showSnackbar({ text: `Modelo “${saved.name}” salvo.`, color: 'success' });
  };
  const rename = async (name: string) => {
    const t = loaded!;
    await updateTemplate(t._id, { name, sections: t.sections, blocks: t.blocks });
    await refresh();
    setNaming(null);
    showSnackbar({ text: `Modelo renomeado para “${name}”.`, color: 'success' });
  };
  const saveInto = async () => {
    const t = loaded!;
    setPending(true);
    try {
      await updateTemplate(t._id, { name: t.name, ...layout! });
      await refresh();
      showSnackbar({ text: `Modelo “${t.name}” atualizado.`, color: 'success' });
    } catch (caught) {
      showSnackbar({ text: getApiErrorMessage(caught), color: 'error' });
    } finally {
      setPending(false);
    }
  };
  const remove = async () => {
    const t = loaded!;
    setPending(true);
    try {
      await deleteTemplate(t._id);
      await refresh();
      onLoad(null);
      setDeleting(false);
      showSnackbar({ text: `Modelo “${t.name}” excluído.`, color: 'success' });
    } catch (caught) {
      showSnackbar({ text: getApiErrorMessage(caught), color: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {templates.isError && <FormAlert>{getApiErrorMessage(templates.error)}</FormAlert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Modelo"
          value={loadedId ?? ''}
          onChange={(event) =>
            onLoad(templates.data?.find((t) => t._id === event.target.value) ?? null)
          }
          sx={{ minWidth: 240, flex: '1 1 240px' }}
          disabled={!templates.data}
        >
          <MenuItem value="">
            <em>Nenhum (seções padrão)</em>
          </MenuItem>
          {templates.data?.map((t) => (
            <MenuItem key={t._id} value={t._id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          startIcon={<Icon name="content-save-outline" size={20} />}
          onClick={() => setNaming('new')}
          disabled={!layout}
        >
          Salvar como modelo
        </Button>
        {loaded && (
          <>
            <Button onClick={() => void saveInto()} disabled={!layout || pending}>
              Atualizar “{loaded.name}”
            </Button>
            <Button
              startIcon={<Icon name="pencil-outline" size={20} />}
              onClick={() => setNaming('rename')}
            >
              Renomear
            </Button>
            <Button
              color="error"
              startIcon={<Icon name="delete-outline" size={20} />}
              onClick={() => setDeleting(true)}
            >
              Excluir
            </Button>
          </>
        )}
      </Box>
      {naming && (
        <TemplateNameDialog
          title={naming === 'new' ? 'Salvar como modelo' : 'Renomear modelo'}
          initialName={naming === 'rename' ? (loaded?.name ?? '') : ''}
          onClose={() => setNaming(null)}
          onSubmit={naming === 'new' ? saveNew : rename}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title="Excluir modelo"
        confirmLabel="Excluir"
        confirmColor="error"
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      >
        {loaded &&
          `O modelo “${loaded.name}” deixa de aparecer para toda a empresa. Os relatórios já exportados não mudam.`}
      </ConfirmDialog>
    </Box>
  );
}
