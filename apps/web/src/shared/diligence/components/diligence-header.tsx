import { useId, useState, type ReactNode } from 'react';
import { AvatarGroup, Box, Button, Link, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DILIGENCE_PURPOSE_LABELS, type Diligence } from '@lince/contracts/diligences';
import { useBreadcrumbs, type Crumb } from '../../../components/breadcrumbs.tsx';
import { Icon } from '../../../components/icon.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useSession } from '../../../lib/use-session.ts';
import { diligenceKey } from '../api/get-diligence.ts';
import { invalidateDiligence } from '../api/invalidate-diligence.ts';
import { setDiligenceRisk } from '../api/set-diligence-risk.ts';
import { setDiligenceTrack } from '../api/set-diligence-track.ts';
import { ComputedRiskNote, PriorityChip, RiskChip, StatusChip } from './diligence-chips.tsx';
import { DueDate } from './due-date.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { RiskDialog } from './risk-dialog.tsx';
import { TrackChoiceDialog } from './track-choice-dialog.tsx';
import { diligencePath, diligenceReportPath, diligenceSightPath } from '../links.ts';

export type DiligenceSection = 'entities' | 'sight' | 'report';

const SECTIONS: { key: DiligenceSection; label: string; path: (id: string) => string }[] = [
  { key: 'entities', label: 'Partes', path: diligencePath },
  { key: 'sight', label: 'Visão geral', path: diligenceSightPath },
  { key: 'report', label: 'Relatório', path: diligenceReportPath },
];

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The diligence's track and version; a link to it for an ADMIN (who may open /tracks/:id). */
function TrackName({ track }: { track: Diligence['track'] }) {
  const admin = useSession()?.role === 'ADMIN';
  if (!track)
    return (
      <Typography variant="body2" color="text.secondary">
        Sem trilha
      </Typography>
    );
  const text = `${track.name} · versão ${track.version}`;
  return admin ? (
    <Link component={RouterLink} to={`/tracks/${encodeURIComponent(track._id)}`} variant="body2">
      {text}
    </Link>
  ) : (
    <Typography variant="body2">{text}</Typography>
  );
}

/**
 * The top of a diligence's screens: trail, code and title, status, risk (with "Alterar risco"),
 * priority, owner, team, due date, purpose, track and version, and the links between the diligence's sections.
 * A screen inside a section (an entity's documents, its files) passes its `trail` after the
 * diligence's code; its last crumb names the page. A screen whose own content must come first on
 * a phone (the document analysis: the viewer and the form) passes `foldOnPhone`: below 600 px
 * the header shows the code and title, the rest behind "Dados da diligência".
 */
