import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@lince/contracts/checklists';
import type { ApiErrorDetail } from '../../../lib/api-error.ts';
import { documentAnalysisPath, entityDocumentsPath } from '../../../shared/diligence/links.ts';

/** A move into Concluída the server refused, with what is missing. */
export interface ConcludeRefusal {
  diligenceId: string;
  code: string;
  message: string;
  details: ApiErrorDetail[];
}

interface EntityGroup {
  entityId: string;
  entityName: string;
  documents: ApiErrorDetail[];
}

/** The documents of the refusal grouped by entity, in the server's order. */
function byEntity(details: ApiErrorDetail[]): EntityGroup[] {
  const groups = new Map<string, EntityGroup>();
  for (const d of details) {
    if (!d.documentId || !d.entityId) continue;
    const group = groups.get(d.entityId) ?? {
      entityId: d.entityId,
      entityName: d.entityName ?? 'Parte',
      documents: [],
    };
    group.documents.push(d);
    groups.set(d.entityId, group);
  }
  return [...groups.values()];
}

const statusLabel = (status: string | undefined) =>
  status && status in DOCUMENT_STATUS_LABELS
    ? DOCUMENT_STATUS_LABELS[status as DocumentStatus]
    : null;

/**
 * Why the diligence cannot be concluded yet: the server's message, what else is missing (risk,
 * conclusion) and each required document not yet analysed nor waived, with links to its entity's
 * checklist and to its analysis.
 */
export function ConcludeRefusalDialog({
  refusal,
  onClose,
}: {
  refusal: ConcludeRefusal;
  onClose: () => void;
}) {
  const titleId = useId();
  const { diligenceId, details } = refusal;
  const others = details.filter((d) => !d.documentId);
  const groups = byEntity(details);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{`${refusal.code} ainda não pode ser concluída`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText>{refusal.message}</DialogContentText>
        {others.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {others.map((d) => (
              <li key={d.path}>{d.message}</li>
            ))}
          </Box>
        )}
        {groups.length > 0 && (
          <Box
            component="ul"
            aria-label="Documentos obrigatórios pendentes"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {groups.map((g) => (
              <li key={g.entityId}>
                <Link
                  component={RouterLink}
                  to={entityDocumentsPath(diligenceId, g.entityId)}
                  sx={{ fontWeight: 600 }}
                  aria-label={`Documentos de ${g.entityName}`}
                >
                  {g.entityName}
                </Link>
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
                  {g.documents.map((d) => (
                    <li key={d.documentId}>
                      <Link
                        component={RouterLink}
                        to={documentAnalysisPath(diligenceId, d.documentId!)}
                      >
                        {d.documentTypeName ?? d.message}
                      </Link>
                      {statusLabel(d.documentStatus) && (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {` — ${statusLabel(d.documentStatus)}`}
                        </Typography>
                      )}
                    </li>
                  ))}
                </Box>
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Entendi
        </Button>
      </DialogActions>
    </Dialog>
  );
}
