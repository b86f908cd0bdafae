import { Box, Typography } from '@mui/material';
import { formatCnj } from '@lince/contracts/br/cnj';
import {
  LAWSUIT_AREA_LABELS,
  LAWSUIT_SIDE_LABELS,
  LAWSUIT_STATUS_LABELS,
  type Lawsuit,
  type LawsuitRisk,
} from '@lince/contracts/lawsuits';
import { RowAction, RowActions } from '../../../components/row-action.tsx';
import type { Column } from '../../../components/server-table.tsx';
import { formatDay } from '../../../lib/format.ts';
import { formatBrl } from '../../../lib/money.ts';
import { LawsuitRiskSelect } from './lawsuit-risk.tsx';

/** The id of a lawsuit's row, for the summary's links to it. */
export const lawsuitRowId = (lawsuit: Pick<Lawsuit, '_id'>) => `processo-${lawsuit._id}`;

const dash = (value: string) => value || '—';

/** The lawsuit table's columns: the sortable ones sort on the server (`LAWSUIT_SORTS`). */
export function lawsuitColumns({
  onEdit,
  onRemove,
  onRiskChange,
  savingId,
}: {
  onEdit: (lawsuit: Lawsuit) => void;
  onRemove: (lawsuit: Lawsuit) => void;
  onRiskChange: (lawsuit: Lawsuit, risk: LawsuitRisk | null) => void;
  /** The lawsuit whose risk is being saved (its select waits). */
  savingId: string | null;
}): Column<Lawsuit>[] {
  return [
    {
      key: 'cnjNumber',
      label: 'Número CNJ',
      sortKey: 'cnjNumber',
      noWrap: true,
      sticky: true,
      render: (l) => (
        <Typography
          id={lawsuitRowId(l)}
          component="span"
          variant="body2"
          tabIndex={-1}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}
        >
          {formatCnj(l.cnjNumber)}
        </Typography>
      ),
    },
    {
      key: 'court',
      label: 'Tribunal · órgão julgador',
      sortKey: 'court',
      render: (l) => (
        <Box sx={{ minWidth: 160 }}>
          {dash(l.court)}
          {l.body && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {l.body}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'class',
      label: 'Classe',
      render: (l) => <Box sx={{ minWidth: 140 }}>{dash(l.class)}</Box>,
    },
    { key: 'area', label: 'Área', sortKey: 'area', render: (l) => LAWSUIT_AREA_LABELS[l.area] },
    { key: 'side', label: 'Polo', sortKey: 'side', render: (l) => LAWSUIT_SIDE_LABELS[l.side] },
    {
      key: 'counterparty',
      label: 'Parte contrária',
      render: (l) => <Box sx={{ minWidth: 140 }}>{dash(l.counterparty)}</Box>,
    },
    {
      key: 'claimValue',
      label: 'Valor da causa',
      sortKey: 'claimValue',
      align: 'right',
      noWrap: true,
      render: (l) => formatBrl(l.claimValue),
    },
    {
      key: 'risk',
      label: 'Risco',
      sortKey: 'risk',
      render: (l) => (
        <LawsuitRiskSelect
          lawsuit={l}
          disabled={savingId === l._id}
          onChange={(risk) => onRiskChange(l, risk)}
        />
      ),
    },
    {
      key: 'estimatedLoss',
      label: 'Perda estimada',
      sortKey: 'estimatedLoss',
      align: 'right',
      noWrap: true,
      render: (l) => formatBrl(l.estimatedLoss),
    },
    {
      key: 'status',
      label: 'Situação',
      sortKey: 'status',
      render: (l) => LAWSUIT_STATUS_LABELS[l.status],
    },
    {
      key: 'filedAt',
      label: 'Distribuição',
      sortKey: 'filedAt',
      noWrap: true,
      render: (l) => formatDay(l.filedAt),
    },
    {
      key: 'lastMovementAt',
      label: 'Última movimentação',
      sortKey: 'lastMovementAt',
      noWrap: true,
      render: (l) => formatDay(l.lastMovementAt),
    },
    {
      key: 'actions',
      label: 'Ações',
      align: 'right',
      render: (l) => (
        <RowActions>
          <RowAction
            title="Editar"
            icon="pencil-outline"
            aria-label={`Editar processo ${formatCnj(l.cnjNumber)}`}
            onClick={() => onEdit(l)}
          />
          <RowAction
            title="Remover"
            icon="delete-outline"
            aria-label={`Remover processo ${formatCnj(l.cnjNumber)}`}
            onClick={() => onRemove(l)}
          />
        </RowActions>
      ),
    },
  ];
}
