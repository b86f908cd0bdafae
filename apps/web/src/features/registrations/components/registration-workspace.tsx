import { useState } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Entity } from '@lince/contracts/entities';
import type { Registration, RegistrationList } from '@lince/contracts/registrations';
import { EmptyText, SectionCard } from '../../../components/section-card.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { invalidateDiligence } from '../../../shared/diligence/api/invalidate-diligence.ts';
import { entitiesQuery } from '../../../shared/diligence/api/list-entities.ts';
import { EntitySummary } from '../../../shared/diligence/components/entity-summary.tsx';
import { registrationPath } from '../../../shared/diligence/links.ts';
import { registrationListKey, registrationListQuery } from '../api/list-registrations.ts';
import { saveConclusion } from '../api/save-conclusion.ts';
import { situationOf } from '../lib/situation.ts';
import { ComparisonTable } from './comparison-table.tsx';
import { ConclusionForm } from './conclusion-form.tsx';
import { DataSources } from './data-sources.tsx';
import { QsaTable } from './qsa-table.tsx';
import { RegistrationDetails } from './registration-details.tsx';
import { RegistrationFindings } from './registration-findings.tsx';
import { SnapshotPicker } from './snapshot-picker.tsx';

/**
 * The registration analysis of one entity: the ways to a new snapshot, the snapshot on screen
 * (`snapshotId`, else the latest) beside what was declared, its data, QSA and conclusion, and the
 * entity's CADASTRO findings.
 */
export function RegistrationWorkspace({
  diligenceId,
  entity,
  snapshotId,
}: {
  diligenceId: string;
  entity: Entity;
  snapshotId: string | null;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery(registrationListQuery(diligenceId, entity._id));
  const entities = useQuery(entitiesQuery(diligenceId)).data ?? [];
  const [proposing, setProposing] = useState(false);
  const items = list.data?.items ?? [];
  const shown = items.find((r) => r._id === snapshotId) ?? items[0] ?? null;
  const key = registrationListKey(diligenceId, entity._id);

  const replace = (r: Registration) =>
    queryClient.setQueryData<RegistrationList>(key, (old) =>
      old ? { ...old, items: old.items.map((i) => (i._id === r._id ? r : i)) } : old,
    );
  const created = async (r: Registration) => {
    queryClient.setQueryData<RegistrationList>(key, (old) =>
      old ? { ...old, items: [r, ...old.items] } : old,
    );
    if (snapshotId) await navigate(registrationPath(diligenceId, entity._id));
    showSnackbar({ text: 'Dados cadastrais registrados.', color: 'success' });
    setProposing(!situationOf(r.data).regular);
    await queryClient.invalidateQueries({ queryKey: key });
  };

  return (
    <>
      <EntitySummary entity={entity} headingId="entity-title" />
      <SectionCard title="Consulta cadastral">
        <DataSources
          diligenceId={diligenceId}
          entity={entity}
          providerAvailable={!!list.data?.providerAvailable}
          shown={shown}
          onCreated={created}
        />
        {list.isPending ? (
          <LinearProgress aria-label="Carregando as consultas" />
        ) : list.isError ? (
          <RetryAlert error={list.error} onRetry={() => void list.refetch()} />
        ) : !shown ? (
          <EmptyText>
            Nenhuma consulta cadastral desta parte ainda.{' '}
            {list.data.providerAvailable && entity.kind === 'PJ'
              ? 'Consulte a Receita, importe o arquivo JSON da consulta ou digite os dados.'
              : 'Importe o arquivo JSON da consulta ou digite os dados.'}
          </EmptyText>
        ) : (
          <SnapshotPicker
            items={items}
            shown={shown}
            onSelect={(r) =>
              void navigate(
                registrationPath(diligenceId, r._id === items[0]?._id ? entity._id : r._id),
              )
            }
          />
        )}
      </SectionCard>
      {shown && (
        <>
          <SectionCard title="Declarado × cadastro">
            <ComparisonTable entity={entity} registration={shown} />
          </SectionCard>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <SectionCard title="Dados cadastrais">
              <RegistrationDetails data={shown.data} />
            </SectionCard>
            <SectionCard title="Conclusão da análise">
              <ConclusionForm
                key={shown._id}
                registration={shown}
                onSave={async (conclusion, notes) => {
                  replace(await saveConclusion(diligenceId, shown._id, { conclusion, notes }));
                  showSnackbar({ text: 'Conclusão da análise cadastral salva.', color: 'success' });
                  await invalidateDiligence(queryClient, diligenceId);
                }}
              />
            </SectionCard>
          </Box>
          {shown.data.kind === 'PJ' && (
            <SectionCard title="Quadro de sócios e administradores (QSA)">
              <QsaTable
                key={shown._id}
                diligenceId={diligenceId}
                registrationId={shown._id}
                entityId={shown.entityId}
                qsa={shown.data.qsa}
                entities={entities}
              />
            </SectionCard>
          )}
        </>
      )}
      <RegistrationFindings
        diligenceId={diligenceId}
        entityId={entity._id}
        entityName={entity.name}
        shown={shown}
        proposing={proposing}
        onPropose={() => setProposing(true)}
        onProposalClose={() => setProposing(false)}
      />
    </>
  );
}
