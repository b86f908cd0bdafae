import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { findingsQuery, type FindingListParams } from './api/list-findings.ts';

/**
 * While something proposes a finding (`proposes`) and its subject (`about`: a document, an area
 * of an entity) has no open finding, a reminder saying why (`children`) offers to record it.
 */
export function ProposalReminder({
  diligenceId,
  about,
  proposes,
  onPropose,
  children,
}: {
  diligenceId: string;
  about: Pick<FindingListParams, 'documentId' | 'entityId' | 'target'>;
  proposes: boolean;
  onPropose: () => void;
  children: ReactNode;
}) {
  const open = useQuery({
    ...findingsQuery(diligenceId, { ...about, resolved: 'false', page: 1, pageSize: 1 }),
    enabled: proposes,
  });
  if (!proposes || open.data?.total !== 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onPropose}>
          Registrar apontamento
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
