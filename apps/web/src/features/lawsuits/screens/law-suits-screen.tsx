import { useState } from 'react';
import { Box, Button, Paper, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatCnj } from '@lince/contracts/br/cnj';
import { LAWSUIT_SORTS, type Lawsuit, type LawsuitSort } from '@lince/contracts/lawsuits';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ServerTable } from '../../../components/server-table.tsx';
import { queryTableProps, useListState } from '../../../lib/use-list-state.ts';
import { EntityScreenFrame } from '../../../shared/diligence/components/entity-screen-frame.tsx';
import { EntitySummary } from '../../../shared/diligence/components/entity-summary.tsx';
import { FindingsPanel } from '../../../shared/findings/findings-panel.tsx';
import { lawsuitListQuery } from '../api/list-lawsuits.ts';
import { ImportDialog } from '../components/import-dialog.tsx';
import { lawsuitColumns, lawsuitRowId } from '../components/lawsuit-columns.tsx';
import { LawsuitDialog } from '../components/lawsuit-dialog.tsx';
import {
  LawsuitFilterBar,
  lawsuitFilterParams,
  NO_LAWSUIT_FILTERS,
} from '../components/lawsuit-filters.tsx';
import { LawsuitSummary } from '../components/lawsuit-summary.tsx';
import { LawsuitsCheck } from '../components/lawsuits-check.tsx';
import { useLawsuitWrites } from '../lib/use-lawsuit-writes.ts';

/**
 * `/diligence/:diligenceId/law-suits/:entityId`: the entity's lawsuits in a table paginated,
 * sorted and filtered on the server (filters and sort in the URL), their summary (area × risk,
 * CPC 25 passive exposure, largest cases), add/edit/remove, the row's quick risk change, the
 * import of a file, the PROCESSOS check of the track and the findings about the lawsuits.
 */
export default function LawSuitsScreen() {
  const { diligenceId: id = '', entityId = '' } = useParams();
  const list = useListState({
    filters: NO_LAWSUIT_FILTERS,
    defaultSort: 'cnjNumber',
    inUrl: true,
    sortFields: LAWSUIT_SORTS,
  });
  const { page, pageSize, sort, order } = list.queryParams;
  const params = {
    page,
    pageSize,
    sort: sort as LawsuitSort,
    order,
    ...lawsuitFilterParams(list.filters),
  };
  const lawsuits = useQuery(lawsuitListQuery(id, entityId, params));
  const writes = useLawsuitWrites(id, entityId);
  const [importing, setImporting] = useState(false);
  const filtered = Object.values(list.filters).some(Boolean);

  /** A case of the summary: its row when on this page, else its details. */
  const show = (lawsuit: Lawsuit) => {
    const cell = document.getElementById(lawsuitRowId(lawsuit));
    if (!cell) return writes.setEditing(lawsuit);
    cell.scrollIntoView({ block: 'center' });
    cell.focus();
  };
  const clearFilters = () => list.setFilters(NO_LAWSUIT_FILTERS);

  return (
    <EntityScreenFrame
      diligenceId={id}
      entityId={entityId}
      trail={(e) => [{ label: e ? `Processos de ${e.name}` : 'Processos' }]}
    >
      {({ entity }) => (
        <>
          <EntitySummary
            entity={entity}
            headingId="entity-title"
            actions={
              <>
                <Button
                  startIcon={<Icon name="upload" size={20} />}
                  onClick={() => setImporting(true)}
                >
                  Importar processos
                </Button>
                <Button
                  variant="contained"
                  startIcon={<Icon name="plus" size={20} />}
                  onClick={() => writes.setEditing(null)}
                >
                  Adicionar processo
                </Button>
              </>
            }
          />
          <LawsuitsCheck diligenceId={id} entityId={entityId} />
          {lawsuits.data ? (
            <LawsuitSummary summary={lawsuits.data.summary} onShow={show} />
          ) : lawsuits.isPending ? (
            <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="rounded" height={96} />
            </Paper>
          ) : null}
          <SectionCard title="Processos da parte">
            <Box sx={{ display: 'grid', gap: 2 }}>
              <LawsuitFilterBar
                filters={list.filters}
                onChange={(key, value) => list.setFilter(key, value)}
                onClear={clearFilters}
              />
              <ServerTable
                label="Processos"
                columns={lawsuitColumns({
                  onEdit: writes.setEditing,
                  onRemove: writes.removal.ask,
                  onRiskChange: (l, risk) => void writes.changeRisk(l, risk),
                  savingId: writes.savingRisk,
                })}
                rowKey={(l) => l._id}
                {...list.tableProps}
                {...queryTableProps(lawsuits)}
                emptyText={
                  filtered
                    ? 'Nenhum processo com estes filtros.'
                    : 'Nenhum processo cadastrado nesta parte. Adicione um ou importe um arquivo.'
                }
                emptyAction={
                  filtered ? <Button onClick={clearFilters}>Limpar filtros</Button> : undefined
                }
              />
            </Box>
          </SectionCard>
          <SectionCard title="Apontamentos sobre os processos">
            <FindingsPanel diligenceId={id} entityId={entityId} area="PROCESSO" />
          </SectionCard>
          {writes.editing !== undefined && (
            <LawsuitDialog
              lawsuit={writes.editing}
              onClose={() => writes.setEditing(undefined)}
              onCreate={writes.create}
              onUpdate={writes.update}
            />
          )}
          {importing && (
            <ImportDialog
              diligenceId={id}
              entityId={entityId}
              onClose={() => setImporting(false)}
              onFinished={() => void writes.refresh()}
            />
          )}
          <ConfirmDialog
            {...writes.removal.dialog}
            title="Remover processo"
            confirmLabel="Remover"
            confirmColor="error"
          >
            {writes.removal.target &&
              `O processo ${formatCnj(writes.removal.target.cnjNumber)} sai da lista desta parte e do resumo. Esta ação não pode ser desfeita.`}
          </ConfirmDialog>
        </>
      )}
    </EntityScreenFrame>
  );
}
