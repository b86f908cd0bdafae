import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import type { RiskRating } from '@lince/contracts/diligences';
import type { Entity, EntityInput, EntityUpdate } from '@lince/contracts/entities';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { diligenceQuery } from '../../../shared/diligence/api/get-diligence.ts';
import { invalidateDiligence } from '../../../shared/diligence/api/invalidate-diligence.ts';
import { entitiesQuery } from '../../../shared/diligence/api/list-entities.ts';
import { partyPrefillOf, withoutPartyPrefill } from '../../../shared/diligence/new-party-link.ts';
import { createEntity } from '../api/create-entity.ts';
import { deleteEntity } from '../api/delete-entity.ts';
import { setEntityRisk } from '../api/set-entity-risk.ts';
import { updateEntity } from '../api/update-entity.ts';
import { DiligenceHeader } from '../../../shared/diligence/components/diligence-header.tsx';
import {
  DiligenceLoadError,
  DiligenceLoading,
} from '../../../shared/diligence/components/diligence-load-state.tsx';
import { RiskDialog } from '../../../shared/diligence/components/risk-dialog.tsx';
import { EntitiesTable } from '../components/entities-table.tsx';
import { EntityDialog } from '../components/entity-dialog.tsx';

/**
 * `/diligence/:id`: the diligence's header and its entities (parties): add, edit, rate the risk,
 * remove; each entity links to its Documentos, Cadastro, Processos and Arquivos screens.
 * `?entity=<id>` scrolls to and highlights that entity's row; `?nova-parte=1&…` opens the
 * "Nova parte" dialog prefilled (`newPartyPath`: a QSA partner the analyst registers by hand).
 */
export default function EntityScreen() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const highlighted = searchParams.get('entity');
  const prefill = partyPrefillOf(searchParams);
  const queryClient = useQueryClient();
  const diligence = useQuery(diligenceQuery(id));
  const entities = useQuery(entitiesQuery(id));
  const [editing, setEditing] = useState<Entity | null | undefined>(prefill ? null : undefined);
  /** Closes the party dialog; a prefill the address asked for is spent. */
  const closeDialog = () => {
    setEditing(undefined);
    if (prefill) setSearchParams(withoutPartyPrefill(searchParams), { replace: true });
  };
  const [rating, setRating] = useState<Entity | null>(null);
  const [removing, setRemoving] = useState<Entity | null>(null);

  /** Entities change the diligence too (count, computed risk, search): refresh both and the lists. */
  const refresh = () => invalidateDiligence(queryClient, id);

  const create = async (body: EntityInput) => {
    const created = await createEntity(id, body);
    closeDialog();
    showSnackbar({ text: `Parte "${created.name}" adicionada.`, color: 'success' });
    await refresh();
  };
  const update = async (entity: Entity, body: EntityUpdate) => {
    await updateEntity(id, entity._id, body);
    closeDialog();
    showSnackbar({ text: 'Parte atualizada.', color: 'success' });
    await refresh();
  };
  const saveRisk = async (entity: Entity, value: RiskRating, justification: string) => {
    await setEntityRisk(id, entity._id, value, justification);
    setRating(null);
    showSnackbar({ text: `Risco de "${entity.name}" atualizado.`, color: 'success' });
    await refresh();
  };
  const remove = useMutation({
    mutationFn: (entity: Entity) => deleteEntity(id, entity._id),
    onSuccess: async (_, entity) => {
      setRemoving(null);
      showSnackbar({ text: `Parte "${entity.name}" removida.`, color: 'success' });
      await refresh();
    },
  });

  if (diligence.isPending) return <DiligenceLoading />;
  if (diligence.isError)
    return <DiligenceLoadError error={diligence.error} onRetry={() => void diligence.refetch()} />;

  const list = entities.data;
  const missing = highlighted !== null && !!list && !list.some((e) => e._id === highlighted);
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 3 }}>
      <DiligenceHeader diligence={diligence.data} current="entities" />
      <Box component="section" aria-labelledby="partes-titulo" sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="partes-titulo" variant="h2" sx={{ fontSize: '1.25rem', mr: 'auto' }}>
            Partes{list ? ` (${list.length})` : ''}
          </Typography>
          <Button
            variant="contained"
            startIcon={<Icon name="account-plus-outline" size={20} />}
            onClick={() => setEditing(null)}
            disabled={!list}
          >
            Adicionar parte
          </Button>
        </Box>
        {missing && (
          <Alert severity="info" role="status">
            A parte indicada no endereço não está (mais) nesta diligência.
          </Alert>
        )}
        {entities.isPending ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <LinearProgress aria-label="Carregando as partes" />
          </Paper>
        ) : entities.isError ? (
          <RetryAlert error={entities.error} onRetry={() => void entities.refetch()} />
        ) : entities.data.length === 0 ? (
          <Paper
            variant="outlined"
            sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
              Nenhuma parte ainda
            </Typography>
            <Typography color="text.secondary">
              Adicione a primeira parte: a pessoa física ou jurídica que é objeto desta diligência.
            </Typography>
            <Button variant="outlined" onClick={() => setEditing(null)}>
              Adicionar a primeira parte
            </Button>
          </Paper>
        ) : (
          <EntitiesTable
            diligenceId={id}
            entities={entities.data}
            highlighted={highlighted}
            onEdit={setEditing}
            onRisk={setRating}
            onRemove={(entity) => {
              remove.reset();
              setRemoving(entity);
            }}
          />
        )}
      </Box>
      {editing !== undefined && list && (
        <EntityDialog
          entity={editing}
          prefill={editing === null ? (prefill ?? undefined) : undefined}
          entities={list}
          onClose={closeDialog}
          onCreate={create}
          onUpdate={update}
        />
      )}
      {rating && (
        <RiskDialog
          subject={`de ${rating.name}`}
          risk={rating.risk}
          onClose={() => setRating(null)}
          onSubmit={(value, justification) => saveRisk(rating, value, justification)}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title="Remover parte?"
        confirmLabel="Remover"
        confirmColor="error"
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <span>{removing?.name} deixará de fazer parte desta diligência.</span>
          {remove.isError && <FormAlert>{getApiErrorMessage(remove.error)}</FormAlert>}
        </Box>
      </ConfirmDialog>
    </Box>
  );
}