export function DiligenceHeader({
  diligence: d,
  current,
  trail,
  foldOnPhone = false,
}: {
  diligence: Diligence;
  current: DiligenceSection;
  trail?: Crumb[];
  foldOnPhone?: boolean;
}) {
  const queryClient = useQueryClient();
  const [editingRisk, setEditingRisk] = useState(false);
  const [choosingTrack, setChoosingTrack] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const foldable = foldOnPhone && phone;
  const [unfolded, setUnfolded] = useState(false);
  const detailsId = useId();
  const section = SECTIONS.find((s) => s.key === current)!;
  const inner = trail && trail.length > 0;
  useBreadcrumbs([
    { label: 'Diligências', to: '/diligence' },
    ...(inner
      ? [{ label: d.code, to: diligencePath(d._id) }, ...trail]
      : current === 'entities'
        ? [{ label: d.code }]
        : [{ label: d.code, to: diligencePath(d._id) }, { label: section.label }]),
  ]);

  const saveRisk = async (rating: Parameters<typeof setDiligenceRisk>[1], why: string) => {
    const saved = await setDiligenceRisk(d._id, rating, why);
    queryClient.setQueryData(diligenceKey(d._id), saved);
    await invalidateDiligence(queryClient, d._id);
    setEditingRisk(false);
    showSnackbar({ text: 'Risco da diligência atualizado.', color: 'success' });
  };

  return (
    <Box component="header" sx={{ display: 'grid', gap: 2 }}>
      <PageTitle title={`${d.code} · ${inner ? trail.at(-1)!.label : section.label}`} />
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          {d.code}
        </Typography>
        <Typography
          id="screen-title"
          variant="h1"
          sx={{ overflowWrap: 'anywhere', ...(foldable ? { fontSize: '1.25rem' } : {}) }}
        >
          {d.title}
        </Typography>
      </Box>
      {foldable && (
        <Button
          size="small"
          aria-expanded={unfolded}
          aria-controls={detailsId}
          onClick={() => setUnfolded((shown) => !shown)}
          startIcon={
            <Icon
              name="chevron-down"
              size={18}
              style={{ transform: unfolded ? 'rotate(180deg)' : undefined }}
            />
          }
          sx={{ justifySelf: 'start' }}
        >
          Dados da diligência
        </Button>
      )}
      <Box
        id={detailsId}
        sx={{ display: foldable && !unfolded ? 'none' : 'grid', gap: 2, minWidth: 0 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <StatusChip status={d.status} />
          <RiskChip risk={d.risk} />
          <ComputedRiskNote risk={d.risk} />
          <Button
            size="small"
            startIcon={<Icon name="shield-edit-outline" size={18} />}
            onClick={() => setEditingRisk(true)}
          >
            Alterar risco
          </Button>
          <PriorityChip priority={d.priority} />
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          }}
        >
          <Detail label="Responsável">
            <PersonAvatar person={d.owner} />
            <Typography variant="body2" noWrap>
              {d.owner.name}
            </Typography>
          </Detail>
          <Detail label="Equipe">
            {d.team.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Sem equipe
              </Typography>
            ) : (
              <AvatarGroup
                max={6}
                component="ul"
                aria-label={`Equipe: ${d.team.map((p) => p.name).join(', ')}`}
                sx={{
                  m: 0,
                  p: 0,
                  listStyle: 'none',
                  '& .MuiAvatar-root': { width: 28, height: 28 },
                }}
              >
                {d.team.map((person) => (
                  <Box component="li" key={person._id} sx={{ display: 'contents' }}>
                    <PersonAvatar person={person} />
                  </Box>
                ))}
              </AvatarGroup>
            )}
          </Detail>
          <Detail label="Prazo">
            <DueDate date={d.dueDate} overdue={d.overdue} />
          </Detail>
          <Detail label="Finalidade">
            <Typography variant="body2">{DILIGENCE_PURPOSE_LABELS[d.purpose]}</Typography>
          </Detail>
          <Detail label="Trilha">
            <TrackName track={d.track} />
            <Button
              size="small"
              aria-label={d.track ? 'Trocar a trilha' : 'Escolher a trilha'}
              onClick={() => setChoosingTrack(true)}
              sx={{ flexShrink: 0 }}
            >
              {d.track ? 'Trocar' : 'Escolher'}
            </Button>
          </Detail>
        </Box>
        {d.description && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {d.description}
          </Typography>
        )}
        <Box
          component="nav"
          aria-label="Seções da diligência"
          sx={{ display: 'flex', gap: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {SECTIONS.map((s) => (
            <Link
              key={s.key}
              component={RouterLink}
              to={s.path(d._id)}
              aria-current={s.key === current && !inner ? 'page' : undefined}
              underline="none"
              color={s.key === current ? 'primary' : 'text.secondary'}
              sx={{
                py: 1,
                fontWeight: 600,
                borderBottom: 2,
                borderColor: s.key === current ? 'primary.main' : 'transparent',
                mb: '-1px',
              }}
            >
              {s.label}
            </Link>
          ))}
        </Box>
      </Box>
      {choosingTrack && (
        <TrackChoiceDialog
          diligence={d}
          onClose={() => setChoosingTrack(false)}
          onSubmit={async (trackId) => {
            queryClient.setQueryData(diligenceKey(d._id), await setDiligenceTrack(d._id, trackId));
            await invalidateDiligence(queryClient, d._id);
            setChoosingTrack(false);
            showSnackbar({ text: 'Trilha da diligência aplicada.', color: 'success' });
          }}
        />
      )}
      {editingRisk && (
        <RiskDialog
          subject={`da diligência ${d.code}`}
          risk={d.risk}
          onClose={() => setEditingRisk(false)}
          onSubmit={saveRisk}
        />
      )}
    </Box>
  );
}
