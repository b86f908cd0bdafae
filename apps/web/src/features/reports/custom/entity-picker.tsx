import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { entitiesQuery } from '../../../shared/diligence/api/list-entities.ts';
import { formatDocument } from '../../../shared/diligence/format-document.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';

/**
 * The entities the custom report covers (checkboxes; `null` = all of the diligence's, also the
 * ones added later).
 */
export function EntityPicker({
  diligenceId,
  chosen,
  onChange,
}: {
  diligenceId: string;
  chosen: string[] | null;
  onChange: (chosen: string[] | null) => void;
}) {
  const entities = useQuery(entitiesQuery(diligenceId));
  if (entities.isPending) return <Skeleton variant="rounded" height={80} />;
  if (entities.isError)
    return <RetryAlert error={entities.error} onRetry={() => void entities.refetch()} />;
  const all = entities.data.map((e) => e._id);
  const isChosen = (id: string) => chosen === null || chosen.includes(id);
  const toggle = (id: string, on: boolean) => {
    const next = all.filter((e) => (e === id ? on : isChosen(e)));
    onChange(next.length === all.length ? null : next);
  };
  if (all.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        A diligência ainda não tem partes.
      </Typography>
    );
  const count = chosen === null ? all.length : chosen.length;
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">
        Partes no relatório ({count} de {all.length})
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1, my: 0.5 }}>
        <Button size="small" onClick={() => onChange(null)} disabled={chosen === null}>
          Todas
        </Button>
        <Button size="small" onClick={() => onChange([])} disabled={count === 0}>
          Nenhuma
        </Button>
      </Box>
      <FormGroup>
        {entities.data.map((entity) => (
          <FormControlLabel
            key={entity._id}
            control={
              <Checkbox
                checked={isChosen(entity._id)}
                onChange={(event) => toggle(entity._id, event.target.checked)}
              />
            }
            label={`${entity.name} · ${formatDocument(entity)}`}
            sx={{ overflowWrap: 'anywhere' }}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
