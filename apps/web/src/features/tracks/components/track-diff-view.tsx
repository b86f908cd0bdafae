import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { DILIGENCE_PURPOSE_LABELS, type DiligencePurpose } from '@lince/contracts/diligences';
import { ENTITY_ROLE_LABELS } from '@lince/contracts/entities';
import type { TrackDiff } from '@lince/contracts/track-diff';
import { CHECK_KIND_LABELS, TRACK_APPLIES_TO_LABELS } from '@lince/contracts/tracks';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon-names.ts';

type DiffStep = TrackDiff['steps'][number];
type Tone = 'added' | 'removed' | 'changed' | 'kept';

const TONES: Record<Tone, { color: string; bg: string; icon: IconName; word: string }> = {
  added: {
    color: 'success.dark',
    bg: 'rgba(3, 152, 85, 0.08)',
    icon: 'plus-circle-outline',
    word: 'Incluído',
  },
  removed: {
    color: 'error.dark',
    bg: 'rgba(217, 45, 32, 0.08)',
    icon: 'minus-circle-outline',
    word: 'Removido',
  },
  changed: {
    color: 'warning.dark',
    bg: 'rgba(220, 104, 3, 0.08)',
    icon: 'pencil-circle-outline',
    word: 'Alterado',
  },
  kept: { color: 'text.secondary', bg: 'transparent', icon: 'check', word: 'Sem alteração' },
};

const FIELD_LABELS = { name: 'Nome', purpose: 'Finalidade', description: 'Descrição' } as const;

/** A line of the diff: an icon and a word say what changed (the colour only helps). */
function Line({ tone, icon, children }: { tone: Tone; icon?: IconName; children: ReactNode }) {
  const t = TONES[tone];
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        color: t.color,
        bgcolor: t.bg,
        px: 1,
        py: 0.25,
        borderRadius: 1,
      }}
    >
      <Icon name={icon ?? t.icon} size={18} style={{ marginTop: 2 }} />
      <Typography variant="body2" component="span" sx={{ color: 'text.primary' }}>
        <Box component="strong" sx={{ color: t.color }}>
          {t.word}:
        </Box>{' '}
        {children}
      </Typography>
    </Box>
  );
}

/** Step positions are 1-based in the API. */
const ordinal = (order: number) => `${order}ª`;

function whom(appliesTo: keyof typeof TRACK_APPLIES_TO_LABELS, roles: readonly string[] | null) {
  const base = TRACK_APPLIES_TO_LABELS[appliesTo];
  return roles?.length
    ? `${base}, somente ${roles.map((r) => ENTITY_ROLE_LABELS[r as keyof typeof ENTITY_ROLE_LABELS].toLowerCase()).join(', ')}`
    : base;
}

/** What changed in one step, or null when nothing did. */
export function stepChangeTone(step: DiffStep): Tone {
  if (step.change === 'ADDED') return 'added';
  if (step.change === 'REMOVED') return 'removed';
  const changed =
    step.moved ||
    step.renamed ||
    step.slaDays.before !== step.slaDays.after ||
    step.requirementsAdded.length +
      step.requirementsRemoved.length +
      step.checksAdded.length +
      step.checksRemoved.length >
      0;
  return changed ? 'changed' : 'kept';
}

const sla = (days: number | null) =>
  days ? `${days} ${days === 1 ? 'dia' : 'dias'}` : 'sem prazo';

/** The counts at the top: "2 etapas incluídas, 1 removida…". */
export function diffHeadline(diff: TrackDiff): string {
  if (!diff.base)
    return `Primeira versão: ${diff.steps.length} ${diff.steps.length === 1 ? 'etapa' : 'etapas'}.`;
  if (!diff.changed) return 'Nenhuma diferença em relação à versão publicada.';
  const count = (n: number, one: string, many: string) =>
    n ? [`${n} ${n === 1 ? one : many}`] : [];
  const parts = [
    ...count(diff.fields.length, 'dado geral alterado', 'dados gerais alterados'),
    ...count(
      diff.steps.filter((s) => s.change === 'ADDED').length,
      'etapa incluída',
      'etapas incluídas',
    ),
    ...count(
      diff.steps.filter((s) => s.change === 'REMOVED').length,
      'etapa removida',
      'etapas removidas',
    ),
    ...count(diff.steps.filter((s) => s.moved).length, 'etapa movida', 'etapas movidas'),
    ...count(diff.steps.filter((s) => s.renamed).length, 'etapa renomeada', 'etapas renomeadas'),
    ...count(
      diff.steps.reduce((n, s) => n + s.requirementsAdded.length + s.checksAdded.length, 0),
      'exigência incluída',
      'exigências incluídas',
    ),
    ...count(
      diff.steps.reduce((n, s) => n + s.requirementsRemoved.length + s.checksRemoved.length, 0),
      'exigência removida',
      'exigências removidas',
    ),
  ];
  return `Em relação à versão ${diff.base.version}: ${parts.join(', ')}.`;
}

