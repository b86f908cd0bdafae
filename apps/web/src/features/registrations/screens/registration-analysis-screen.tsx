import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { entitiesQuery } from '../../../shared/diligence/api/list-entities.ts';
import { DiligenceLoading } from '../../../shared/diligence/components/diligence-load-state.tsx';
import { EntityScreenFrame } from '../../../shared/diligence/components/entity-screen-frame.tsx';
import { registrationQuery } from '../api/get-registration.ts';
import { RegistrationWorkspace } from '../components/registration-workspace.tsx';

/**
 * `/diligence/:diligenceId/registration/:registrationId`: an entity's registration analysis. The
 * segment is a snapshot's id (that snapshot) or, as the entity list links it, an entity's id (its
 * latest snapshot, or the way to get a first one) — docs/decisions/011-entity-links.md. Entity
 * ids and snapshot ids never collide, so the entity list (already cached) is asked first.
 */
export default function RegistrationAnalysisScreen() {
  const { diligenceId = '', registrationId: segment = '' } = useParams();
  const entities = useQuery(entitiesQuery(diligenceId));
  const isEntity = !!entities.data?.some((e) => e._id === segment);
  const snapshot = useQuery({
    ...registrationQuery(diligenceId, segment),
    enabled: entities.isSuccess && !isEntity,
    retry: false,
  });
  const entityId = isEntity ? segment : snapshot.data?.entityId;
  if (!entityId && (entities.isPending || snapshot.isLoading)) return <DiligenceLoading />;
  return (
    <EntityScreenFrame
      diligenceId={diligenceId}
      entityId={entityId ?? segment}
      trail={(e) => [{ label: e ? `Cadastro de ${e.name}` : 'Cadastro' }]}
    >
      {({ entity }) => (
        <RegistrationWorkspace
          diligenceId={diligenceId}
          entity={entity}
          snapshotId={isEntity ? null : segment}
        />
      )}
    </EntityScreenFrame>
  );
}
