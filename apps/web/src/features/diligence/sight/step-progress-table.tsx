import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { DiligenceOverview } from '@lince/contracts/workspace';
import { EmptyText } from '../../../components/section-card.tsx';
import { ProgressBar } from '../../../shared/diligence/components/progress-bar.tsx';
import { entityInDiligencePath } from '../../../shared/diligence/links.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

type Overview = Pick<DiligenceOverview, 'entities' | 'track'>;

/**
 * Progress per step of the diligence's track, per entity: required items (documents and checks)
 * done ÷ required; a step that asks nothing of an entity reads "não se aplica". One row per
 * entity, one column per step, the step totals last.
 */
export function StepProgressTable({
  diligenceId,
  overview,
}: {
  diligenceId: string;
  overview: Overview;
}) {
  const { track, steps } = overview.track;
  if (!track) return <EmptyText>Esta diligência não segue uma trilha.</EmptyText>;
  if (steps.length === 0) return <EmptyText>A trilha desta diligência não tem etapas.</EmptyText>;
  if (overview.entities.length === 0) return <EmptyText>Nenhuma parte cadastrada.</EmptyText>;
  const cell = (done: number, required: number, step: string, who: string) =>
    required === 0 ? (
      <Typography variant="caption" color="text.secondary">
        não se aplica
      </Typography>
    ) : (
      <ProgressBar done={done} required={required} minWidth={96} label={`${step}, ${who}`} />
    );
  return (
    <ScrollTable label="Progresso por etapa (rolagem)" sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label="Progresso por etapa">
        <TableHead>
          <TableRow>
            <TableCell>Parte</TableCell>
            {steps.map((step) => (
              <TableCell key={step.key} sx={{ minWidth: 140 }}>
                {step.order}. {step.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {overview.entities.map((entity) => (
            <TableRow key={entity._id}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={entityInDiligencePath(diligenceId, entity._id)}>
                  {entity.name}
                </Link>
              </TableCell>
              {steps.map((step) => {
                const p = step.entities.find((e) => e.entityId === entity._id);
                return (
                  <TableCell key={step.key}>
                    {cell(p?.done ?? 0, p?.required ?? 0, step.title, entity.name)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, color: 'text.primary' }}>
              Total da etapa
            </TableCell>
            {steps.map((step) => (
              <TableCell key={step.key}>
                {cell(step.done, step.required, step.title, 'total')}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollTable>
  );
}
