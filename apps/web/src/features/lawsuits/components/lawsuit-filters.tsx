import { Box, Button } from '@mui/material';
import {
  LAWSUIT_AREA_LABELS,
  LAWSUIT_AREAS,
  LAWSUIT_RISK_FILTER_LABELS,
  LAWSUIT_RISK_FILTERS,
  LAWSUIT_SIDE_LABELS,
  LAWSUIT_SIDES,
  LAWSUIT_STATUS_LABELS,
  LAWSUIT_STATUSES,
} from '@lince/contracts/lawsuits';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { Icon } from '../../../components/icon.tsx';

/** The table's filters as the URL keeps them ('' = all). */
export type LawsuitFilters = {
  area: string;
  side: string;
  status: string;
  risk: string;
};

export const NO_LAWSUIT_FILTERS: LawsuitFilters = { area: '', side: '', status: '', risk: '' };

/** The filters with a value the API accepts (an unknown value in the URL is left out). */
export function lawsuitFilterParams(f: LawsuitFilters) {
  const pick = <V extends string>(values: readonly V[], value: string) =>
    (values as readonly string[]).includes(value) ? (value as V) : undefined;
  return {
    area: pick(LAWSUIT_AREAS, f.area),
    side: pick(LAWSUIT_SIDES, f.side),
    status: pick(LAWSUIT_STATUSES, f.status),
    risk: pick(LAWSUIT_RISK_FILTERS, f.risk),
  };
}

const options = <V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
  all: string,
) => [['', all] as const, ...values.map((v) => [v, labels[v]] as const)];

const FILTERS = [
  ['area', 'Área', options(LAWSUIT_AREAS, LAWSUIT_AREA_LABELS, 'Todas')],
  ['side', 'Polo', options(LAWSUIT_SIDES, LAWSUIT_SIDE_LABELS, 'Todos')],
  ['status', 'Situação', options(LAWSUIT_STATUSES, LAWSUIT_STATUS_LABELS, 'Todas')],
  ['risk', 'Risco', options(LAWSUIT_RISK_FILTERS, LAWSUIT_RISK_FILTER_LABELS, 'Todos')],
] as const;

/** Area, side, status and risk filters of the lawsuit table, and "Limpar filtros". */
export function LawsuitFilterBar({
  filters,
  onChange,
  onClear,
}: {
  filters: LawsuitFilters;
  onChange: (key: keyof LawsuitFilters, value: string) => void;
  onClear: () => void;
}) {
  const any = Object.values(filters).some(Boolean);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {FILTERS.map(([key, label, opts]) => (
        <FilterSelect
          key={key}
          label={label}
          value={filters[key]}
          onChange={(value) => onChange(key, value)}
          options={opts}
          width={170}
        />
      ))}
      {any && (
        <Button startIcon={<Icon name="filter-remove-outline" size={20} />} onClick={onClear}>
          Limpar filtros
        </Button>
      )}
    </Box>
  );
}
