import { Box, Button, Chip, Typography } from '@mui/material';
import { FINDING_TARGET_LABELS, type Finding } from '@lince/contracts/findings';
import { RowAction } from '../../components/row-action.tsx';
import { formatDate } from '../../lib/format.ts';
import { SeverityChip } from './severity-chip.tsx';

/** What the finding is about, as the list says it. */
export function findingTargetText(f: Finding): string {
  if (f.target === 'DOCUMENTO')
    return [f.documentTypeName ?? 'Documento', f.entityName].filter(Boolean).join(' — ');
  if (f.target === 'ENTIDADE') return `Parte: ${f.entityName ?? '—'}`;
  return FINDING_TARGET_LABELS[f.target];
}

/** One finding of the list: severity, title, target, texts, resolution and its actions. */
export function FindingItem({
  finding: f,
  busy,
  onEdit,
  onToggle,
  onRemove,
}: {
  finding: Finding;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onRemove: () => void;
}) {
  return (
    <Box
      component="li"
      aria-label={f.title}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gap: 0.5,
        opacity: f.resolved ? 0.8 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <SeverityChip severity={f.severity} />
        <Typography component="span" sx={{ fontWeight: 600, mr: 'auto', minWidth: 0 }}>
          {f.title}
        </Typography>
        <RowAction title={`Editar apontamento ${f.title}`} icon="pencil-outline" onClick={onEdit} />
        <RowAction
          title={`Remover apontamento ${f.title}`}
          icon="delete-outline"
          onClick={onRemove}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {findingTargetText(f)}
      </Typography>
      {f.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {f.description}
        </Typography>
      )}
      {f.recommendation && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          <strong>Recomendação:</strong> {f.recommendation}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={f.resolved ? 'success' : 'default'}
          label={
            f.resolved
              ? `Resolvido em ${formatDate(f.resolvedAt)}${f.resolvedBy ? ` por ${f.resolvedBy.name}` : ''}`
              : 'Em aberto'
          }
        />
        <Button
          size="small"
          onClick={onToggle}
          disabled={busy}
          aria-label={`${f.resolved ? 'Reabrir' : 'Resolver'} apontamento ${f.title}`}
        >
          {f.resolved ? 'Reabrir' : 'Resolver'}
        </Button>
      </Box>
    </Box>
  );
}
