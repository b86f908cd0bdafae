import { useId, useState } from 'react';
import {
  Box,
  Button,
  Collapse,
  FormControlLabel,
  Switch,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  DILIGENCE_PURPOSES,
  DILIGENCE_PURPOSE_LABELS,
  DILIGENCE_STATUSES,
  DILIGENCE_STATUS_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
  RISK_LABELS,
  RISK_RATINGS,
} from '@lince/contracts/diligences';
import { DateField } from '../../../components/date-field.tsx';
import { MultiFilterSelect } from '../../../components/filter-select.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { PersonPicker, usePersonRef } from '../../../shared/diligence/components/person-picker.tsx';
import type { DiligenceFilters } from './use-diligence-filters.ts';

const pairs = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => [value, labels[value]] as const);
const STATUS_OPTIONS = pairs(DILIGENCE_STATUSES, DILIGENCE_STATUS_LABELS);
const PURPOSE_OPTIONS = pairs(DILIGENCE_PURPOSES, DILIGENCE_PURPOSE_LABELS);
const RISK_OPTIONS = pairs(RISK_RATINGS, RISK_LABELS);
const PRIORITY_OPTIONS = pairs(PRIORITIES, PRIORITY_LABELS);

const FIELD_WIDTH = { xs: '100%', sm: 200 };
const DATE_WIDTH = { xs: '100%', sm: 180 };

/**
 * The diligence filters (list and kanban): search, status, purpose, risk, priority, owner, team
 * member, due-date range and canceled ones, all kept in the URL by `useDiligenceFilters()`. The
 * filters fold into a "Filtros" panel, closed at first on small screens.
 */
export function DiligenceFilterBar({ filters }: { filters: DiligenceFilters }) {
  const { values, set, clear, activeCount, isFiltered } = filters;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? wide;
  const panelId = useId();
  const owner = usePersonRef(values.ownerId);
  const member = usePersonRef(values.memberId);
  const dueRangeInverted = !!values.dueFrom && !!values.dueTo && values.dueFrom > values.dueTo;

  return (
    <Box role="search" aria-label="Filtros das diligências" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          label="Buscar por código, título, parte, CPF ou CNPJ"
          value={values.search}
          onChange={(search) => set({ search })}
        />
        <Button
          variant={open ? 'outlined' : 'text'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setToggled(!open)}
          startIcon={<Icon name="filter-variant" size={20} />}
        >
          {activeCount > 0 ? `Filtros (${activeCount})` : 'Filtros'}
        </Button>
        <Button
          onClick={clear}
          disabled={!isFiltered}
          startIcon={<Icon name="filter-remove-outline" size={20} />}
        >
          Limpar filtros
        </Button>
      </Box>
      <Collapse in={open} id={panelId} unmountOnExit>
        <Box
          role="group"
          aria-label="Filtros"
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', pt: 0.5 }}
        >
          <MultiFilterSelect
            label="Situação"
            value={values.status}
            onChange={(status) => set({ status })}
            options={STATUS_OPTIONS}
            allLabel={values.includeCanceled ? 'Todas' : 'Todas, exceto canceladas'}
            width={FIELD_WIDTH}
          />
          <MultiFilterSelect
            label="Finalidade"
            value={values.purpose}
            onChange={(purpose) => set({ purpose })}
            options={PURPOSE_OPTIONS}
            allLabel="Todas"
            width={FIELD_WIDTH}
          />
          <MultiFilterSelect
            label="Risco"
            value={values.risk}
            onChange={(risk) => set({ risk })}
            options={RISK_OPTIONS}
            allLabel="Todos"
            width={FIELD_WIDTH}
          />
          <MultiFilterSelect
            label="Prioridade"
            value={values.priority}
            onChange={(priority) => set({ priority })}
            options={PRIORITY_OPTIONS}
            allLabel="Todas"
            width={FIELD_WIDTH}
          />
          <PersonPicker
            label="Responsável"
            size="small"
            width={FIELD_WIDTH}
            value={owner}
            onChange={(person) => set({ ownerId: person?._id ?? '' })}
          />
          <PersonPicker
            label="Membro da equipe"
            size="small"
            width={FIELD_WIDTH}
            value={member}
            onChange={(person) => set({ memberId: person?._id ?? '' })}
          />
          <DateField
            label="Prazo de"
            size="small"
            value={values.dueFrom}
            onChange={(dueFrom) => dueFrom !== null && set({ dueFrom })}
            fullWidth={false}
            sx={{ width: DATE_WIDTH }}
          />
          <DateField
            label="Prazo até"
            size="small"
            value={values.dueTo}
            onChange={(dueTo) => dueTo !== null && set({ dueTo })}
            error={dueRangeInverted}
            helperText={dueRangeInverted ? 'Deve ser depois de “Prazo de”.' : undefined}
            fullWidth={false}
            sx={{ width: DATE_WIDTH }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.includeCanceled}
                onChange={(event) => set({ includeCanceled: event.target.checked })}
              />
            }
            label="Incluir canceladas"
            sx={{ ml: 0, minHeight: 40 }}
          />
        </Box>
      </Collapse>
    </Box>
  );
}
