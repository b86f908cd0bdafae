import type { ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Diligence } from '@lince/contracts/diligences';
import type { Entity } from '@lince/contracts/entities';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { diligenceQuery } from '../api/get-diligence.ts';
import { entityQuery } from '../api/get-entity.ts';
import { DiligenceHeader } from './diligence-header.tsx';
import { DiligenceLoadError, DiligenceLoading } from './diligence-load-state.tsx';
import { EntityNotFound } from './entity-not-found.tsx';

/**
 * A screen about one entity of a diligence (its documents, its files): the diligence's header
 * with the screen's `trail`, the loading and error states of the diligence and of the entity,
 * then the screen's content in a section labelled by the entity's name (`entity-title`).
 */
export function EntityScreenFrame({
  diligenceId,
  entityId,
  trail,
  children,
}: {
  diligenceId: string;
  entityId: string;
  /** The crumbs after the diligence's code, once the entity is known (or not). */
  trail: (entity: Entity | undefined) => Crumb[];
  children: (loaded: { diligence: Diligence; entity: Entity }) => ReactNode;
}) {
  const diligence = useQuery(diligenceQuery(diligenceId));
  const entity = useQuery(entityQuery(diligenceId, entityId));
  if (diligence.isPending) return <DiligenceLoading />;
  if (diligence.isError)
    return <DiligenceLoadError error={diligence.error} onRetry={() => void diligence.refetch()} />;
  const e = entity.data ?? undefined;
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 3 }}>
      <DiligenceHeader diligence={diligence.data} current="entities" trail={trail(e)} />
      {entity.isPending ? (
        <LinearProgress aria-label="Carregando a parte" />
      ) : entity.isError ? (
        <FormAlert>{getApiErrorMessage(entity.error)}</FormAlert>
      ) : !e ? (
        <EntityNotFound diligenceId={diligenceId} />
      ) : (
        <Box component="section" aria-labelledby="entity-title" sx={{ display: 'grid', gap: 2 }}>
          {children({ diligence: diligence.data, entity: e })}
        </Box>
      )}
    </Box>
  );
}
