import { Box, Chip, Paper, Typography } from '@mui/material';
import { DILIGENCE_PURPOSE_LABELS, type DiligencePurpose } from '@lince/contracts/diligences';
import { ENTITY_ROLE_LABELS, type EntityRole } from '@lince/contracts/entities';
import {
  CHECK_KIND_LABELS,
  TRACK_APPLIES_TO_LABELS,
  type CheckKind,
  type TrackAppliesTo,
} from '@lince/contracts/tracks';
import type { TrackFormValues } from '../form/track-form.ts';

/** What the summary reads: a saved version's view, or the stepper's values with type names. */
export interface SummaryTrack {
  name: string;
  purpose: DiligencePurpose | '';
  description: string;
  steps: {
    title: string;
    slaDays: number | null;
    requirements: {
      documentTypeName: string;
      appliesTo: TrackAppliesTo;
      roles: EntityRole[] | null;
    }[];
    checks: { kind: CheckKind; appliesTo: TrackAppliesTo }[];
  }[];
}

/** The stepper's values as a summary (document types named by `nameOf`). */
export function summaryOfValues(
  values: TrackFormValues,
  nameOf: (documentTypeId: string) => string,
): SummaryTrack {
  return {
    ...values,
    steps: values.steps.map((step) => {
      const sla = Number(step.slaDays);
      return {
        title: step.title.trim(),
        slaDays: step.slaDays.trim() && Number.isInteger(sla) ? sla : null,
        requirements: step.requirements.map((r) => ({
          documentTypeName: r.documentTypeId
            ? nameOf(r.documentTypeId)
            : '(documento não escolhido)',
          appliesTo: r.appliesTo,
          roles: r.roles.length ? r.roles : null,
        })),
        checks: step.checks,
      };
    }),
  };
}

const whom = (appliesTo: TrackAppliesTo, roles: EntityRole[] | null) =>
  `${TRACK_APPLIES_TO_LABELS[appliesTo]}${roles?.length ? ` · somente ${roles.map((r) => ENTITY_ROLE_LABELS[r].toLowerCase()).join(', ')}` : ''}`;

/** A readable summary of a track: its data, then each step with its documents and checks. */
export function TrackSummary({ track }: { track: SummaryTrack }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}
      >
        <Typography component="dt" color="text.secondary">
          Nome
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {track.name.trim() || '—'}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Finalidade
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {track.purpose ? DILIGENCE_PURPOSE_LABELS[track.purpose] : '—'}
        </Typography>
        {track.description.trim() && (
          <>
            <Typography component="dt" color="text.secondary">
              Descrição
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
              {track.description}
            </Typography>
          </>
        )}
      </Box>
      {track.steps.length === 0 && <Typography color="text.secondary">Nenhuma etapa.</Typography>}
      <Box
        component="ol"
        aria-label="Etapas"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {track.steps.map((step, index) => (
          <Paper
            component="li"
            variant="outlined"
            key={index}
            sx={{ p: 2, display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {index + 1}. {step.title || 'Etapa sem título'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.slaDays
                  ? `Prazo: ${step.slaDays} ${step.slaDays === 1 ? 'dia' : 'dias'}`
                  : 'Sem prazo definido'}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Documentos ({step.requirements.length})
            </Typography>
            {step.requirements.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nenhum documento exigido.
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {step.requirements.map((r, i) => (
                  <Typography component="li" variant="body2" key={i}>
                    {r.documentTypeName} — {whom(r.appliesTo, r.roles)}
                  </Typography>
                ))}
              </Box>
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Verificações
            </Typography>
            {step.checks.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nenhuma verificação.
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {step.checks.map((c, i) => (
                  <Chip
                    key={i}
                    size="small"
                    variant="outlined"
                    label={`${CHECK_KIND_LABELS[c.kind]} — ${TRACK_APPLIES_TO_LABELS[c.appliesTo]}`}
                  />
                ))}
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