/**
 * The diff of a version against the published one it replaces, inline: each step with what
 * happened to it (included, removed, moved, renamed, SLA) and the documents and checks added or
 * removed. Every change carries an icon and a word, not only a colour.
 */
export function TrackDiffView({ diff }: { diff: TrackDiff }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {diffHeadline(diff)}
      </Typography>
      {diff.fields.length > 0 && (
        <Box
          component="ul"
          aria-label="Dados gerais alterados"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {diff.fields.map((f) => {
            const show = (v: string) =>
              f.field === 'purpose'
                ? (DILIGENCE_PURPOSE_LABELS[v as DiligencePurpose] ?? v)
                : v || '(vazio)';
            return (
              <Line key={f.field} tone="changed">
                {FIELD_LABELS[f.field]}: <del>{show(f.before)}</del> → <ins>{show(f.after)}</ins>
              </Line>
            );
          })}
        </Box>
      )}
      <Box
        component="ol"
        aria-label="Etapas comparadas"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {diff.steps.map((step) => (
          <DiffStepItem key={(step.after ?? step.before)!.key} step={step} />
        ))}
      </Box>
    </Box>
  );
}

function DiffStepItem({ step }: { step: DiffStep }) {
  const tone = stepChangeTone(step);
  const ref = (step.after ?? step.before)!;
  const t = TONES[tone];
  return (
    <Box
      component="li"
      data-testid="diff-etapa"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: t.color,
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gap: 0.75,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ color: t.color, display: 'inline-flex' }}>
          <Icon name={t.icon} size={20} />
        </Box>
        <Typography
          component="h4"
          variant="subtitle2"
          sx={{ fontWeight: 600, textDecoration: tone === 'removed' ? 'line-through' : undefined }}
        >
          {ordinal(ref.order)}. {ref.title}
        </Typography>
        <Typography variant="caption" sx={{ color: t.color, fontWeight: 600 }}>
          {step.change === 'ADDED'
            ? 'Etapa incluída'
            : step.change === 'REMOVED'
              ? 'Etapa removida'
              : tone === 'kept'
                ? 'Sem alteração'
                : 'Etapa alterada'}
        </Typography>
      </Box>
      {tone !== 'kept' && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {step.moved && step.before && step.after && (
            <Line tone="changed" icon="swap-vertical">
              movida da {ordinal(step.before.order)} para a {ordinal(step.after.order)} posição
            </Line>
          )}
          {step.renamed && step.before && step.after && (
            <Line tone="changed">
              título <del>{step.before.title}</del> → <ins>{step.after.title}</ins>
            </Line>
          )}
          {step.change === 'KEPT' && step.slaDays.before !== step.slaDays.after && (
            <Line tone="changed">
              prazo <del>{sla(step.slaDays.before)}</del> → <ins>{sla(step.slaDays.after)}</ins>
            </Line>
          )}
          {step.requirementsAdded.map((r) => (
            <Line key={`+${r.documentTypeId}${r.appliesTo}`} tone="added">
              documento {r.documentTypeName} ({whom(r.appliesTo, r.roles)})
            </Line>
          ))}
          {step.requirementsRemoved.map((r) => (
            <Line key={`-${r.documentTypeId}${r.appliesTo}`} tone="removed">
              documento <del>{r.documentTypeName}</del> ({whom(r.appliesTo, r.roles)})
            </Line>
          ))}
          {step.checksAdded.map((c) => (
            <Line key={`+${c.kind}${c.appliesTo}`} tone="added">
              verificação {CHECK_KIND_LABELS[c.kind]} ({TRACK_APPLIES_TO_LABELS[c.appliesTo]})
            </Line>
          ))}
          {step.checksRemoved.map((c) => (
            <Line key={`-${c.kind}${c.appliesTo}`} tone="removed">
              verificação <del>{CHECK_KIND_LABELS[c.kind]}</del> (
              {TRACK_APPLIES_TO_LABELS[c.appliesTo]})
            </Line>
          ))}
        </Box>
      )}
    </Box>
  );
}
