import { useEffect, useRef } from 'react';
import {
  Box,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ENTITY_ROLE_LABELS, type Entity } from '@lince/contracts/entities';
import { RowAction, RowActions } from '../../../components/row-action.tsx';
import {
  ComputedRiskNote,
  RiskChip,
} from '../../../shared/diligence/components/diligence-chips.tsx';
import { ProgressBar } from '../../../shared/diligence/components/progress-bar.tsx';
import { entityLinks } from '../lib/entity-links.ts';
import { EntityDocument } from '../../../shared/diligence/components/entity-document.tsx';
import { treeOrder } from '../lib/entity-tree.ts';
import { formatShare } from '../../../shared/diligence/share.ts';
import { PARENT_LINK } from '../../../shared/diligence/parent-link.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { ScreeningChip } from '../../../shared/screening/screening-chip.tsx';

/** Columns shown only on wide screens (xl and up): below, the table fits a 1440 px window. */
const WIDE_ONLY = { display: { xs: 'none', xl: 'table-cell' } } as const;

/** The id of an entity's row, the target of `?entity=`. */
export const entityRowId = (entityId: string) => `parte-${entityId}`;

/**
 * The columns. The kind (PF/PJ) is secondary — the CPF or CNPJ format tells it — and goes below
 * xl; long headers and the screen links wrap, so the table fits from 1440 px up.
 */
const HEADERS: { label: string; wrap?: boolean; wideOnly?: boolean }[] = [
  { label: 'Nome' },
  { label: 'Tipo', wideOnly: true },
  { label: 'CPF/CNPJ' },
  { label: 'Papel' },
  { label: 'Vínculo' },
  { label: 'Risco' },
  { label: 'Documentos analisados', wrap: true },
  { label: 'Acessar' },
  { label: 'Ações' },
];

export interface EntitiesTableProps {
  diligenceId: string;
  entities: Entity[];
  /** The row to scroll to, focus and highlight (`?entity=`). */
  highlighted: string | null;
  onEdit: (entity: Entity) => void;
  onRisk: (entity: Entity) => void;
  onRemove: (entity: Entity) => void;
}

function Parent({ entity, parent }: { entity: Entity; parent: Entity | undefined }) {
  if (!entity.parentEntityId) return <>—</>;
  const details = [
    entity.relation,
    entity.sharePercent === null ? null : formatShare(entity.sharePercent),
  ].filter(Boolean);
  return (
    <>
      {PARENT_LINK[entity.kind].row} {parent?.name ?? 'parte removida'}
      {details.length > 0 && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {details.join(' · ')}
        </Typography>
      )}
    </>
  );
}

/**
 * The entities of a diligence in tree order (each one under the entity that controls it), with
 * their links to the Documentos, Cadastro, Processos and Arquivos screens and their actions.
 */
export function EntitiesTable({
  diligenceId,
  entities,
  highlighted,
  onEdit,
  onRisk,
  onRemove,
}: EntitiesTableProps) {
  const byId = new Map(entities.map((e) => [e._id, e]));
  const highlightedRow = useRef<HTMLTableRowElement | null>(null);
  const found = highlighted !== null && byId.has(highlighted);
  useEffect(() => {
    const row = highlightedRow.current;
    if (!found || !row) return;
    row.scrollIntoView({ block: 'center' });
    row.focus({ preventScroll: true });
  }, [found, highlighted]);

  return (
    <Paper variant="outlined">
      <ScrollTable label="Partes da diligência (rolagem)">
        <Table size="small" aria-label="Partes da diligência">
          <TableHead>
            <TableRow>
              {HEADERS.map(({ label, wrap, wideOnly }) => (
                <TableCell
                  key={label}
                  align={label === 'Ações' ? 'right' : undefined}
                  sx={{
                    fontWeight: 600,
                    whiteSpace: wrap ? undefined : 'nowrap',
                    ...(wideOnly ? WIDE_ONLY : {}),
                  }}
                >
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {treeOrder(entities).map(({ entity: e, depth }) => {
              const isHighlighted = e._id === highlighted;
              const links = entityLinks(diligenceId, e._id);
              return (
                <TableRow
                  key={e._id}
                  id={entityRowId(e._id)}
                  ref={isHighlighted ? highlightedRow : undefined}
                  tabIndex={isHighlighted ? -1 : undefined}
                  aria-current={isHighlighted ? 'true' : undefined}
                  selected={isHighlighted}
                  hover
                  sx={
                    isHighlighted
                      ? { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 }
                      : undefined
                  }
                >
                  <TableCell sx={{ pl: 2 + depth * 3, minWidth: 180 }}>
                    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                      {e.name}
                    </Typography>
                    {e.openScreeningHits > 0 && (
                      <ScreeningChip count={e.openScreeningHits} sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{e.kind}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <EntityDocument entity={e} />
                  </TableCell>
                  <TableCell>{ENTITY_ROLE_LABELS[e.roleInDiligence]}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    <Parent
                      entity={e}
                      parent={e.parentEntityId ? byId.get(e.parentEntityId) : undefined}
                    />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
                      <RiskChip risk={e.risk} />
                      <ComputedRiskNote risk={e.risk} />
                    </Box>
                  </TableCell>
                  <TableCell>
                    {/* Documents arrive with the document issues: until then none is required. */}
                    <ProgressBar done={e.progress.done} required={e.progress.required} />
                  </TableCell>
                  <TableCell>
                    <Box
                      component="ul"
                      aria-label={`Telas de ${e.name}`}
                      sx={{
                        m: 0,
                        p: 0,
                        listStyle: 'none',
                        display: 'flex',
                        flexWrap: 'wrap',
                        columnGap: 1.5,
                        rowGap: 0.5,
                      }}
                    >
                      {links.map((link) => (
                        <li key={link.label}>
                          <Link
                            component={RouterLink}
                            to={link.to}
                            aria-label={`${link.label} de ${e.name}`}
                            variant="body2"
                            sx={{ whiteSpace: 'nowrap' }}
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell align="right">
                    <RowActions>
                      <RowAction
                        title="Editar"
                        icon="pencil-outline"
                        aria-label={`Editar ${e.name}`}
                        onClick={() => onEdit(e)}
                      />
                      <RowAction
                        title="Alterar risco"
                        icon="shield-edit-outline"
                        aria-label={`Alterar risco de ${e.name}`}
                        onClick={() => onRisk(e)}
                      />
                      <RowAction
                        title="Remover"
                        icon="delete-outline"
                        aria-label={`Remover ${e.name}`}
                        onClick={() => onRemove(e)}
                      />
                    </RowActions>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
