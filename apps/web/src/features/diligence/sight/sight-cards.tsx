import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { RISK_RATINGS } from '@lince/contracts/diligences';
import { ENTITY_ROLE_LABELS } from '@lince/contracts/entities';
import {
  FINDING_SEVERITIES,
  FINDING_SEVERITY_LABELS,
  type DiligenceOverview,
} from '@lince/contracts/workspace';
import { EmptyText } from '../../../components/section-card.tsx';
import { formatDay } from '../../../lib/format.ts';
import { RiskChip } from '../../../shared/diligence/components/diligence-chips.tsx';
import { ProgressBar } from '../../../shared/diligence/components/progress-bar.tsx';
import { entityInDiligencePath } from '../../../shared/diligence/links.ts';
import { daysBetween, deadlineDay, relativeDays } from './sight-format.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

/** A list without bullets or indentation, its items on a grid. */
export const plainListSx = { listStyle: 'none', m: 0, p: 0, display: 'grid' } as const;
const countListSx = {
  ...plainListSx,
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: 1,
} as const;

/** Findings by severity (every severity, zero included); says so when there is none yet. */
export function FindingsSummary({
  findings,
}: {
  findings: DiligenceOverview['findingsBySeverity'];
}) {
  const countOf = (severity: string) => findings.find((f) => f.severity === severity)?.count ?? 0;
  const total = FINDING_SEVERITIES.reduce((sum, s) => sum + countOf(s), 0);
  return (
    <>
      <Box component="ul" aria-label="Apontamentos por gravidade" sx={countListSx}>
        {FINDING_SEVERITIES.map((severity) => (
          <Box
            component="li"
            key={severity}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, textAlign: 'center' }}
          >
            <Typography
              component="span"
              sx={{ display: 'block', fontSize: '1.5rem', fontWeight: 600 }}
            >
              {countOf(severity)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {FINDING_SEVERITY_LABELS[severity]}
            </Typography>
          </Box>
        ))}
      </Box>
      {total === 0 && <EmptyText>Nenhum apontamento ainda.</EmptyText>}
    </>
  );
}

/** How many entities carry each risk rating, unrated ones last. */
export function RiskSummary({ byRisk }: { byRisk: DiligenceOverview['entitiesByRisk'] }) {
  const ratings = [...RISK_RATINGS, null] as const;
  const countOf = (rating: (typeof ratings)[number]) =>
    byRisk.find((r) => r.rating === rating)?.count ?? 0;
  const total = ratings.reduce((sum, r) => sum + countOf(r), 0);
  if (total === 0) return <EmptyText>Nenhuma parte cadastrada.</EmptyText>;
  return (
    <Box component="ul" aria-label="Partes por risco" sx={{ ...plainListSx, gap: 1 }}>
      {ratings.map((rating) => (
        <Box
          component="li"
          key={rating ?? 'none'}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <RiskChip risk={{ rating, computed: null }} aria-label={undefined} />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {countOf(rating)} {countOf(rating) === 1 ? 'parte' : 'partes'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The diligence's deadlines: date, days left or past, in red and said "vencido" once overdue. */
export function DeadlineList({
  deadlines,
  today,
}: {
  deadlines: DiligenceOverview['deadlines'];
  /** `aaaa-mm-dd` in Brasília. */
  today: string;
}) {
  if (deadlines.length === 0) return <EmptyText>Nenhum prazo definido.</EmptyText>;
  return (
    <Box component="ul" aria-label="Prazos" sx={{ ...plainListSx, gap: 1.5 }}>
      {deadlines.map((deadline) => {
        const day = deadlineDay(deadline.date);
        const relative = relativeDays(daysBetween(today, day));
        return (
          <Box component="li" key={`${deadline.kind}-${deadline.status ?? ''}`}>
            <Typography variant="body2">{deadline.label}</Typography>
            <Typography
              variant="body2"
              color={deadline.overdue ? 'error' : 'text.secondary'}
              sx={{ fontWeight: deadline.overdue ? 600 : undefined }}
            >
              {formatDay(day)} · {deadline.overdue ? `vencido ${relative}` : relative}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** Progress per entity (analysed ÷ required documents), each name linking to its row. */
export function EntityProgressTable({
  diligenceId,
  entities,
}: {
  diligenceId: string;
  entities: DiligenceOverview['entities'];
}) {
  if (entities.length === 0) return <EmptyText>Nenhuma parte cadastrada.</EmptyText>;
  return (
    <ScrollTable label="Progresso por parte (rolagem)" sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label="Progresso por parte">
        <TableHead>
          <TableRow>
            <TableCell>Parte</TableCell>
            <TableCell>Papel</TableCell>
            <TableCell sx={{ width: '40%' }}>Documentos analisados</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entities.map((entity) => (
            <TableRow key={entity._id}>
              <TableCell>
                <Link component={RouterLink} to={entityInDiligencePath(diligenceId, entity._id)}>
                  {entity.name}
                </Link>
              </TableCell>
              <TableCell>{ENTITY_ROLE_LABELS[entity.roleInDiligence]}</TableCell>
              <TableCell>
                <ProgressBar done={entity.progress.done} required={entity.progress.required} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
