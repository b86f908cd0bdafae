import { Box, Button, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Document } from '@lince/contracts/documents';
import { Icon } from '../../../components/icon.tsx';
import { documentAnalysisPath } from '../../../shared/diligence/links.ts';

/** Where a document sits among the entity's documents (the checklist's order) and its neighbours. */
export function neighbours(list: readonly Document[], documentId: string) {
  const index = list.findIndex((d) => d._id === documentId);
  return {
    position: index + 1,
    total: list.length,
    previous: index > 0 ? list[index - 1]! : null,
    next: index >= 0 && index < list.length - 1 ? list[index + 1]! : null,
  };
}

/** "Documento N de M" with links to the previous and next documents of the entity. */
export function DocumentPager({
  diligenceId,
  documents,
  documentId,
}: {
  diligenceId: string;
  documents: readonly Document[];
  documentId: string;
}) {
  const { position, total, previous, next } = neighbours(documents, documentId);
  if (position === 0) return null;
  const link = (target: Document | null, label: string, shortcut: string, start: boolean) => (
    <Tooltip title={target ? `${target.documentTypeName} (${shortcut})` : ''}>
      <span>
        <Button
          component={target ? RouterLink : 'button'}
          to={target ? documentAnalysisPath(diligenceId, target._id) : undefined}
          disabled={!target}
          size="small"
          startIcon={start ? <Icon name="chevron-left" size={20} /> : undefined}
          endIcon={start ? undefined : <Icon name="chevron-right" size={20} />}
        >
          {label}
        </Button>
      </span>
    </Tooltip>
  );
  return (
    <Box
      component="nav"
      aria-label="Documentos da parte"
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {link(previous, 'Anterior', 'Alt + Page Up', true)}
      <Typography variant="body2" color="text.secondary">
        Documento {position} de {total}
      </Typography>
      {link(next, 'Próximo', 'Alt + Page Down', false)}
    </Box>
  );
}
