import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { DILIGENCE_PURPOSE_LABELS, DILIGENCE_PURPOSES } from '@lince/contracts/diligences';
import { DateField } from '../../../../components/date-field.tsx';
import { FilterSelect } from '../../../../components/filter-select.tsx';
import { Icon } from '../../../../components/icon.tsx';
import {
  PersonPicker,
  usePersonRef,
} from '../../../../shared/diligence/components/person-picker.tsx';
import type { IndicatorFilters } from '../lib/use-indicator-filters.ts';

const PURPOSE_OPTIONS = [
  ['', 'Todas'] as const,
  ...DILIGENCE_PURPOSES.map((p) => [p, DILIGENCE_PURPOSE_LABELS[p]] as const),
];
const FIELD_WIDTH = { xs: '100%', sm: 240 };
const DATE_WIDTH = { xs: '100%', sm: 180 };

/**
 * The period (two dd/mm/aaaa fields, both required: an emptied one keeps the last period and
 * says so), the purpose and the owner of the indicators, all kept in the URL.
 */
export function IndicatorFilterBar({ filters }: { filters: IndicatorFilters }) {
  const { values, resolved, set, clear, filtered } = filters;
  const owner = usePersonRef(values.ownerId);
  const [emptied, setEmptied] = useState({ from: false, to: false });
  const day = (key: 'from' | 'to') => (value: string | null) => {
    setEmptied((e) => ({ ...e, [key]: value === '' }));
    if (value) set({ [key]: value });
  };
  const message = (key: 'from' | 'to') => {
    if (emptied[key]) return `Informe a data ${key === 'from' ? 'inicial' : 'final'}.`;
    return !resolved.ok && resolved.path === key ? resolved.error : undefined;
  };

  return (
    <Box
      role="search"
      aria-label="Filtros dos indicadores"
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <DateField
        label="Data inicial"
        size="small"
        value={resolved.from}
        onChange={day('from')}
        required
        error={!!message('from')}
        helperText={message('from')}
        fullWidth={false}
        sx={{ width: DATE_WIDTH }}
      />
      <DateField
        label="Data final"
        size="small"
        value={resolved.to}
        onChange={day('to')}
        required
        error={!!message('to')}
        helperText={message('to')}
        fullWidth={false}
        sx={{ width: DATE_WIDTH }}
      />
      <FilterSelect
        label="Finalidade"
        value={values.purpose}
        onChange={(purpose) => set({ purpose })}
        options={PURPOSE_OPTIONS}
        width={200}
      />
      <Box sx={{ width: FIELD_WIDTH }}>
        <PersonPicker
          label="Responsável"
          size="small"
          value={owner}
          onChange={(person) => set({ ownerId: person?._id ?? '' })}
        />
      </Box>
      <Button
        onClick={() => {
          setEmptied({ from: false, to: false });
          clear();
        }}
        disabled={!filtered}
        startIcon={<Icon name="filter-remove-outline" size={20} />}
        sx={{ minHeight: 40 }}
      >
        Limpar filtros
      </Button>
    </Box>
  );
}
