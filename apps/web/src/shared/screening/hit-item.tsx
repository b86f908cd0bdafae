import { Box, Button, Chip, Typography } from '@mui/material';
import {
  RESTRICTIVE_LIST_SHORT_LABELS,
  SCREENING_HIT_STATUS_LABELS,
  SCREENING_MATCH_KIND_LABELS,
} from '@lince/contracts/restrictive-lists';
import type { ScreeningHit } from '@lince/contracts/screening';
import { formatCpfCnpj } from '@lince/contracts/br/format';
import { formatDateTime, formatDay } from '../../lib/format.ts';

/** "Documento", "Mesma raiz de CNPJ", "CPF parcial + nome", "Nome (87%)". */
export const matchText = (hit: Pick<ScreeningHit, 'matchKind' | 'score'>) =>
  hit.matchKind === 'NOME'
    ? `${SCREENING_MATCH_KIND_LABELS.NOME} (${Math.round(hit.score * 100)}%)`
    : SCREENING_MATCH_KIND_LABELS[hit.matchKind];

const STATUS_COLOR = { NOVA: 'warning', CONFIRMADA: 'error', DESCARTADA: 'default' } as const;

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value}
    </Typography>
  );
}

/** One hit: the list and version, the matched record, how it matched, its status and decision. */
export function HitItem({
  hit,
  onDecide,
}: {
  hit: ScreeningHit;
  onDecide?: ((status: 'CONFIRMADA' | 'DESCARTADA') => void) | undefined;
}) {
  const r = hit.record;
  const period =
    r.startDate || r.endDate
      ? `${r.startDate ? formatDay(r.startDate) : 'sem data'} a ${r.endDate ? formatDay(r.endDate) : 'sem data final'}`
      : null;
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        gap: 0.5,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          variant="subtitle2"
          component="h3"
          sx={{ mr: 'auto', overflowWrap: 'anywhere' }}
        >
          {RESTRICTIVE_LIST_SHORT_LABELS[hit.list]} (versão {hit.version}): {r.name}
        </Typography>
        {hit.ended && <Chip size="small" variant="outlined" label="Encerrada" />}
        {!hit.current && <Chip size="small" variant="outlined" label="Fora da versão atual" />}
        <Chip
          size="small"
          color={STATUS_COLOR[hit.status]}
          label={SCREENING_HIT_STATUS_LABELS[hit.status]}
        />
      </Box>
      <Field label="Correspondência" value={matchText(hit)} />
      <Field label="Documento no registro" value={r.document ? formatCpfCnpj(r.document) : null} />
      <Field label="Categoria" value={r.category} />
      <Field label="Vigência" value={period} />
      <Field label="Órgão" value={r.organ} />
      <Field label="Fundamentação legal" value={r.legalBasis} />
      <Field label="Processo" value={r.process} />
      <Field label="Multa" value={r.fine} />
      {hit.decidedBy && (
        <Typography variant="caption" color="text.secondary">
          {SCREENING_HIT_STATUS_LABELS[hit.status]} por {hit.decidedBy.name} em{' '}
          {formatDateTime(hit.decidedAt)}
          {hit.justification ? ` — ${hit.justification}` : ''}
        </Typography>
      )}
      {onDecide && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {hit.status !== 'DESCARTADA' && (
            <Button size="small" onClick={() => onDecide('DESCARTADA')}>
              Descartar
            </Button>
          )}
          {hit.status !== 'CONFIRMADA' && (
            <Button
              size="small"
              variant="contained"
              color="error"
              onClick={() => onDecide('CONFIRMADA')}
            >
              Confirmar
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
